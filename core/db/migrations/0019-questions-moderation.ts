import { sql, type Kysely } from "kysely";
import { utcNowDefault, withId, type Dialect } from "./helpers";

/**
 * Questions and answers, moderated (ADR 0111):
 * - `user_tokens.scope`: what a single-use code is good for. Null is a log-in code or a reset token as before;
 *   "answer:question:<id>" is the e-mailed link with which a protocol's corresponding author answers one question.
 * - `questions` and `answers`: hidden by an editor (when, by whom, why) and edited (when); an answer given through
 *   the author's link keeps the author's name as the protocol lists it (both scripts), which marks it the author's.
 * - `post_edits`: the text a post had before each editor's edit (JSON), shown to editors.
 * - `post_reports`: a reader's report of a post (one per reader and post), open until an editor hides the post or
 *   dismisses the reports.
 * - `question_queue_marks`: per editor, the newest question and answer seen in the moderation queue.
 * Plain SQL and literals only: a migration never imports live code.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const now = utcNowDefault(dialect);

  await db.schema.alterTable("user_tokens").addColumn("scope", "text").execute();

  for (const table of ["questions", "answers"]) {
    await db.schema.alterTable(table).addColumn("hidden_at", "text").execute();
    await db.schema.alterTable(table).addColumn("hidden_by", "integer").execute();
    await db.schema.alterTable(table).addColumn("hidden_reason", "text").execute();
    await db.schema.alterTable(table).addColumn("edited_at", "text").execute();
  }
  await db.schema.alterTable("answers").addColumn("author_name_en", "text").execute();
  await db.schema.alterTable("answers").addColumn("author_name_cn", "text").execute();
  await db.schema.createIndex("answers_question").on("answers").column("question_id").execute();

  await withId(dialect)(db.schema.createTable("post_edits"))
    .addColumn("post_kind", "text", (c) => c.notNull().check(sql`post_kind in ('question', 'answer')`))
    .addColumn("post_id", "integer", (c) => c.notNull())
    .addColumn("edited_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("edited_at", "text", (c) => c.notNull().defaultTo(now))
    /** JSON: the post's texts before this edit ({title, description} or {body}). */
    .addColumn("previous", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("post_edits_post").on("post_edits").columns(["post_kind", "post_id", "id"]).execute();

  await withId(dialect)(db.schema.createTable("post_reports"))
    .addColumn("post_kind", "text", (c) => c.notNull().check(sql`post_kind in ('question', 'answer')`))
    .addColumn("post_id", "integer", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("resolved_at", "text")
    .addColumn("resolved_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    /** 'hidden' (the post was hidden) or 'dismissed' (an editor kept it). */
    .addColumn("resolution", "text")
    .addUniqueConstraint("post_reports_once", ["post_kind", "post_id", "user_id"])
    .execute();
  await db.schema
    .createIndex("post_reports_open")
    .on("post_reports")
    .columns(["resolved_at", "post_kind", "post_id"])
    .execute();

  await db.schema
    .createTable("question_queue_marks")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("seen_question_id", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("seen_answer_id", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
}
