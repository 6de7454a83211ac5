import { sql } from "kysely";
import type { Db } from "../db/client";
import type { QueueMark } from "./queue-mark";

/**
 * Marks the moderation queue as seen by one editor (ADR 0111) up to the newest question and answer that editor's page
 * showed: posts that arrived since stay new. The mark only moves forward (an old page sent late changes nothing), and
 * never past the posts that exist.
 */
export async function markQueueSeen(db: Db, editorUserId: number, seen: QueueMark, now = new Date()): Promise<void> {
  const [q, a] = await Promise.all([
    db
      .selectFrom("questions")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirst(),
    db
      .selectFrom("answers")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirst(),
  ]);
  const questionId = Math.min(seen.questionId, Number(q?.id ?? 0));
  const answerId = Math.min(seen.answerId, Number(a?.id ?? 0));
  await db
    .insertInto("question_queue_marks")
    .values({
      user_id: editorUserId,
      seen_question_id: questionId,
      seen_answer_id: answerId,
      updated_at: now.toISOString(),
    })
    .onConflict((oc) =>
      oc.column("user_id").doUpdateSet({
        // The larger of the stored and the new mark, written the same way on both engines.
        seen_question_id: sql<number>`case when excluded.seen_question_id > question_queue_marks.seen_question_id then excluded.seen_question_id else question_queue_marks.seen_question_id end`,
        seen_answer_id: sql<number>`case when excluded.seen_answer_id > question_queue_marks.seen_answer_id then excluded.seen_answer_id else question_queue_marks.seen_answer_id end`,
        updated_at: now.toISOString(),
      }),
    )
    .execute();
}
