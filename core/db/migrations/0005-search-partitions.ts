import { sql, type Kysely } from "kysely";
import type { Db } from "../client";
import { rebuildSearchIndex } from "../../search/index-protocol";
import { searchPartitions } from "../../search/postgres-partitions";
import type { Dialect } from "./helpers";

/**
 * PostgreSQL's search index becomes a table partitioned by list kind and year, with a second vector of field
 * terms (ADR 0074); every entry is rebuilt. SQLite's FTS5 index is unchanged.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== "postgres") return;
  await sql`drop table protocol_search`.execute(db);
  await sql`create table protocol_search (
    protocol_id integer not null references protocols (id) on delete cascade,
    doc_key bigint not null,
    document tsvector not null,
    fields tsvector not null
  ) partition by range (doc_key)`.execute(db);
  for (const p of searchPartitions()) {
    const name = sql.id(p.name);
    await sql`create table ${name} partition of protocol_search for values from (${sql.lit(p.low)}) to (${sql.lit(p.high + 1)})`.execute(
      db,
    );
    // The positional vector stays in the row (up to a page) rather than in TOAST: matching and ranking read it
    // row by row. The field terms go out of line first: they are looked up in their GIN index, not read.
    await sql`alter table ${name} alter column document set storage main`.execute(db);
    await sql`alter table ${name} alter column fields set storage external`.execute(db);
    await sql`alter table ${name} set (toast_tuple_target = 8160)`.execute(db);
  }
  await sql`create unique index protocol_search_doc_key on protocol_search (doc_key)`.execute(db);
  await sql`create index protocol_search_protocol on protocol_search (protocol_id)`.execute(db);
  // No pending list (fastupdate): a partition of a few hundred protocols never reaches autovacuum's insert
  // threshold, so its pending list would never be merged and every search would scan it (5,000 protocols:
  // p95 15 ms with it, see ADR 0074). Protocols are written one at a time; the index is updated in place.
  await sql`create index protocol_search_document on protocol_search using gin (document) with (fastupdate = off)`.execute(db);
  await sql`create index protocol_search_fields on protocol_search using gin (fields) with (fastupdate = off)`.execute(db);
  await rebuildSearchIndex(db as unknown as Db);
}
