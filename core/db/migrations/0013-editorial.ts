import { sql, type Kysely } from "kysely";
import { addNotNullColumn, utcNowDefault, withId, type Dialect } from "./helpers";

/**
 * The editorial back office (ADR 0099):
 * - `users.role` ('none' | 'editor' | 'admin') replaces the `is_editor` flag, which it is filled from;
 * - `audit_log`: every editorial change, who and when, with the changed fields before → after;
 * - `protocol_versions.snapshot`: a superseded version's texts and metadata (JSON), kept readable when a new
 *   version goes online;
 * - `editorial_drafts`: a protocol being prepared (new, or the next version of a published one), kept apart from
 *   the tables the public pages read until an editor puts it online, with a version number for concurrent saves.
 * Plain SQL and literals only: a migration never imports live code.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const now = utcNowDefault(dialect);

  await addNotNullColumn(db, "users", "role", "text", "none");
  await sql`update users set role = 'editor' where is_editor = 1`.execute(db);
  await db.schema.alterTable("users").dropColumn("is_editor").execute();

  await withId(dialect)(db.schema.createTable("audit_log"))
    .addColumn("at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    /** Who, as written at the time (an account may be deleted later). */
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity_type", "text", (c) => c.notNull())
    .addColumn("entity_id", "text", (c) => c.notNull())
    /** JSON: { field: [before, after] } of the fields that changed. */
    .addColumn("changes", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  await db.schema.createIndex("audit_log_entity").on("audit_log").columns(["entity_type", "entity_id", "id"]).execute();

  await db.schema.alterTable("protocol_versions").addColumn("snapshot", "text").execute();

  await withId(dialect)(db.schema.createTable("editorial_drafts"))
    /** The published protocol this draft is the next version of; null for a new protocol. */
    .addColumn("protocol_id", "integer")
    .addColumn("kind", "text", (c) => c.notNull())
    /** JSON of an EditorialDraft (core/editorial/draft-schema.ts). */
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("lock_version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now))
    /** When it was put online, and as which protocol; a draft is kept afterwards as the record of what was published. */
    .addColumn("published_at", "text")
    .addColumn("published_protocol_id", "integer")
    /** The creating form's idempotency key (ADR 0040): a double submission makes one draft. */
    .addColumn("idempotency_key", "text", (c) => c.unique())
    .execute();
  await db.schema.createIndex("editorial_drafts_updated").on("editorial_drafts").columns(["published_at", "updated_at"]).execute();
}
