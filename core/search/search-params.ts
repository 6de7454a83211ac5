import { SEARCH_RESULT_CAP } from "../config/constants";
import type { ProtocolKind } from "../db/schema";
import { isSearchField, normalizeRows, normalizeTerm, type SearchField, type SearchRow } from "./query-rules";
import { parseRecordId } from "../db/parse-record-id";

/**
 * The searchlist URL (SPEC §2.2): `?content=…` for a simple search, `?type=oriented&varia=N&f1=…&t1=…`
 * for an advanced search (the rows are in the URL so results are linkable and server-rendered), plus the
 * list kind and filters. Pure: the page builds its links with it and the loader parses with it.
 */

export const SEARCH_SORTS = ["relevance", "date", "views"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const LIST_KINDS = ["bp", "bpp"] as const satisfies readonly ProtocolKind[];
export type ListKind = (typeof LIST_KINDS)[number];

/** Results per page. */
export const SEARCH_PAGE_SIZE = 20;
/** Deepest page served (SEARCH_RESULT_CAP results, the counting limit): beyond it a reader refines the query. */
export const SEARCH_MAX_PAGE = Math.ceil(SEARCH_RESULT_CAP / SEARCH_PAGE_SIZE);

export interface SearchFilters {
  /** Research area: a subject category id. */
  area: number | null;
  organism: number | null;
  /** Publication date range by month, "YYYY-MM", inclusive; null: open. Both null: all dates. */
  from: string | null;
  to: string | null;
  sort: SearchSort;
  /** Also search the term dictionary's synonyms and other-language terms (ADR 0114); `synonyms=off` turns it off. */
  synonyms: boolean;
}

export interface SearchRequest {
  /** none: the search page with no query yet. */
  mode: "none" | "simple" | "advanced";
  /** The complete rows the search runs with (simple: one row, the scope and the content). */
  rows: SearchRow[];
  /** Simple search: where the content is looked for (full text = all). */
  scope: SearchField;
  varia: number | null;
  kind: ListKind;
  filters: SearchFilters;
  page: number;
  notices: {
    /** A term was over 200 characters and was cut. */
    truncated: boolean;
    /** More than 5 rows came in the URL; the first 5 were kept. */
    overLimit: boolean;
    /** A search was asked for without any term. */
    missingTerm: boolean;
  };
}

export const DEFAULT_FILTERS: SearchFilters = { area: null, organism: null, from: null, to: null, sort: "relevance", synonyms: true };

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const MAX_URL_ROWS = 50;

function positiveInt(value: string | null): number | null {
  const n = parseRecordId(value);
  return n !== null && n >= 1 ? n : null;
}

function month(value: string | null): string | null {
  return value !== null && MONTH.test(value) ? value : null;
}

/** A month from the separate year and month fields of the filter form (as sent without JavaScript). */
function monthOf(year: string | null, monthNumber: string | null, fallback: string): string | null {
  if (year === null || !/^\d{4}$/.test(year)) return null;
  const m = monthNumber && /^\d{1,2}$/.test(monthNumber) ? monthNumber.padStart(2, "0") : fallback;
  return month(`${year}-${m}`);
}

/** Filters from a URL; anything malformed is ignored (the filter is simply not applied). */
export function parseFilters(params: URLSearchParams): SearchFilters {
  const sort = params.get("sort");
  const custom = params.get("date") === "custom";
  let from = custom ? (month(params.get("from")) ?? monthOf(params.get("fromYear"), params.get("fromMonth"), "01")) : null;
  let to = custom ? (month(params.get("to")) ?? monthOf(params.get("toYear"), params.get("toMonth"), "12")) : null;
  if (from && to && from > to) [from, to] = [to, from];
  return {
    area: positiveInt(params.get("area")),
    organism: positiveInt(params.get("organism")),
    from,
    to,
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? "") ? (sort as SearchSort) : "relevance",
    synonyms: params.get("synonyms") !== "off",
  };
}

/** Reads a searchlist URL's query. Never throws: a hand-made URL gets the capped behaviour. */
export function parseSearchParams(params: URLSearchParams): SearchRequest {
  const kindParam = params.get("kind");
  const kind: ListKind = kindParam === "bpp" ? "bpp" : "bp";
  const filters = parseFilters(params);
  const page = Math.min(positiveInt(params.get("page")) ?? 1, SEARCH_MAX_PAGE);
  const scopeParam = params.get("scope");
  const scope: SearchField = isSearchField(scopeParam) ? scopeParam : "all";
  const notices = { truncated: false, overLimit: false, missingTerm: false };

  if (params.get("type") === "oriented") {
    const numbers = new Set<number>();
    for (const key of params.keys()) {
      const m = /^[ft](\d{1,3})$/.exec(key);
      if (m) numbers.add(Number(m[1]));
    }
    const inputs = [...numbers]
      .sort((a, b) => a - b)
      .slice(0, MAX_URL_ROWS)
      .map((n) => ({ field: params.get(`f${n}`) ?? "", term: params.get(`t${n}`) ?? "" }));
    const { rows, truncated, overLimit } = normalizeRows(inputs);
    return {
      mode: "advanced",
      rows,
      scope,
      varia: positiveInt(params.get("varia")),
      kind,
      filters,
      page,
      notices: { truncated, overLimit, missingTerm: rows.length === 0 },
    };
  }

  const content = params.get("content");
  if (content === null) return { mode: "none", rows: [], scope, varia: null, kind, filters, page, notices };
  const { text, truncated } = normalizeTerm(content);
  return {
    mode: "simple",
    rows: text ? [{ field: scope, term: text }] : [],
    scope,
    varia: null,
    kind,
    filters,
    page,
    notices: { ...notices, truncated, missingTerm: !text },
  };
}

/** What a searchlist URL is built from. */
export interface SearchLink {
  mode: "simple" | "advanced";
  rows: readonly SearchRow[];
  scope?: SearchField;
  varia?: number | null;
  kind?: ListKind;
  filters?: Partial<SearchFilters>;
  page?: number;
}

/** The query string of a searchlist URL (without "?"). Defaults are left out. */
export function searchQueryString(link: SearchLink): string {
  const p = new URLSearchParams();
  if (link.mode === "advanced") {
    p.set("type", "oriented");
    p.set("varia", String(link.varia ?? 1));
    link.rows.forEach((row, i) => {
      p.set(`f${i + 1}`, row.field);
      p.set(`t${i + 1}`, row.term);
    });
  } else {
    p.set("content", link.rows[0]?.term ?? "");
    const scope = link.scope ?? link.rows[0]?.field ?? "all";
    if (scope !== "all") p.set("scope", scope);
  }
  if (link.kind && link.kind !== "bp") p.set("kind", link.kind);
  const f = { ...DEFAULT_FILTERS, ...link.filters };
  if (f.area !== null) p.set("area", String(f.area));
  if (f.organism !== null) p.set("organism", String(f.organism));
  if (f.from !== null || f.to !== null) {
    p.set("date", "custom");
    if (f.from !== null) p.set("from", f.from);
    if (f.to !== null) p.set("to", f.to);
  }
  if (f.sort !== "relevance") p.set("sort", f.sort);
  if (!f.synonyms) p.set("synonyms", "off");
  if (link.page && link.page > 1) p.set("page", String(link.page));
  return p.toString();
}

/** The URL of a search, e.g. /en/searchlist?content=HeLa. */
export function searchUrl(lang: string, link: SearchLink): string {
  return `/${lang}/searchlist?${searchQueryString(link)}`;
}

/** The filters part of a query string, remembered per list kind in the browser (synonyms stay on for a new search). */
export function filtersQueryString(filters: SearchFilters): string {
  const s = searchQueryString({ mode: "simple", rows: [], filters: { ...filters, synonyms: true } });
  return s.replace(/^content=&?/, "");
}
