import { sql, type Kysely } from "kysely";
import type { Dialect } from "./helpers";

/**
 * PostgreSQL's two GIN indexes of the search partitions (`document`, `fields`) become one over both columns (ADR
 * 0131): a search with a field row and an "Anywhere" row (title "chromatin" + 鼠) is then one index scan whose
 * posting lists GIN intersects itself, skipping through the common term's, where two indexes meant fetching every
 * row of the common term (22,000 of a year of 50,000 protocols) to intersect the keys. A GIN index over two columns
 * answers a condition on either column alone as its own index did. Built once, in bulk, which also packs it tighter
 * than the row-by-row inserts of a seed. SQLite's FTS5 index is unchanged.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== "postgres") return;
  await sql`drop index if exists protocol_search_document`.execute(db);
  await sql`drop index if exists protocol_search_fields`.execute(db);
  // No pending list, as before (migration 0005): searches never scan one.
  await sql`create index protocol_search_terms on protocol_search using gin (fields, document) with (fastupdate = off)`.execute(db);
}
