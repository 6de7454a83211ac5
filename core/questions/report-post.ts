import type { Db } from "../db/client";
import type { PostKind } from "../db/schema";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import { REPORTS_PER_USER } from "./moderation-rules";

export type ReportResult = { ok: true } | { ok: false; problem: "not-found" | "already" | "rate-limited" };

/** Whether readers see a post: not hidden, and for an answer, its question not hidden either. */
export async function isPostVisible(db: Db, kind: PostKind, postId: number): Promise<boolean> {
  const row =
    kind === "question"
      ? await db
          .selectFrom("questions")
          .select("id")
          .where("id", "=", postId)
          .where("hidden_at", "is", null)
          .executeTakeFirst()
      : await db
          .selectFrom("answers")
          .innerJoin("questions", "questions.id", "answers.question_id")
          .select("answers.id")
          .where("answers.id", "=", postId)
          .where("answers.hidden_at", "is", null)
          .where("questions.hidden_at", "is", null)
          .executeTakeFirst();
  return row !== undefined;
}

/**
 * A signed-in reader reports a question or answer readers see (ADR 0111), with a reason (checked by reportProblem):
 * one report per reader and post (a second is "already", and costs no rate-limit hit), at most REPORTS_PER_USER an
 * hour. The report waits in the editors' queue until a post is hidden or its reports dismissed.
 */
export async function reportPost(
  db: Db,
  userId: number,
  kind: PostKind,
  postId: number,
  reason: string,
  now = new Date(),
): Promise<ReportResult> {
  if (!(await isPostVisible(db, kind, postId))) return { ok: false, problem: "not-found" };
  const mine = () =>
    db
      .selectFrom("post_reports")
      .select("id")
      .where("post_kind", "=", kind)
      .where("post_id", "=", postId)
      .where("user_id", "=", userId)
      .executeTakeFirst();
  if (await mine()) return { ok: false, problem: "already" };
  if (!(await consumeRateLimit(db, `report:user:${userId}`, REPORTS_PER_USER, now)))
    return { ok: false, problem: "rate-limited" };
  // The unique (post, reader) index settles two reports sent at once: one is stored, the other is "already".
  const row = await db
    .insertInto("post_reports")
    .values({ post_kind: kind, post_id: postId, user_id: userId, reason: reason.trim(), created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["post_kind", "post_id", "user_id"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row ? { ok: true } : { ok: false, problem: "already" };
}
