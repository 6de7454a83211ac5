import type { Kysely } from "kysely";
import type { Dialect } from "./helpers";

/**
 * The term dictionary's phrases the search index was built with (ADR 0130): the index holds a term for each of
 * them that a protocol's field contains, so a dictionary whose phrases changed needs the index rebuilt, as a new
 * format does (ADR 0116). Null until the index is next rebuilt. Plain SQL only: a migration never imports live code.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable("search_index_state").addColumn("phrases", "text").execute();
}
