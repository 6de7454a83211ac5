import type { Db } from "../db/client";

/**
 * Answers with who wrote them (`users`): what the lists of answers read, readers' and the office's, before each joins
 * what else it shows, picks its columns and filters.
 */
export function selectWrittenAnswers(db: Db) {
  return db.selectFrom("answers").innerJoin("users", "users.id", "answers.user_id");
}
