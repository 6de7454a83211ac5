import { sql } from "kysely";
import { FIELD_WEIGHTS, type EngineQuery, type SearchEngine } from "./engine";
import type { SearchField } from "./query-rules";
import { kindTerm, SEARCH_COLUMNS, SEPARATOR_TERM, type SearchColumn, type SearchDocument } from "./search-document";

/**
 * PostgreSQL full-text search: one tsvector per protocol with a GIN index, built from our own terms and
 * positions (a tsvector literal: no parser or dictionary in between), the fields as weights A title,
 * B abstract and keywords, C authors, D full text; filter terms are lexemes of the same vector, and
 * `doc_key` (kind, date, id) orders it (ADR 0020).
 */

const WEIGHT: Record<SearchColumn, string> = { title: "A", abstract: "B", authors: "C", body: "D" };
const FIELD_WEIGHT: Record<SearchField, string> = { all: "", title: "A", abstract: "B", author: "C" };
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
  for (const facet of doc.facets) parts.push(quote(facet));
  return parts.join(" ");
}

/** The tsquery: each unit a phrase (<->) restricted to the row's field weight, units and rows joined with &. */
export function tsqueryLiteral(q: Pick<EngineQuery, "compiled" | "facets"> & { kind?: EngineQuery["kind"] }): string {
  const parts = q.compiled.rows.map((row) => {
    const weight = FIELD_WEIGHT[row.field] ? `:${FIELD_WEIGHT[row.field]}` : "";
    return `(${row.units.map((u) => `(${u.map((t) => quote(t) + weight).join(" <-> ")})`).join(" & ")})`;
  });
  parts.push(...q.facets.map(quote));
  if (q.kind) parts.push(quote(kindTerm(q.kind)));
  return parts.join(" & ");
}

/** ts_rank weights, in PostgreSQL's order {D, C, B, A}, proportional to FIELD_WEIGHTS. */
const RANK_WEIGHTS = `{${[FIELD_WEIGHTS.body, FIELD_WEIGHTS.authors, FIELD_WEIGHTS.abstract, FIELD_WEIGHTS.title].map((w) => w / FIELD_WEIGHTS.title).join(",")}}`;
const BATCH = 200;

/**
 * The list kind is a lexeme, so the GIN index alone selects the matches; the key range is added only for a
 * date filter (otherwise the planner is tempted to walk the key index row by row).
 */
function where(q: EngineQuery) {
  const match = sql`s.document @@ ${tsqueryLiteral(q)}::tsquery`;
  return q.dated ? sql`${match} and s.doc_key between ${q.range[0]} and ${q.range[1]}` : match;
}

export const postgresEngine: SearchEngine = {
  async write(db, docs) {
    for (let i = 0; i < docs.length; i += BATCH) {
      const rows = docs.slice(i, i + BATCH).map((d) => sql`(${d.id}, ${d.key}, ${tsvectorLiteral(d)}::tsvector)`);
      await sql`insert into protocol_search (protocol_id, doc_key, document) values ${sql.join(rows)}
        on conflict (protocol_id) do update set doc_key = excluded.doc_key, document = excluded.document`.execute(db);
    }
  },

  async remove(db, ids) {
    if (ids.length) await sql`delete from protocol_search where protocol_id = any(${[...ids]}::int[])`.execute(db);
  },

  // One ordered query: the planner walks the key index from the newest end for broad queries (most rows
  // match, it stops early) and uses the GIN index then sorts for selective ones. Forcing the GIN path measured
  // slower overall (docs/benchmarks.md); its weak spot is a phrase or field-restricted query it misjudges.
  async newestKeys(db, q, count) {
    const r = await sql<{ k: number }>`select s.doc_key as k from protocol_search s where ${where(q)}
      order by s.doc_key desc limit ${count}`.execute(db);
    return r.rows.map((x) => Number(x.k));
  },

  // The window's keys are known: look them up by key rather than matching the whole index again.
  async byRelevance(db, q, keys, _floorKey, _broad, limit, offset) {
    const r = await sql<{ id: number }>`select s.protocol_id as id from protocol_search s where s.doc_key = any(${[...keys]}::bigint[])
      order by ts_rank(${RANK_WEIGHTS}::float4[], s.document, ${tsqueryLiteral({ compiled: q.compiled, facets: [] })}::tsquery, 1) desc, s.doc_key desc
      limit ${limit} offset ${offset}`.execute(db);
    return r.rows.map((x) => x.id);
  },

  async byViews(db, _q, keys, _floorKey, limit, offset) {
    const r = await sql<{ id: number }>`select p.id as id from protocol_search s join protocols p on p.id = s.protocol_id
      where s.doc_key = any(${[...keys]}::bigint[]) order by p.views_total desc, s.doc_key desc limit ${limit} offset ${offset}`.execute(db);
    return r.rows.map((x) => x.id);
  },
};
