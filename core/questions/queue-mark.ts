import type { Db } from "../db/client";

/** The newest question and answer an editor has marked as seen in the moderation queue (0, 0 before the first look). */
export interface QueueMark {
  questionId: number;
  answerId: number;
}

export async function readQueueMark(db: Db, editorUserId: number): Promise<QueueMark> {
  const row = await db
    .selectFrom("question_queue_marks")
    .select(["seen_question_id", "seen_answer_id"])
    .where("user_id", "=", editorUserId)
    .executeTakeFirst();
  return { questionId: row?.seen_question_id ?? 0, answerId: row?.seen_answer_id ?? 0 };
}
