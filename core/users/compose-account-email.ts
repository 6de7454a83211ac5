import type { Lang } from "../config/constants";
import { composeOfficeEmail } from "../mail/compose-office-email";
import type { EmailMessage, MailSettings } from "../mail/email-message";

/**
 * The account e-mails, each about one link: "forgot password" (valid one hour), "e-mail me a sign-in link" and
 * finishing a sign-up (five minutes each), and, to the owner of an address someone tried to sign up with again, the
 * log-in page. Texts in the catalogue (accounts.mail.<kind>.*), in the journal's layout like every other e-mail.
 */
export type AccountEmail = "passwordReset" | "signInLink" | "finishSignUp" | "signUpAttempt";

export function composeAccountEmail(
  mail: MailSettings,
  lang: Lang,
  message: { kind: AccountEmail; to: string; link: string },
): EmailMessage {
  const { t } = mail;
  const journal = t(lang, "site.title");
  const text = (part: "subject" | "heading" | "intro" | "button" | "note") =>
    t(lang, `accounts.mail.${message.kind}.${part}`, { journal });
  return composeOfficeEmail(mail, lang, {
    to: message.to,
    subject: text("subject"),
    heading: text("heading"),
    blocks: [
      { kind: "paragraph", text: text("intro") },
      { kind: "button", label: text("button"), url: message.link },
      { kind: "note", text: text("note") },
    ],
  });
}
