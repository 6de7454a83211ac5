import type { Lang } from "../config/constants";
import type { EmailMessage, MailSettings } from "./email-message";
import { composeOfficeEmail } from "./compose-office-email";

/** The double opt-in e-mail: "please confirm registration", with the link that activates the subscription. */
export function composeSubscriptionConfirmation(
  mail: MailSettings,
  input: { lang: Lang; email: string; confirmUrl: string; validDays: number },
): EmailMessage {
  const { t } = mail;
  const { lang } = input;
  return composeOfficeEmail(mail, lang, {
    to: input.email,
    subject: t(lang, "forms.mail.confirm.subject"),
    heading: t(lang, "forms.mail.confirm.heading"),
    blocks: [
      { kind: "paragraph", text: t(lang, "forms.mail.confirm.intro", { email: input.email }) },
      { kind: "button", label: t(lang, "forms.mail.confirm.button"), url: input.confirmUrl },
      { kind: "note", text: t(lang, "forms.mail.confirm.ignore", { days: input.validDays }) },
    ],
  });
}
