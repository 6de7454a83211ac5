import type { Db } from "../db/client";
import { countNewPosts } from "./count-new-posts";
import { readQueueMark } from "./queue-mark";

/**
 * The moderation queue's count for one editor (ADR 0111), for the editorial navigation: questions and answers posted
 * since the editor last marked the queue as seen, plus the older posts with open reports (a post both new and
 * reported counts once). Hidden posts count too: the queue is what editors have not looked at yet.
 */
export async function countUnseenPosts(db: Db, editorUserId: number): Promise<number> {
  const mark = await readQueueMark(db, editorUserId);
  const [newPosts, reported] = await Promise.all([
    countNewPosts(db, mark),
    db
      .selectFrom((eb) =>
        eb
          .selectFrom("post_reports")
          .select(["post_kind", "post_id"])
          .where("resolved_at", "is", null)
          .where((w) =>
            w.or([
              w.and([w("post_kind", "=", "question"), w("post_id", "<=", mark.questionId)]),
              w.and([w("post_kind", "=", "answer"), w("post_id", "<=", mark.answerId)]),
            ]),
          )
          .groupBy(["post_kind", "post_id"])
          .as("reported"),
      )
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return newPosts + Number(reported.n);
}
