import type { Kysely } from "kysely";
import { addNotNullColumn, utcNowDefault, withId, type Dialect } from "./helpers";

/**
 * Issues made by editors (ADR 0100):
 * - `issues.state`: 'scheduled' (being put together, seen only in the editorial office) or 'published' (on the
 *   public pages). Every issue so far came from the seed and is published, which the default records;
 * - `issues.title_en/_cn`, `note_en/_cn`: an optional title (a themed issue) and editorial note in both languages;
 * - `issue_protocols`: the in-press protocols an editor assigned to an issue, in order, with an e-location set by
 *   hand (null: automatic). A protocol is in at most one issue (unique), so two editors cannot assign it twice.
 *   The public tables (protocols.issue_id, status, published_on) change only when the issue is published.
 * Plain SQL and literals only: a migration never imports live code.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const now = utcNowDefault(dialect);

  await addNotNullColumn(db, "issues", "state", "text", "published");
  for (const column of ["title_en", "title_cn", "note_en", "note_cn"]) {
    await db.schema.alterTable("issues").addColumn(column, "text").execute();
  }
  await db.schema.createIndex("issues_state_published_on").on("issues").columns(["state", "published_on"]).execute();

  await withId(dialect)(db.schema.createTable("issue_protocols"))
    .addColumn("issue_id", "integer", (c) => c.notNull().references("issues.id").onDelete("cascade"))
    .addColumn("protocol_id", "integer", (c) => c.notNull().unique().references("protocols.id"))
    /** 1-based place in the table of contents. */
    .addColumn("position", "integer", (c) => c.notNull())
    /** The e-location an editor typed; null: the automatic one (ADR 0100). */
    .addColumn("elocation", "text")
    .addColumn("added_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("issue_protocols_issue").on("issue_protocols").columns(["issue_id", "position"]).execute();
}
