import type { Db } from "../db/client";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import { POSTS_PER_USER } from "../users/account-limits";
import { scopedKey, type PostResult } from "./post-question";

/** Posts an answer (validated by answerSchema) to a question; same idempotency and rate limit as questions. */
export async function postAnswer(
  db: Db,
  userId: number,
  questionId: number,
  body: string,
  idempotencyKey: string | null,
  now = new Date(),
): Promise<PostResult & { protocolId?: number | null }> {
  const key = scopedKey(userId, idempotencyKey);
  if (key) {
    const earlier = await db.selectFrom("answers").select("id").where("idempotency_key", "=", key).executeTakeFirst();
    if (earlier) return { ok: true, id: earlier.id, repeated: true };
  }
  // A question an editor hid takes no answers (readers no longer see it; ADR 0111).
  const question = await db.selectFrom("questions").select(["id", "protocol_id"]).where("id", "=", questionId).where("hidden_at", "is", null).executeTakeFirst();
  if (!question) return { ok: false, problem: "not-found" };
  if (!(await consumeRateLimit(db, `post:user:${userId}`, POSTS_PER_USER, now))) return { ok: false, problem: "rate-limited" };
  try {
    const row = await db
      .insertInto("answers")
      .values({ question_id: questionId, user_id: userId, body, idempotency_key: key, created_at: now.toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { ok: true, id: row.id, repeated: false, protocolId: question.protocol_id };
  } catch (error) {
    if (key) {
      const earlier = await db.selectFrom("answers").select("id").where("idempotency_key", "=", key).executeTakeFirst();
      if (earlier) return { ok: true, id: earlier.id, repeated: true };
    }
    throw error;
  }
}
