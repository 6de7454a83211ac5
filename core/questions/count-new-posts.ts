import type { Db } from "../db/client";
import { countRows } from "../db/count-rows";
import type { QueueMark } from "./queue-mark";

/** How many questions and answers were posted after an editor's queue mark (ADR 0111), hidden ones too. */
export async function countNewPosts(db: Db, mark: QueueMark): Promise<number> {
  const [questions, answers] = await Promise.all([
    countRows(db.selectFrom("questions").where("id", ">", mark.questionId)),
    countRows(db.selectFrom("answers").where("id", ">", mark.answerId)),
  ]);
  return questions + answers;
}
