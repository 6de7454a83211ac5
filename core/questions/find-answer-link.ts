import type { Db } from "../db/client";
import { usableTokenUser } from "../users/redeem-user-token";
import { hashToken } from "../users/session-token";
import { listQuestions, type QuestionThread } from "./list-questions";
import { answerLinkScope } from "./moderation-rules";
import type { AuthorMark } from "./post-view";

export type AnswerLinkState =
  | { ok: true; question: QuestionThread & { protocol: NonNullable<QuestionThread["protocol"]> }; author: AuthorMark }
  /**
   * Unknown, expired or used link, or one for another question, or a question readers no longer see. `answerId`:
   * the answer this very link already posted, if it did.
   */
  | { ok: false; question: QuestionThread | null; answerId: number | null };

/**
 * What an author's answer link shows (ADR 0111), without using it up (a mail scanner's GET changes nothing): the
 * question it answers, with the answers readers see, and the name the answer will carry. The link's once-code must
 * be scoped to this very question; a code for another question (of this protocol or another), a log-in code or a
 * reset token does not open it.
 */
export async function findAnswerLink(
  db: Db,
  token: string,
  questionId: number,
  now = new Date(),
): Promise<AnswerLinkState> {
  const [question] = await listQuestions(db, { questionId, limit: 1 });
  const userId = await usableTokenUser(db, token, "once_code", now, answerLinkScope(questionId));
  if (!question?.protocol || userId === null) {
    const posted = token && token.length <= 200 ? await linkAnswerId(db, token, questionId) : null;
    return { ok: false, question: question ?? null, answerId: posted };
  }
  return {
    ok: true,
    question: { ...question, protocol: question.protocol },
    author: await authorMarkFor(db, userId, question.protocol.id),
  };
}

/** The answer a link posted (its idempotency key is the link's hash, see answerWithLink), if it is one readers see. */
async function linkAnswerId(db: Db, token: string, questionId: number): Promise<number | null> {
  const row = await db
    .selectFrom("answers")
    .select("id")
    .where("idempotency_key", "=", linkAnswerKey(token))
    .where("question_id", "=", questionId)
    .where("hidden_at", "is", null)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The idempotency key of the answer a link posts: one answer per link, found again by a retry. */
export function linkAnswerKey(token: string): string {
  return `author-link:${hashToken(token)}`;
}

/**
 * The name an author's answer carries: the protocol's author entry with the account's e-mail address (both scripts),
 * or the account's own name when the protocol no longer lists that address.
 */
export async function authorMarkFor(db: Db, userId: number, protocolId: number): Promise<AuthorMark> {
  const user = await db
    .selectFrom("users")
    .select(["email", "full_name", "first_name", "last_name", "username"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const entries = await db
    .selectFrom("protocol_authors")
    .select(["name_en", "name_cn", "email", "is_corresponding"])
    .where("protocol_id", "=", protocolId)
    .where("email", "is not", null)
    .orderBy("is_corresponding", "desc")
    .orderBy("position")
    .execute();
  const entry = entries.find((a) => (a.email ?? "").trim().toLowerCase() === user.email);
  if (entry) return { nameEn: entry.name_en, nameCn: entry.name_cn };
  return {
    nameEn: user.full_name.trim() || `${user.first_name} ${user.last_name}`.trim() || user.username,
    nameCn: null,
  };
}
