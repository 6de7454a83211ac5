import type { Db } from "../db/client";
import type { QueueMark } from "./queue-mark";

/** How many questions and answers were posted after an editor's queue mark (ADR 0111), hidden ones too. */
export async function countNewPosts(db: Db, mark: QueueMark): Promise<number> {
  const [questions, answers] = await Promise.all([
    db
      .selectFrom("questions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("id", ">", mark.questionId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("answers")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("id", ">", mark.answerId)
      .executeTakeFirstOrThrow(),
  ]);
  return Number(questions.n) + Number(answers.n);
}
