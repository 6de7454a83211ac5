import type { Kysely } from "kysely";
import { utcNowDefault, withId, type Dialect } from "./helpers";

/**
 * Crossref deposit batches (ADR 0090): one row per batch file written, with what became of its upload —
 * written only, submitted (Crossref answered 2xx) or failed (any other answer, or none) — so a failed batch
 * is kept and can be sent again.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const now = utcNowDefault(dialect);
  await withId(dialect)(db.schema.createTable("crossref_deposits"))
    .addColumn("batch_id", "text", (c) => c.notNull().unique())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("work_count", "integer", (c) => c.notNull())
    .addColumn("dois", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("http_status", "integer")
    .addColumn("response_summary", "text")
    .addColumn("attempted_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("crossref_deposits_status").on("crossref_deposits").columns(["status", "id"]).execute();
}
