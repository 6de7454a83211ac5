import { sql } from "kysely";
import type { Db } from "../db/client";
import { clauseOptions, type CompiledRow, type QueryClause, type QueryUnit } from "./compile-query";
import type { EngineQuery, SearchEngine } from "./engine";
import type { SearchField } from "./query-rules";
import { indexedUnit } from "./phrase-terms";
import { SEARCH_COLUMNS, SEPARATOR_TERM, type SearchDocument } from "./search-document";

/**
 * SQLite FTS5: a contentless table (the text lives in `protocols`) whose rowid is the document key, with the
 * ascii tokenizer, which splits only on the spaces between our pre-computed terms (ADR 0020). Filters are
 * terms of the `facets` column; list kind and months are a rowid range. Each distinct title term is also a
 * term of `facets` (TITLE_TERM + term), so "titles with these words" reads that term's short list instead of
 * every protocol with the word anywhere (the same idea as PostgreSQL's `fields`, ADR 0074, 0114). The term
 * dictionary's phrases a field holds follow its text as phrase terms, so such a phrase is one term (ADR 0130).
 */

/**
 * Each field's column filter. "Anywhere" is every column, `facets` included (a clause naming an organism also matches
 * the organism's filter term, ADR 0114), so it has none: a filter naming all the columns still makes FTS5 read each
 * candidate's positions to check it (500,000 protocols: 细胞增殖 in a research area 12.1 → 7.0 ms). The title's
 * words are looked up as title terms of `facets` (titleUnit), a phrase also within `{title}`.
 */
const COLUMNS: Record<SearchField, string> = {
  all: "",
  title: "",
  abstract: "{abstract}",
  author: "{authors}",
};

/** Starts a title term in `facets`: a private-use character, as the facet terms' (which use \uE001). */
const TITLE_TERM = "\uE002";

function phrase(unit: QueryUnit, prefix = ""): string {
  return `"${unit.map((t) => prefix + t).join(" ")}"`;
}

/** All of these units (phrases). */
function allOf(units: readonly QueryUnit[], prefix = ""): string {
  const phrases = units.map((u) => phrase(u, prefix));
  return phrases.length === 1 ? phrases[0]! : `(${phrases.join(" AND ")})`;
}

/**
 * A unit within the title. A word is its title term of `facets`: that term's list holds the titles only, where the
 * word's own list holds every field and FTS5 reads each entry's positions to keep the title's (500,000 protocols:
 * title "chromatin" + 鼠 2.6 → 1.4 ms). A phrase is its words' title terms and the phrase within `{title}`, whose
 * positions are then read only where the words are all in the title (title "single-cell" + 鼠: 12.7 → 7.0 ms). A
 * phrase of the term dictionary is its one term within `{title}` (such terms are not title terms of `facets`).
 */
function titleUnit(unit: QueryUnit): string {
  const indexed = indexedUnit(unit);
  if (indexed !== unit) return `{title} : ${phrase(indexed)}`;
  if (unit.length === 1) return `{facets} : ${phrase(unit, TITLE_TERM)}`;
  return `({facets} : ${allOf([...new Set(unit)].map((t) => [t]), TITLE_TERM)} AND {title} : ${phrase(unit)})`;
}

/** A clause: its units as typed, or any alternative's (a phrase of the term dictionary as its one term). */
function clauseExpr(clause: QueryClause, field: SearchField): string {
  const options = clauseOptions(clause, field);
  const allUnits = (units: readonly QueryUnit[]) =>
    field === "title" ? (units.length === 1 ? titleUnit(units[0]!) : `(${units.map(titleUnit).join(" AND ")})`) : allOf(units.map(indexedUnit));
  return options.length === 1 ? allUnits(options[0]!) : `(${options.map(allUnits).join(" OR ")})`;
}

function rowExpr(row: CompiledRow): string {
  const clauses = `(${row.clauses.map((c) => clauseExpr(c, row.field)).join(" AND ")})`;
  return COLUMNS[row.field] ? `${COLUMNS[row.field]} : ${clauses}` : clauses;
}

/** The FTS5 MATCH expression: each row's clauses within its columns, rows joined with AND, then the filters. */
export function fts5Match(q: Pick<EngineQuery, "compiled" | "facets">): string {
  const rows = q.compiled.rows.map(rowExpr);
  if (q.facets.length) rows.push(`{facets} : (${q.facets.map((f) => `"${f}"`).join(" AND ")})`);
  return rows.join(" AND ");
}

/** Titles with every clause's words (each unit's terms, in any order): title terms of `facets`. */
export function fts5TitleMatch(q: Pick<EngineQuery, "compiled" | "facets">): string {
  const terms = (units: readonly QueryUnit[]) => allOf([...new Set(units.flat())].map((t) => [t]), TITLE_TERM);
  const clauses = q.compiled.rows.flatMap((row) =>
    row.clauses.map((c) => {
      const options = clauseOptions(c, "titleTerms");
      return options.length === 1 ? terms(options[0]!) : `(${options.map(terms).join(" OR ")})`;
    }),
  );
  const facets = q.facets.map((f) => `"${f}"`);
  return `{facets} : (${[...clauses, ...facets].join(" AND ")})`;
}

const BATCH = 100;

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

/** The facets column of a document: its filter terms and its distinct title terms. */
function facetsColumn(d: SearchDocument): string {
  const titleTerms = [...new Set(d.title)].filter((t) => t !== SEPARATOR_TERM).map((t) => TITLE_TERM + t);
  return [...d.facets, ...titleTerms].join(" ");
}

/** FTS5's own default: merge 4 segments of a level into one of the next as writes come. */
const FTS5_AUTOMERGE = 4;

function setAutomerge(db: Db, segments: number) {
  return sql`insert into protocol_search (protocol_search, rank) values ('automerge', ${sql.lit(segments)})`.execute(db);
}

export const sqliteEngine: SearchEngine = {
  // FTS5 merges its segments as each write comes (automerge). A bulk load turns that off, so its segments are merged
  // far fewer times (FTS5's crisis merge still bounds their number), then merges them into one at the end: the demo
  // journal's seed about 13–20 % sooner (docs/benchmarks.md), the final merge about 1 s for 5,000 protocols.
  async bulkLoad(db, load) {
    await setAutomerge(db, 0);
    try {
      const loaded = await load();
      await sql`insert into protocol_search (protocol_search) values ('optimize')`.execute(db);
      return loaded;
    } finally {
      await setAutomerge(db, FTS5_AUTOMERGE);
    }
  },

  async write(db, docs) {
    await sqliteEngine.remove(db, docs.map((d) => d.id));
    for (let i = 0; i < docs.length; i += BATCH) {
      const batch = docs.slice(i, i + BATCH);
      const rows = batch.map((d) => {
        const [title, abstract, authors, body] = SEARCH_COLUMNS.map((c) => [...d[c], ...d.phrases[c]].join(" "));
        return sql`(${key(d.key)}, ${title}, ${abstract}, ${authors}, ${body}, ${facetsColumn(d)})`;
      });
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

  async newestTitleKeys(db, q, count) {
    const r = await sql<{ k: number }>`select rowid as k from protocol_search where protocol_search match ${fts5TitleMatch(q)}
      and protocol_search.rowid between ${key(q.range[0])} and ${key(q.range[1])} order by rowid desc limit ${count}`.execute(db);
    return r.rows.map((x) => x.k);
  },

  // The keys are the newest matches of `q` down to the lowest of them: every match of `q` in that key range is
  // one of them, so FTS5 steps through the range's matches (a rowid list it would look up one by one).
  async keysWithTerms(db, q, lookups, keys) {
    const wanted = new Set(keys);
    const out: Set<number>[] = [];
    for (const { field, options } of lookups) {
      if (!keys.length || !options.length) {
        out.push(new Set());
        continue;
      }
      const anyOption = options.map((terms) => allOf([...new Set(terms)].map((t) => [t]))).join(" OR ");
      const match = `(${fts5Match(q)}) AND {${field}} : (${anyOption})`;
      const r = await sql<{ k: number }>`select rowid as k from protocol_search where protocol_search match ${match}
        and protocol_search.rowid between ${key(Math.min(...keys))} and ${key(Math.max(...keys))}`.execute(db);
      out.push(new Set(r.rows.map((x) => x.k).filter((k) => wanted.has(k))));
    }
    return out;
  },

  async byViews(db, q, _keys, floorKey, limit, offset) {
    const r = await sql<{ id: number }>`select p.id as id from protocol_search join protocol_search_keys k on k.doc_key = protocol_search.rowid
      join protocols p on p.id = k.protocol_id where ${where(q)} and protocol_search.rowid >= ${key(floorKey)}
      order by p.views_total desc, protocol_search.rowid desc limit ${limit} offset ${offset}`.execute(db);
    return r.rows.map((x) => x.id);
  },
};
