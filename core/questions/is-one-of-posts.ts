import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { PostKind } from "../db/schema";

/** Some questions and answers, by id. */
export interface PostIds {
  questionIds: readonly number[];
  answerIds: readonly number[];
}

/**
 * "The row's post is one of these": the condition on the `post_kind` and `post_id` columns of the tables that name a
 * question or answer that way (post_edits, post_reports). An empty list of ids adds nothing.
 */
export function isOneOfPosts<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, posts: PostIds): Expression<SqlBool> {
  const kind = sql.ref<PostKind>("post_kind");
  const id = sql.ref<number>("post_id");
  const ofKind = (k: PostKind, ids: readonly number[]) => (ids.length ? [eb.and([eb(kind, "=", k), eb(id, "in", ids)])] : []);
  return eb.or([...ofKind("question", posts.questionIds), ...ofKind("answer", posts.answerIds)]);
}
