import type { Db } from "../db/client";
import type { MailSettings } from "../mail/email-message";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import { POSTS_PER_USER } from "../users/account-limits";
import type { QuestionInput } from "./question-rules";
import { queueAuthorQuestionEmails } from "./queue-author-question-emails";

/** `emailIds`: the outbox messages the post queued (the corresponding authors' e-mails), to deliver now. */
export type PostResult = { ok: true; id: number; repeated: boolean; emailIds?: number[] } | { ok: false; problem: "rate-limited" | "not-found" };

/** The stored idempotency key: scoped to the reader, so one reader's key can never collide with another's. */
export function scopedKey(userId: number, key: string | null): string | null {
  return key && /^[A-Za-z0-9-]{16,64}$/.test(key) ? `${userId}:${key}` : null;
}

/**
 * Posts a question (validated by questionSchema) about a protocol, or a general one (protocolId null).
 * A repeat with the same idempotency key (a double click, a retried request) returns the first post
 * instead of making a second. Posting is rate-limited per reader. With `mail`, a question about a protocol queues
 * the e-mails to its corresponding authors in the same transaction (ADR 0111): they exist exactly when it does.
 */
export async function postQuestion(
  db: Db,
  userId: number,
  protocolId: number | null,
  input: QuestionInput,
  idempotencyKey: string | null,
  now = new Date(),
  mail: MailSettings | null = null,
): Promise<PostResult> {
  const key = scopedKey(userId, idempotencyKey);
  if (key) {
    const earlier = await db.selectFrom("questions").select("id").where("idempotency_key", "=", key).executeTakeFirst();
    if (earlier) return { ok: true, id: earlier.id, repeated: true };
  }
  if (protocolId !== null) {
    const protocol = await db.selectFrom("protocols").select("id").where("id", "=", protocolId).executeTakeFirst();
    if (!protocol) return { ok: false, problem: "not-found" };
  }
  if (!(await consumeRateLimit(db, `post:user:${userId}`, POSTS_PER_USER, now))) return { ok: false, problem: "rate-limited" };
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("questions")
        .values({ protocol_id: protocolId, user_id: userId, title: input.title, description: input.description, idempotency_key: key, created_at: now.toISOString() })
        .returning("id")
        .executeTakeFirstOrThrow();
      const emailIds = mail && protocolId !== null ? await queueAuthorQuestionEmails(trx, mail, row.id, now) : [];
      return { ok: true as const, id: row.id, repeated: false, emailIds };
    });
  } catch (error) {
    // The same key inserted by a simultaneous request: that one wins.
    if (key) {
      const earlier = await db.selectFrom("questions").select("id").where("idempotency_key", "=", key).executeTakeFirst();
      if (earlier) return { ok: true, id: earlier.id, repeated: true };
    }
    throw error;
  }
}
