import { sql, type Kysely } from "kysely";
import { addNotNullColumn, notNullText, utcNowDefault, withId, type Dialect } from "./helpers";
import { INBOX_TEMPLATE_SEED } from "./0018-inbox-templates";

/**
 * The editorial inbox (ADR 0110):
 * - `inbox_items`: the office's state of one received form (kind + its row's id): status, assignee, a fee-waiver
 *   decision, and the ambassador-list entry an accepted application made. A form with no row here is new.
 * - `inbox_events`: an item's history (status and assignee changes, notes, replies as sent, waiver decisions).
 * - `inbox_templates`: the reply e-mails per kind and purpose in both languages, editable by editors; seeded here.
 * - `alert_digest_runs`: each run of the alerts digest (when, how many queued and sent).
 * - `ambassador_applications.list_consent`: the applicant agreed to be on the public ambassador list;
 *   `ambassadors.application_id`: the application a list entry came from.
 * Plain SQL and literals only: a migration never imports live code (the templates are this migration's data).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const now = utcNowDefault(dialect);

  await addNotNullColumn(db, "ambassador_applications", "list_consent", "integer", 0);
  await db.schema.alterTable("ambassadors").addColumn("application_id", "integer").execute();

  await withId(dialect)(db.schema.createTable("inbox_items"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("source_id", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("assignee_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("waiver_decision", "text")
    .addColumn("waiver_share", "integer")
    .addColumn("waiver_reason", "text")
    .addColumn("ambassador_id", "integer", (c) => c.references("ambassadors.id").onDelete("set null"))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint("inbox_items_source", ["kind", "source_id"])
    .execute();

  await withId(dialect)(db.schema.createTable("inbox_events"))
    .addColumn("item_id", "integer", (c) => c.notNull().references("inbox_items.id").onDelete("cascade"))
    .addColumn("at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    /** Who, as written at the time. */
    .addColumn("actor", "text", (c) => c.notNull())
    /** status | assignee | note | reply | waiver */
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("before", "text")
    .addColumn("after", "text")
    .addColumn("subject", "text")
    .addColumn("body", "text")
    .addColumn("language", "text")
    .addColumn("outbox_email_id", "integer")
    /** A reply's form key: the same post twice sends one e-mail. */
    .addColumn("idempotency_key", "text", (c) => c.unique())
    .execute();
  await db.schema.createIndex("inbox_events_item").on("inbox_events").columns(["item_id", "id"]).execute();

  await withId(dialect)(db.schema.createTable("inbox_templates"))
    .$call(notNullText("kind", "purpose", "language", "subject", "body"))
    .addColumn("lock_version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addUniqueConstraint("inbox_templates_key", ["kind", "purpose", "language"])
    .execute();
  for (const t of INBOX_TEMPLATE_SEED) {
    await sql`insert into inbox_templates (kind, purpose, language, subject, body) values (${t.kind}, ${t.purpose}, ${t.language}, ${t.subject}, ${t.body})`.execute(
      db,
    );
  }

  await withId(dialect)(db.schema.createTable("alert_digest_runs"))
    /** The day the digest was run for (its `--today`). */
    .addColumn("digest_day", "text", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text", (c) => c.notNull())
    .addColumn("subscribers", "integer", (c) => c.notNull())
    .addColumn("digests", "integer", (c) => c.notNull())
    .addColumn("sent", "integer", (c) => c.notNull())
    .addColumn("failed", "integer", (c) => c.notNull())
    .execute();
}
