import { sql, type Kysely } from "kysely";
import type { Dialect } from "./helpers";

/**
 * The partitions as ADR 0074 defined them, written out here so this migration never changes with live code: per
 * list kind (bp, then bpp from 10^14), one before 2010, one per year 2010–2040, one after; bounds are document keys
 * (kind + days since 1900-01-01 × 10^9 + protocol id). A unit test holds them equal to the engine's list.
 */
export function partitionsOf0005(): { name: string; low: number; high: number }[] {
  const kindSpan = 1e14;
  const daySpan = 1e9;
  const day = (year: number) => Math.floor(Date.UTC(year, 0, 1) / 86_400_000) + 25_567;
  const out: { name: string; low: number; high: number }[] = [];
  for (const [kind, base] of [["bp", 0], ["bpp", kindSpan]] as const) {
    out.push({ name: `protocol_search_${kind}_before`, low: base, high: base + day(2010) * daySpan - 1 });
    for (let year = 2010; year <= 2040; year++) {
      out.push({ name: `protocol_search_${kind}_${year}`, low: base + day(year) * daySpan, high: base + day(year + 1) * daySpan - 1 });
    }
    out.push({ name: `protocol_search_${kind}_after`, low: base + day(2041) * daySpan, high: base + kindSpan - 1 });
  }
  return out;
}

/**
 * PostgreSQL's search index becomes a table partitioned by list kind and year, with a second vector of field
 * terms (ADR 0074); the runner rebuilds every entry after migrating (ADR 0116). SQLite's FTS5 index is unchanged.
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
  for (const p of partitionsOf0005()) {
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
}
