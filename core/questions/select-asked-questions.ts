import type { Db } from "../db/client";

/**
 * Questions with who asked them (`users`) and the protocol asked about (`protocols`; none for a general question):
 * what the lists of questions read, readers' and the office's, before each picks its columns and filters.
 */
export function selectAskedQuestions(db: Db) {
  return db
    .selectFrom("questions")
    .innerJoin("users", "users.id", "questions.user_id")
    .leftJoin("protocols", "protocols.id", "questions.protocol_id");
}
