import type { Lang } from "../config/constants";
import type { EmailMessage, MailSettings } from "./email-message";
import { composeOfficeEmail } from "./compose-office-email";
import type { EmailBlock } from "./render-email";

/** The forms that confirm a submission by e-mail, each with its own texts in forms.json (forms.mail.<form>.*). */
export type ConfirmedForm = "help" | "reviewer" | "ambassador" | "psi" | "submission";

/**
 * The confirmation a submitter receives: what we got (their reference and the main fields, in their
 * language) and what happens next. Replies go to the editorial office.
 */
export function composeFormConfirmation(
  mail: MailSettings,
  input: {
    form: ConfirmedForm;
    lang: Lang;
    to: string;
    reference: string;
    /** Label keys and values, shown as a table. */
    fields: readonly (readonly [labelKey: string, value: string])[];
    /** An optional link, e.g. the review process. */
    link?: { labelKey: string; url: string };
  },
): EmailMessage {
  const { t } = mail;
  const { lang, form } = input;
  const blocks: EmailBlock[] = [
    { kind: "paragraph", text: t(lang, `forms.mail.${form}.intro`) },
    {
      kind: "fields",
      rows: [
        [t(lang, "forms.mail.reference"), input.reference],
        ...input.fields.map(([key, value]) => [t(lang, key), value] as const),
      ],
    },
    { kind: "paragraph", text: t(lang, `forms.mail.${form}.next`) },
  ];
  if (input.link) blocks.push({ kind: "button", label: t(lang, input.link.labelKey), url: input.link.url });
  blocks.push({ kind: "note", text: t(lang, "forms.mail.replyNote", { email: mail.editorialEmail }) });
  return composeOfficeEmail(mail, lang, {
    to: input.to,
    subject: t(lang, `forms.mail.${form}.subject`, { reference: input.reference }),
    heading: t(lang, `forms.mail.${form}.heading`),
    blocks,
  });
}
