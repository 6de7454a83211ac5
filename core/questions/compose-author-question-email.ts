import type { Lang } from "../config/constants";
import type { EmailMessage, MailSettings } from "../mail/email-message";
import { composeOfficeEmail } from "../mail/compose-office-email";

export interface AuthorQuestionEmail {
  lang: Lang;
  to: string;
  authorName: string;
  protocolTitle: string;
  asker: string;
  title: string;
  description: string;
  /** The single-use answer link (absolute, from the configured origin). */
  answerUrl: string;
  /** The question on the protocol page, for reading it among the others. */
  questionUrl: string;
  validDays: number;
}

/**
 * The e-mail to a protocol's corresponding author about a reader's new question (ADR 0111), in the author's language:
 * the question as asked, the link that answers it without a password, and what the link can and cannot do.
 */
export function composeAuthorQuestionEmail(mail: MailSettings, input: AuthorQuestionEmail): EmailMessage {
  const { t } = mail;
  const { lang } = input;
  return composeOfficeEmail(mail, lang, {
    to: input.to,
    subject: t(lang, "questions.mail.subject", { title: input.title.replace(/\s+/g, " ") }).slice(0, 250),
    heading: t(lang, "questions.mail.heading"),
    blocks: [
      { kind: "paragraph", text: t(lang, "questions.mail.greeting", { name: input.authorName }) },
      {
        kind: "paragraph",
        text: t(lang, "questions.mail.intro", { asker: input.asker, protocol: input.protocolTitle }),
      },
      {
        kind: "fields",
        rows: [
          [t(lang, "questions.mail.questionTitle"), input.title],
          ...(input.description ? ([[t(lang, "questions.mail.questionText"), input.description]] as const) : []),
        ],
      },
      { kind: "button", label: t(lang, "questions.mail.answerButton"), url: input.answerUrl },
      { kind: "note", text: t(lang, "questions.mail.linkNote", { days: input.validDays }) },
      { kind: "items", items: [{ title: t(lang, "questions.mail.onPage"), url: input.questionUrl }] },
    ],
  });
}
