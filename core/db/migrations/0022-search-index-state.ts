import type { Kysely } from "kysely";
import type { Dialect } from "./helpers";

/**
 * The format of the search index each database holds (ADR 0116): one row, written after the index is (re)built.
 * Migrations no longer build the index; after migrating, the runner rebuilds it whenever this row is missing or
 * older than the code's format, so a change of the text analysis reaches every database without a manual step.
 * Plain SQL and literals only: a migration never imports live code.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("search_index_state")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("format", "integer", (c) => c.notNull())
    .execute();
}
