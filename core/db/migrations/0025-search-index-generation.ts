import type { Kysely } from "kysely";
import { addNotNullColumn, type Dialect } from "./helpers";

/**
 * A number every write of the search index raises, in the writing transaction (ADR 0130): what a process remembers
 * of the indexed protocols (relevance's titles and keywords) stays valid while it is unchanged. Plain SQL only: a
 * migration never imports live code.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await addNotNullColumn(db, "search_index_state", "generation", "integer", 0);
}
