import type { Kysely } from "kysely";
import type { Dialect } from "./helpers";

/**
 * The terms relevance ranks titles and keywords by (ADR 0132), written with each protocol's index entry: a search
 * reads them for its whole window instead of reading the protocols' rows and cutting their titles and keywords into
 * terms again (500,000 protocols: about 30 ms of a broad search's 50). Filled by the index rebuild that format 3
 * asks for (ADR 0116). Plain SQL only: a migration never imports live code.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("search_ranking_texts")
    .addColumn("protocol_id", "integer", (c) => c.primaryKey().references("protocols.id").onDelete("cascade"))
    .addColumn("title_text", "text", (c) => c.notNull())
    .addColumn("title_terms", "text", (c) => c.notNull())
    .addColumn("keyword_terms", "text", (c) => c.notNull())
    .execute();
}
