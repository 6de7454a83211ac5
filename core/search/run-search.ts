import type { Db } from "../db/client";
import type { CompiledQuery } from "./compile-query";
import type { EngineQuery, SearchEngine } from "./engine";
import { searchEngineFor } from "./pick-engine";
import { facetTerm, idOfKey, keyRange } from "./search-document";
import type { ListKind, SearchFilters } from "./search-params";
import { SEARCH_RESULT_CAP } from "../config/constants";
import { rankByRelevance } from "./rank-search";

/**
 * Plans a search over either engine, the same way on both (ADR 0020), so its cost stays bounded at 500,000
 * protocols: a search lists at most RESULT_WINDOW results — all matches when there are that many or fewer,
 * otherwise the newest RESULT_WINDOW matches ("More than 1,000 results"; readers narrow with filters, the date
 * range reaches older ones). Within them the order is relevance (rank-search.ts, which also weighs older title
 * matches of a broad search), date or views. One read of the index in key
 * (date) order gives the newest window + 1 matches: the count, the window, and the date order at once.
 */
export const RESULT_WINDOW = SEARCH_RESULT_CAP;

export interface RunSearchInput {
  compiled: CompiledQuery;
  kind: ListKind;
  filters: SearchFilters;
  limit: number;
  offset: number;
  /** Override of RESULT_WINDOW (tests use a small one). */
  window?: number;
}

export interface RunSearchResult {
  /** Matches listed: all of them, or RESULT_WINDOW. */
  total: number;
  /** There are more than RESULT_WINDOW matches. */
  more: boolean;
  ids: number[];
}

export function engineQuery(input: Pick<RunSearchInput, "compiled" | "kind" | "filters">): EngineQuery {
  const facets: string[] = [];
  if (input.filters.area !== null) facets.push(facetTerm("area", input.filters.area));
  if (input.filters.organism !== null) facets.push(facetTerm("organism", input.filters.organism));
  return {
    compiled: input.compiled,
    kind: input.kind,
    facets,
    range: keyRange(input.kind, input.filters.from, input.filters.to),
  };
}

export async function runSearch(db: Db, input: RunSearchInput, engine: SearchEngine = searchEngineFor(db)): Promise<RunSearchResult> {
  if (input.compiled.matchesNothing) return { total: 0, more: false, ids: [] };
  const window = input.window ?? RESULT_WINDOW;
  const q = engineQuery(input);
  // One read of the index, newest first, gives the count, the window and the date order.
  const newest = await engine.newestKeys(db, q, window + 1);
  const more = newest.length > window;
  const keys = more ? newest.slice(0, window) : newest;
  const total = keys.length;
  const offset = Math.min(input.offset, total);
  const limit = Math.min(input.limit, total - offset);
  if (limit <= 0) return { total, more, ids: [] };
  if (input.filters.sort === "date") return { total, more, ids: keys.slice(offset, offset + limit).map(idOfKey) };
  if (input.filters.sort === "views") return { total, more, ids: await engine.byViews(db, q, keys, keys.at(-1)!, limit, offset) };
  const ranked = await rankByRelevance(db, engine, q, keys, more);
  return { total, more, ids: ranked.slice(offset, offset + limit) };
}
