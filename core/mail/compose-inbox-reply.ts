import type { Lang } from "../config/constants";
import type { EmailMessage, MailSettings } from "./email-message";
import { composeOfficeEmail } from "./compose-office-email";
import type { EmailBlock } from "./render-email";

/**
 * An editor's reply to a received form (ADR 0110): the subject as heading and the text as the editor wrote it,
 * paragraph by paragraph, in the journal's layout and the sender's language; answers go to the editorial office.
 */
export function composeInboxReply(
  mail: MailSettings,
  input: { lang: Lang; to: string; reference: string; subject: string; body: string },
): EmailMessage {
  const paragraphs: EmailBlock[] = input.body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((text) => ({ kind: "paragraph", text }));
  return composeOfficeEmail(mail, input.lang, {
    to: input.to,
    subject: input.subject,
    heading: input.subject,
    blocks: [
      ...paragraphs,
      { kind: "note", text: mail.t(input.lang, "forms.mail.replyNote", { email: mail.editorialEmail }) },
    ],
    footer: [{ kind: "note", text: `${mail.t(input.lang, "forms.mail.reference")}: ${input.reference}` }],
  });
}
