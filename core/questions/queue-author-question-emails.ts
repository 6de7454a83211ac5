import type { Db } from "../db/client";
import { localized } from "../content/localized";
import type { MailSettings } from "../mail/email-message";
import { enqueueEmail } from "../mail/enqueue-email";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import { normalizeEmail } from "../users/account-schemas";
import { DISPLAY_NAME_COLUMNS, displayName } from "../users/display-name";
import { issueUserToken } from "../users/issue-user-token";
import { composeAuthorQuestionEmail } from "./compose-author-question-email";
import { ensureAuthorAccount } from "./ensure-author-account";
import { ASKED_PROTOCOL_COLUMNS, askedProtocolOf } from "./post-view";
import { selectAskedQuestions } from "./select-asked-questions";
import { ANSWER_LINK_TTL_MS, AUTHOR_QUESTION_EMAILS_PER_ADDRESS, answerLinkScope } from "./moderation-rules";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Queues, in the question's transaction, an e-mail to each corresponding author of the protocol asked about (ADR
 * 0111): the question, and a link that answers it once, without a password, for 14 days — a once-code scoped to this
 * question, belonging to the author's account (made if there is none). Nothing for a general question, an author
 * without an address, the asker themselves, or an address that already had its day's share. Returns the outbox ids.
 */
export async function queueAuthorQuestionEmails(
  trx: Db,
  mail: MailSettings,
  questionId: number,
  now = new Date(),
): Promise<number[]> {
  const question = await selectAskedQuestions(trx)
    .select(["questions.id", "questions.title", "questions.description", "users.email as asker_email", ...ASKED_PROTOCOL_COLUMNS, ...DISPLAY_NAME_COLUMNS])
    .where("questions.id", "=", questionId)
    .executeTakeFirst();
  // A general question (no protocol) has no authors to ask.
  const protocol = question ? askedProtocolOf(question) : null;
  if (!question || !protocol) return [];
  const authors = await trx
    .selectFrom("protocol_authors")
    .select(["name_en", "name_cn", "email"])
    .where("protocol_id", "=", protocol.id)
    .where("is_corresponding", "=", 1)
    .where("email", "is not", null)
    .orderBy("position")
    .execute();

  const ids: number[] = [];
  const done = new Set<string>();
  for (const author of authors) {
    const email = normalizeEmail(author.email ?? "");
    if (!email.includes("@") || done.has(email) || email === normalizeEmail(question.asker_email)) continue;
    done.add(email);
    if (!(await consumeRateLimit(trx, `question-mail:${email}`, AUTHOR_QUESTION_EMAILS_PER_ADDRESS, now))) continue;
    const account = await ensureAuthorAccount(trx, { email, nameEn: author.name_en, nameCn: author.name_cn }, now);
    const token = await issueUserToken(trx, account.id, "once_code", now, {
      scope: answerLinkScope(question.id),
      ttlMs: ANSWER_LINK_TTL_MS,
    });
    const { lang } = account;
    const message = composeAuthorQuestionEmail(mail, {
      lang,
      to: email,
      authorName: localized(lang, author.name_en, author.name_cn),
      protocolTitle: localized(lang, protocol.titleEn, protocol.titleCn),
      asker: displayName(question),
      title: question.title,
      description: question.description,
      answerUrl: `${mail.origin}/${lang}/questions/answer?id=${question.id}&token=${encodeURIComponent(token)}`,
      questionUrl: `${mail.origin}/${lang}/bpdetail?id=${protocol.id}&type=${protocol.kind}#question-${question.id}`,
      validDays: Math.round(ANSWER_LINK_TTL_MS / DAY_MS),
    });
    ids.push(await enqueueEmail(trx, message));
  }
  return ids;
}
