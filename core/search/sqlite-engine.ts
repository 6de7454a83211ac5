import { sql } from "kysely";
import type { Db } from "../db/client";
import { FIELD_WEIGHTS, type EngineQuery, type SearchEngine } from "./engine";
import type { SearchField } from "./query-rules";
import { idOfKey } from "./search-document";

/**
 * SQLite FTS5: a contentless table (the text lives in `protocols`) whose rowid is the document key, with the
 * ascii tokenizer, which splits only on the spaces between our pre-computed terms (ADR 0020). Filters are
 * terms of the `facets` column; list kind and months are a rowid range.
 */

const COLUMNS: Record<SearchField, string> = {
  all: "{title abstract authors body}",
  title: "{title}",
  abstract: "{abstract}",
  author: "{authors}",
};

/** The FTS5 MATCH expression: each unit a quoted phrase, units and rows joined with AND, then the filters. */
export function fts5Match(q: Pick<EngineQuery, "compiled" | "facets">): string {
  const rows = q.compiled.rows.map((row) => `${COLUMNS[row.field]} : (${row.units.map((u) => `"${u.join(" ")}"`).join(" AND ")})`);
  if (q.facets.length) rows.push(`{facets} : (${q.facets.map((f) => `"${f}"`).join(" AND ")})`);
  return rows.join(" AND ");
}

const BM25 = sql.raw(
  `bm25(protocol_search, ${FIELD_WEIGHTS.title}, ${FIELD_WEIGHTS.abstract}, ${FIELD_WEIGHTS.authors}, ${FIELD_WEIGHTS.body}, 0)`,
);
const BATCH = 100;
/** The fields looked up for a term, best first; a term found in none of them is in the full text. */
const FIELD_COLUMNS = [
  ["title", FIELD_WEIGHTS.title],
  ["abstract", FIELD_WEIGHTS.abstract],
  ["authors", FIELD_WEIGHTS.authors],
] as const;

/** Above this many protocols containing a term, bm25()'s reading of all of them costs more than ranking by fields. */
const COMMON_TERM_ROWS = 20_000;

/** Whether a unit of the query occurs in more than COMMON_TERM_ROWS protocols (counting stops there). */
async function hasCommonUnit(db: Db, q: EngineQuery): Promise<boolean> {
  for (const row of q.compiled.rows) {
    for (const unit of row.units) {
      const r = await sql<{ n: number }>`select count(*) as n from (select 1 from protocol_search
        where protocol_search match ${`"${unit.join(" ")}"`} limit ${COMMON_TERM_ROWS + 1})`.execute(db);
      if (Number(r.rows[0]?.n ?? 0) > COMMON_TERM_ROWS) return true;
    }
  }
  return false;
}

/**
 * Relevance within the newest window of a broad search, or of any search with a very common term. FTS5's
 * bm25() computes each term's IDF by reading every row that contains the term — 20–100 ms for a common word at
 * 500,000 protocols — so here each term searched anywhere scores the weight of the best field it occurs in
 * (title 10, abstract 5, authors 3, else full text 1), found by looking the term up per field among the
 * window's matches only. Terms of a title, abstract or author row occur in that field in every listed
 * protocol and add nothing to tell them apart. These are BM25's field weights without term frequency and
 * IDF, which matter least when every listed protocol contains every term.
 */
async function fieldScoreOrder(db: Db, q: EngineQuery, keys: readonly number[], floorKey: number, limit: number, offset: number): Promise<number[]> {
  const score = new Map<number, number>(keys.map((k) => [k, 0]));
  for (const row of q.compiled.rows) {
    if (row.field !== "all") continue;
    for (const unit of row.units) {
      const best = new Map<number, number>();
      for (const [column, weight] of FIELD_COLUMNS) {
        // With the whole query ANDed in, FTS5 steps through the window's matches, not every row with the term.
        const match = `(${fts5Match(q)}) AND {${column}} : "${unit.join(" ")}"`;
        const r = await sql<{ k: number }>`select rowid as k from protocol_search where protocol_search match ${match}
          and protocol_search.rowid between ${key(floorKey)} and ${key(q.range[1])}`.execute(db);
        for (const { k } of r.rows) if (!best.has(k)) best.set(k, weight);
      }
      for (const [k, s] of score) score.set(k, s + (best.get(k) ?? FIELD_WEIGHTS.body));
    }
  }
  return [...score]
    .sort((a, b) => b[1] - a[1] || b[0] - a[0])
    .slice(offset, offset + limit)
    .map(([k]) => idOfKey(k));
}

/**
 * A key as an SQL integer. better-sqlite3 binds every JavaScript number as REAL, and FTS5 only uses an
 * INTEGER rowid bound to seek (a REAL one is not used to seek, and `rowid = <real>` even matches every row).
 */
function key(value: number) {
  return sql`cast(${value} as integer)`;
}

function where(q: EngineQuery) {
  return sql`protocol_search match ${fts5Match(q)} and protocol_search.rowid between ${key(q.range[0])} and ${key(q.range[1])}`;
}

export const sqliteEngine: SearchEngine = {
  async write(db, docs) {
    await sqliteEngine.remove(db, docs.map((d) => d.id));
    for (let i = 0; i < docs.length; i += BATCH) {
      const batch = docs.slice(i, i + BATCH);
      const rows = batch.map(
        (d) => sql`(${key(d.key)}, ${d.title.join(" ")}, ${d.abstract.join(" ")}, ${d.authors.join(" ")}, ${d.body.join(" ")}, ${d.facets.join(" ")})`,
      );
      await sql`insert into protocol_search (rowid, title, abstract, authors, body, facets) values ${sql.join(rows)}`.execute(db);
      await sql`insert into protocol_search_keys (protocol_id, doc_key) values ${sql.join(batch.map((d) => sql`(${d.id}, ${key(d.key)})`))}`.execute(db);
    }
  },

  async remove(db, ids) {
    for (let i = 0; i < ids.length; i += 500) {
      const batch = sql.join(ids.slice(i, i + 500));
      await sql`delete from protocol_search where rowid in (select doc_key from protocol_search_keys where protocol_id in (${batch}))`.execute(db);
      await sql`delete from protocol_search_keys where protocol_id in (${batch})`.execute(db);
    }
  },

  async newestKeys(db, q, count) {
    const r = await sql<{ k: number }>`select rowid as k from protocol_search where ${where(q)} order by rowid desc limit ${count}`.execute(db);
    return r.rows.map((x) => x.k);
  },

  // FTS5 looks a rowid list up one by one (slowly); the window is a rowid range instead.
  async byRelevance(db, q, keys, floorKey, broad, limit, offset) {
    if (broad || (await hasCommonUnit(db, q))) return fieldScoreOrder(db, q, keys, floorKey, limit, offset);
    const r = await sql<{ k: number }>`select rowid as k from protocol_search where ${where(q)} and protocol_search.rowid >= ${key(floorKey)}
      order by ${BM25}, rowid desc limit ${limit} offset ${offset}`.execute(db);
    return r.rows.map((x) => idOfKey(x.k));
  },

  async byViews(db, q, _keys, floorKey, limit, offset) {
    const r = await sql<{ id: number }>`select p.id as id from protocol_search join protocol_search_keys k on k.doc_key = protocol_search.rowid
      join protocols p on p.id = k.protocol_id where ${where(q)} and protocol_search.rowid >= ${key(floorKey)}
      order by p.views_total desc, protocol_search.rowid desc limit ${limit} offset ${offset}`.execute(db);
    return r.rows.map((x) => x.id);
  },
};
