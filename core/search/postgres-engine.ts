import { sql, type RawBuilder } from "kysely";
import type { EngineQuery, SearchEngine, TermLookup } from "./engine";
import { clauseOptions, type CompiledRow, type QueryClause, type QueryUnit } from "./compile-query";
import type { SearchField } from "./query-rules";
import type { Db } from "../db/client";
import { rememberPerDatabase } from "../db/remember-per-database";
import { FIRST_READ_ROWS, nextReadSize, partitionSlices, searchPartitions, takeRead, type SearchPartition } from "./postgres-partitions";
import { indexedUnit } from "./phrase-terms";
import { idOfKey, SEARCH_COLUMNS, SEPARATOR_TERM, type SearchColumn, type SearchDocument } from "./search-document";

/**
 * PostgreSQL full-text search: one tsvector per protocol with a GIN index, built from our own terms and
 * positions (a tsvector literal: no parser or dictionary in between), the fields as weights A title,
 * B abstract and keywords, C authors, D full text; filter terms are lexemes of the same vector, and
 * `doc_key` (kind, date, id) orders it (ADR 0020).
 *
 * GIN keeps neither weights nor positions, so each title, abstract and author term is also in a second vector,
 * `fields`, as a field term (the field's weight letter + the term, no positions): a search within a field looks
 * its terms up there instead of checking every row with the word anywhere (ADR 0074). One GIN index covers both
 * vectors (ADR 0131), so a condition on each is answered by one index scan.
 *
 * The term dictionary's phrases a field holds are terms of both vectors too (ADR 0130): unpositioned in `document`,
 * once as they are (found anywhere) and once as a field term per field; as field terms in `fields`. A query unit
 * that is one of them is one exact term, so GIN answers it without reading any row's positions.
 */

const WEIGHT: Record<SearchColumn, string> = { title: "A", abstract: "B", authors: "C", body: "D" };
const FIELD_WEIGHT: Record<SearchField, string> = { all: "", title: "A", abstract: "B", author: "C" };
type FieldColumn = Exclude<SearchColumn, "body">;
const FIELD_COLUMN: Record<Exclude<SearchField, "all">, FieldColumn> = { title: "title", abstract: "abstract", author: "authors" };

/** A term as a term of one field (terms are lower case, so the upper-case letter keeps the fields apart). */
export function fieldTerm(column: FieldColumn, term: string): string {
  return `${WEIGHT[column]}${term}`;
}
/** PostgreSQL keeps at most 256 positions of a lexeme. */
const MAX_LEXEME_POSITIONS = 256;

function quote(term: string): string {
  return term.includes("'") || term.includes("\\") ? `'${term.replace(/\\/g, "\\\\").replace(/'/g, "''")}'` : `'${term}'`;
}

/** The tsvector literal of a document: every term at its position, weighted by field; facets unpositioned. */
export function tsvectorLiteral(doc: SearchDocument): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  for (const column of SEARCH_COLUMNS) {
    const weight = WEIGHT[column];
    for (const term of doc[column]) {
      position++;
      if (term === SEPARATOR_TERM) continue;
      const list = positions.get(term);
      if (list === undefined) positions.set(term, [position + weight]);
      else if (list.length < MAX_LEXEME_POSITIONS) list.push(position + weight);
    }
    position++; // a gap between fields, so no phrase spans two
  }
  const parts: string[] = [];
  for (const [term, list] of positions) parts.push(`${quote(term)}:${list.join(",")}`);
  for (const term of new Set(SEARCH_COLUMNS.flatMap((column) => doc.phrases[column]))) parts.push(quote(term));
  for (const column of Object.values(FIELD_COLUMN)) for (const term of doc.phrases[column]) parts.push(quote(fieldTerm(column, term)));
  for (const facet of doc.facets) parts.push(quote(facet));
  return parts.join(" ");
}

/** The tsvector literal of a document's field terms (each title, abstract and author term once), and its facets. */
export function fieldsLiteral(doc: SearchDocument): string {
  const parts: string[] = [];
  for (const column of Object.values(FIELD_COLUMN)) {
    for (const term of new Set(doc[column])) if (term !== SEPARATOR_TERM) parts.push(quote(fieldTerm(column, term)));
    for (const term of doc.phrases[column]) parts.push(quote(fieldTerm(column, term)));
  }
  for (const facet of doc.facets) parts.push(quote(facet));
  return parts.join(" ");
}

/**
 * A unit as a phrase (<->) of its terms, restricted to the row's field weight; a phrase of the term dictionary as
 * its one term (unpositioned: anywhere, or the field's own term).
 */
function phraseOf(unit: QueryUnit, field: SearchField): string {
  const indexed = indexedUnit(unit);
  if (indexed !== unit) return quote(field === "all" ? indexed[0]! : fieldTerm(FIELD_COLUMN[field], indexed[0]!));
  const weight = FIELD_WEIGHT[field] ? `:${FIELD_WEIGHT[field]}` : "";
  return `(${unit.map((t) => quote(t) + weight).join(" <-> ")})`;
}

/** A clause: all its units as typed, or all the units of one alternative. */
function clauseOf(clause: QueryClause, field: SearchField): string {
  const allOf = (units: readonly QueryUnit[]) => (units.length === 1 ? phraseOf(units[0]!, field) : `(${units.map((u) => phraseOf(u, field)).join(" & ")})`);
  const options = clauseOptions(clause, field);
  return options.length === 1 ? allOf(options[0]!) : `(${options.map(allOf).join(" | ")})`;
}

/**
 * A clause as field terms (no positions: each term of each unit present in the field; with `phrases`, a phrase of
 * the term dictionary as its one term, which is exact).
 */
function fieldClauseOf(clause: QueryClause, column: FieldColumn, phrases: boolean): string {
  const allOf = (units: readonly QueryUnit[]) => {
    const terms = [...new Set(units.flatMap((u) => (phrases ? indexedUnit(u) : u)))].map((t) => quote(fieldTerm(column, t)));
    return terms.length === 1 ? terms[0]! : `(${terms.join(" & ")})`;
  };
  const options = clauseOptions(clause, "titleTerms");
  return options.length === 1 ? allOf(options[0]!) : `(${options.map(allOf).join(" | ")})`;
}

/**
 * The match as two tsqueries, one per vector, answered together by their one GIN index (ADR 0131). `fields`: the
 * field rows' clauses as field terms — exact, no positions. `document`: what needs the positional vector — the
 * "Anywhere" rows, and the field rows holding a phrase (their weighted phrases; `fields` narrows their candidates)
 * — so a search of single-term field rows reads `fields` only and nothing is rechecked. The facets go with
 * `fields` when there is one (the smaller vector), else with `document`. Either may be empty, never both.
 */
export function matchQueryLiterals(q: Pick<EngineQuery, "compiled" | "facets">): { document: string; fields: string } {
  const fieldRows = q.compiled.rows.filter((row) => row.field !== "all");
  const facets = q.facets.map(quote);
  const fields = fieldRows.flatMap((row) => row.clauses.map((c) => fieldClauseOf(c, FIELD_COLUMN[row.field as Exclude<SearchField, "all">], true)));
  const needsPositions = (row: CompiledRow) =>
    row.field === "all" || row.clauses.some((c) => clauseOptions(c, row.field).some((us) => us.some((u) => indexedUnit(u).length > 1)));
  const documentRows = q.compiled.rows.filter(needsPositions);
  const document = documentRows.length ? [documentQueryLiteral(documentRows)] : [];
  return fields.length
    ? { document: document.join(""), fields: [...fields, ...facets].join(" & ") }
    : { document: [...document, ...facets].join(" & "), fields: "" };
}

/** The rows as a tsquery of `document`: weighted phrases. */
export function documentQueryLiteral(rows: readonly CompiledRow[]): string {
  return rows.map((row) => `(${row.clauses.map((c) => clauseOf(c, row.field)).join(" & ")})`).join(" & ");
}

/** Titles with every clause's words, as field terms, and the facets. */
export function titleQueryLiteral(q: Pick<EngineQuery, "compiled" | "facets">): string {
  // Words in any order, as SQLite's title terms are (phrases are checked when ranking).
  const clauses = q.compiled.rows.flatMap((row) => row.clauses.map((c) => fieldClauseOf(c, "title", false)));
  return [...clauses, ...q.facets.map(quote)].join(" & ");
}

const BATCH = 200;
const PARTITION_ROWS_TTL_MS = 60_000;

/**
 * A match as the conditions of one select (a row meets all of them): each an exact or positional tsquery of one
 * vector, all answered by one scan of the partition's GIN index, whose posting lists GIN intersects itself (ADR
 * 0131); a positional one is then checked on the rows that scan found, the fewest a phrase must be checked on.
 */
type MatchCondition = readonly RawBuilder<unknown>[];

/** The conditions of a match. */
export function matchCondition(q: Pick<EngineQuery, "compiled" | "facets">): MatchCondition {
  const { document, fields } = matchQueryLiterals(q);
  const all = [];
  if (fields) all.push(sql`fields @@ ${fields}::tsquery`);
  if (document) all.push(sql`document @@ ${document}::tsquery`);
  return all;
}

/**
 * The newest `limit` rows of these partition slices meeting `match`, each partition read by name through its GIN
 * index. A protocol's positional vector is several kilobytes, so it lives in TOAST and the partition's heap is a few
 * pages: PostgreSQL then prices a scan that detoasts and checks every row (by the heap or down the `doc_key` index)
 * below the GIN lookup, though it costs ten times more (ADR 0115). The read turns those plans off for its own
 * transaction, and writes the key range as `doc_key + 0` so no `doc_key` index can stand in for the GIN index; the
 * slices come from our own partition list (postgres-partitions.ts), never from a request.
 */
async function keysInSlices(trx: Db, match: MatchCondition, slices: readonly SearchPartition[], limit: number): Promise<number[]> {
  const r = await keysInSlicesStatement(match, slices, limit).execute(trx);
  return r.rows.map((x) => Number(x.k));
}

/** The statement of one read (the plan test explains it). */
export function keysInSlicesStatement(match: MatchCondition, slices: readonly SearchPartition[], limit: number) {
  const parts = slices.map((s) => sliceSelect(s, match));
  return sql<{ k: string }>`select doc_key as k from (${sql.join(parts, sql` union all `)}) m order by doc_key desc limit ${limit}`;
}

/** One partition slice's rows meeting `conditions`, by its GIN indexes: the key range as `doc_key + 0`, so no `doc_key` index stands in. */
function sliceSelect(s: SearchPartition, conditions: readonly RawBuilder<unknown>[], columns: RawBuilder<unknown> = sql`doc_key`) {
  return sql`(select ${columns} from ${sql.table(s.name)} where ${sql.join(conditions, sql` and `)} and doc_key + 0 between ${s.low} and ${s.high})`;
}

/**
 * Relevance's look-ups (keysWithTerms): each through the `fields` GIN index over the partitions holding the keys,
 * as rows (look-up index `c`, doc_key) the caller keeps to the keys. Exact terms need no recheck, so no vector is
 * read; looked up by key instead, PostgreSQL read (detoasted) each key's `fields`, ~15 µs a row: 12–28 ms for a
 * window of 1,000 at 5,000 protocols (ADR 0115). One select per partition runs every look-up (a lateral join over
 * the array of their queries, each a bitmap scan of the partition's GIN index): the same scans as one select per
 * look-up and partition, a third of the planning. Null when there is nothing to look up.
 */
export function keysWithTermsStatement(lookups: readonly TermLookup[], keys: readonly number[]) {
  const checks = lookups
    .map(({ field, options }, i) => ({ i, literal: options.map((terms) => `(${[...new Set(terms)].map((t) => quote(fieldTerm(field, t))).join(" & ")})`).join(" | ") }))
    .filter((c) => c.literal);
  if (keys.length === 0 || checks.length === 0) return null;
  const sorted = [...keys].sort((a, b) => a - b);
  // Only the partitions holding one of the keys (an empty year costs planning time, and holds none).
  const slices = partitionSlices(sorted[0]!, sorted.at(-1)!).filter((s) => sorted.some((k) => k >= s.low && k <= s.high));
  const queries = sql`unnest(${checks.map((c) => c.literal)}::tsquery[], ${checks.map((c) => c.i)}::int[]) as l(q, c)`;
  const parts = slices.map(
    (s) => sql`(select l.c, x.doc_key from ${queries} cross join lateral ${sliceSelect(s, [sql`fields @@ l.q`])} x)`,
  );
  return sql<{ c: number; doc_key: string }>`${sql.join(parts, sql` union all `)}`;
}

/**
 * Runs `read` with sequential and plain index scans off (bitmap scans of the GIN indexes remain) and no parallel
 * workers (starting them cost 10+ ms, more than a read of small partitions), for its transaction only. The same
 * statement reads the index's generation (index-protocol.ts), which `read` gets.
 */
export async function withGinPlans<T>(db: Db, read: (trx: Db, generation: number | null) => Promise<T>): Promise<T> {
  const turnOff = sql<{ generation: number | null }>`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true),
    (select generation from search_index_state where id = 1) as generation`;
  const generationOf = (r: { rows: { generation: number | null }[] }) => r.rows[0]?.generation ?? null;
  if (!db.isTransaction) {
    return db.transaction().execute(async (trx) => read(trx, generationOf(await turnOff.execute(trx))));
  }
  // Within a caller's transaction: put the settings back afterwards, so its later statements plan as usual.
  const before = await sql<{ s: string; i: string; p: string }>`select current_setting('enable_seqscan') as s, current_setting('enable_indexscan') as i, current_setting('max_parallel_workers_per_gather') as p`.execute(db);
  const generation = generationOf(await turnOff.execute(db));
  try {
    return await read(db, generation);
  } finally {
    const { s, i, p } = before.rows[0]!;
    await sql`select set_config('enable_seqscan', ${s}, true), set_config('enable_indexscan', ${i}, true), set_config('max_parallel_workers_per_gather', ${p}, true)`.execute(db);
  }
}

/**
 * The newest `count` keys of rows meeting `match` within the query's key range, partition by partition, in one
 * transaction. Partitions that hold no row are left out: each costs the planner as much as one that does (a journal
 * of 5,000 protocols fills 10 of a list kind's 33).
 */
async function newestMatching(db: Db, q: EngineQuery, match: MatchCondition, count: number): Promise<number[]> {
  const rows = await partitionRows(db);
  const rowsOf = (name: string) => rows.get(name);
  return withGinPlans(db, async (trx, generation) => {
    const occupied = await occupiedPartitions(db, trx, generation);
    const slices = partitionSlices(q.range[0], q.range[1]).filter((s) => occupied.has(s.name));
    const keys: number[] = [];
    let rowsRead = 0;
    for (let next = 0, size = FIRST_READ_ROWS; next < slices.length && keys.length < count; ) {
      const { read, rows: readRows } = takeRead(slices, next, size, rowsOf);
      keys.push(...(await keysInSlices(trx, match, read, count - keys.length)));
      next += read.length;
      rowsRead += readRows;
      size = nextReadSize(size, rowsRead, keys.length, count - keys.length);
    }
    return keys;
  });
}

/** Per database handle: the partitions that hold rows, as of an index generation. */
const occupiedAt = new WeakMap<Db, { generation: number; names: ReadonlySet<string> }>();

/**
 * The partitions whose table has a page: every partition with a row, and perhaps one emptied since (a page stays
 * until VACUUM frees it), never one less. Asked of the files' sizes (no rows read), and remembered for the index
 * generation it was asked at: rows only reach a partition through an index write, which raises the generation in
 * its transaction (index-protocol.ts), so a partition filled since is asked about again from that commit on.
 */
async function occupiedPartitions(db: Db, trx: Db, generation: number | null): Promise<ReadonlySet<string>> {
  const known = occupiedAt.get(db);
  if (known && generation !== null && known.generation === generation) return known.names;
  const names = searchPartitions().map((p) => p.name);
  const r = await sql<{ name: string }>`select n as name from unnest(${names}::text[]) as n where pg_relation_size(to_regclass(n)) > 0`.execute(trx);
  const occupied = new Set(r.rows.map((x) => x.name));
  if (generation !== null) occupiedAt.set(db, { generation, names: occupied });
  return occupied;
}

/** PostgreSQL's estimate of each partition's rows (from ANALYZE), remembered for a minute: it sizes the reads. */
const partitionRows = rememberPerDatabase(PARTITION_ROWS_TTL_MS, async (db) => {
  const r = await sql<{ name: string; rows: number }>`select c.relname as name, c.reltuples as rows
    from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'protocol_search'::regclass`.execute(db);
  return new Map(r.rows.map((x) => [x.name, Number(x.rows)]));
});

/** The GIN indexes of the search partitions (by oid and name): what a bulk load switches to pending lists. */
async function searchGinIndexes(db: Db): Promise<{ oid: number; name: string }[]> {
  const r = await sql<{ oid: number; name: string }>`select ic.oid::int as oid, ic.relname as name
    from pg_inherits i join pg_index x on x.indrelid = i.inhrelid join pg_class ic on ic.oid = x.indexrelid
    join pg_am am on am.oid = ic.relam
    where i.inhparent = 'protocol_search'::regclass and am.amname = 'gin'`.execute(db);
  return r.rows;
}

/** Size of a GIN index's pending list during a bulk load (kB): a few merges for 5,000 protocols. */
const BULK_PENDING_LIST_KB = 64 * 1024;

export const postgresEngine: SearchEngine = {
  // Keyed by doc_key (unique across the partitions): a protocol whose key changed (a new date moves it to
  // another year) loses its old row first.
  async write(db, docs) {
    for (let i = 0; i < docs.length; i += BATCH) {
      const batch = docs.slice(i, i + BATCH);
      await sql`delete from protocol_search where protocol_id = any(${batch.map((d) => d.id)}::int[])
        and doc_key <> all(${batch.map((d) => d.key)}::bigint[])`.execute(db);
      const rows = batch.map((d) => sql`(${d.id}, ${d.key}, ${tsvectorLiteral(d)}::tsvector, ${fieldsLiteral(d)}::tsvector)`);
      await sql`insert into protocol_search (protocol_id, doc_key, document, fields) values ${sql.join(rows)}
        on conflict (doc_key) do update
        set protocol_id = excluded.protocol_id, document = excluded.document, fields = excluded.fields`.execute(db);
    }
  },

  // The indexes are fastupdate=off so that searches never scan a pending list (migration 0005); during a bulk
  // load new entries go to a large pending list instead and are merged in sorted batches, which PostgreSQL does
  // far faster than one GIN insertion per row (5,000 protocols: 43 → 33 s). Once loaded, each index is built
  // again in one pass from the rows: grown by insertions it is five times larger (5,000 protocols: 380 → 76 MB;
  // at 500,000 it was 22 GB on a 24 GB machine), ADR 0131. Switched back to fastupdate=off at the end, loaded or not.
  async bulkLoad(db, load) {
    const indexes = await searchGinIndexes(db);
    for (const { name } of indexes) {
      await sql`alter index ${sql.id(name)} set (fastupdate = on, gin_pending_list_limit = ${sql.lit(BULK_PENDING_LIST_KB)})`.execute(db);
    }
    try {
      const loaded = await load();
      for (const { name } of indexes) await sql`reindex index ${sql.id(name)}`.execute(db);
      return loaded;
    } finally {
      for (const { oid, name } of indexes) {
        await sql`select gin_clean_pending_list(${oid}::oid::regclass)`.execute(db);
        await sql`alter index ${sql.id(name)} set (fastupdate = off)`.execute(db);
        await sql`alter index ${sql.id(name)} reset (gin_pending_list_limit)`.execute(db);
      }
    }
  },

  async remove(db, ids) {
    if (ids.length) await sql`delete from protocol_search where protocol_id = any(${[...ids]}::int[])`.execute(db);
  },

  // Year by year from the newest (one partition each, ADR 0074), stopping as soon as there are `count`
  // matches: a broad search reads only the newest year(s). Each further read is sized by the matches found so
  // far, so a rare search takes a few reads of small indexes rather than one per year.
  async newestKeys(db, q, count) {
    return newestMatching(db, q, matchCondition(q), count);
  },

  async newestTitleKeys(db, q, count) {
    return newestMatching(db, q, [sql`fields @@ ${titleQueryLiteral(q)}::tsquery`], count);
  },

  async keysWithTerms(db, _q, lookups, keys) {
    const out = lookups.map(() => new Set<number>());
    const statement = keysWithTermsStatement(lookups, keys);
    if (!statement) return out;
    const r = await withGinPlans(db, (trx) => statement.execute(trx));
    const wanted = new Set(keys);
    for (const row of r.rows) {
      const k = Number(row.doc_key);
      if (wanted.has(k)) out[row.c]!.add(k);
    }
    return out;
  },

  // Views live in the protocols table; the protocol id is part of the key, so the index is not needed here.
  async byViews(db, _q, keys, _floorKey, limit, offset) {
    const r = await sql<{ id: number; views: number }>`select id, views_total as views from protocols
      where id = any(${keys.map(idOfKey)}::int[])`.execute(db);
    const views = new Map(r.rows.map((row) => [row.id, Number(row.views)]));
    return keys
      .filter((k) => views.has(idOfKey(k)))
      .sort((a, b) => views.get(idOfKey(b))! - views.get(idOfKey(a))! || b - a)
      .slice(offset, offset + limit)
      .map(idOfKey);
  },
};
