import { sql, type Kysely } from "kysely";
import { utcNowDefault, withId, type Dialect } from "./helpers";

/**
 * Correction, retraction and expression-of-concern notices (ADR 0104): one row per notice an editor issues on a
 * protocol online. A notice is public from the moment it is written (no draft state), carries its own DOI (the
 * Crossref update record) and its text in English (required) and Chinese (null: the English one is shown).
 * Plain SQL and literals only: a migration never imports live code.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const now = utcNowDefault(dialect);

  await withId(dialect)(db.schema.createTable("protocol_notices"))
    .addColumn("protocol_id", "integer", (c) => c.notNull().references("protocols.id"))
    /** 'correction' | 'retraction' | 'concern'. */
    .addColumn("kind", "text", (c) => c.notNull())
    /** The notice's date, 'YYYY-MM-DD'. */
    .addColumn("notice_on", "text", (c) => c.notNull())
    .addColumn("text_en", "text", (c) => c.notNull())
    .addColumn("text_cn", "text")
    /** The notice's own DOI (null when the protocol has none to be updated). */
    .addColumn("doi", "text", (c) => c.unique())
    .addColumn("created_by", "integer")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex("protocol_notices_protocol").on("protocol_notices").columns(["protocol_id", "notice_on"]).execute();
  // At most one retraction per protocol: the database keeps the rule even against two editors at once.
  await sql`create unique index protocol_notices_one_retraction on protocol_notices (protocol_id) where kind = 'retraction'`.execute(db);
}
