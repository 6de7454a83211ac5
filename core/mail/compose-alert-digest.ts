import type { Lang } from "../config/constants";
import type { EmailMessage, MailSettings } from "./email-message";
import { composeOfficeEmail } from "./compose-office-email";

export interface DigestItem {
  title: string;
  url: string;
  /** e.g. the publication date and the categories. */
  meta: string;
}

/**
 * The alert: newly published protocols in the subscriber's categories and language, with the
 * unsubscribe link in the body and in List-Unsubscribe (one-click, RFC 8058).
 */
export function composeAlertDigest(
  mail: MailSettings,
  input: {
    lang: Lang;
    email: string;
    items: readonly DigestItem[];
    moreCount: number;
    archiveUrl: string;
    manageUrl: string;
  },
): EmailMessage {
  const { t } = mail;
  const { lang } = input;
  const total = input.items.length + input.moreCount;
  return composeOfficeEmail(mail, lang, {
    to: input.email,
    subject: t(lang, "forms.mail.digest.subject", { count: total }),
    heading: t(lang, "forms.mail.digest.heading"),
    blocks: [
      { kind: "paragraph", text: t(lang, "forms.mail.digest.intro", { count: total }) },
      { kind: "items", items: input.items },
      ...(input.moreCount > 0
        ? [
            {
              kind: "button" as const,
              label: t(lang, "forms.mail.digest.more", { count: input.moreCount }),
              url: input.archiveUrl,
            },
          ]
        : []),
    ],
    footer: [
      { kind: "note", text: t(lang, "forms.mail.digest.why", { email: input.email }) },
      { kind: "button", label: t(lang, "forms.mail.digest.unsubscribe"), url: input.manageUrl },
    ],
    headers: {
      "List-Unsubscribe": `<${input.manageUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
}
