import { SEARCH_MAX_ROWS, SEARCH_TEXT_MAX_CHARS } from "../config/constants";

/**
 * SPEC §5 search and advanced-search rules, as pure functions: the browser runs them before navigating
 * and the server runs them again on whatever URL arrives, so both always agree.
 */

/** Where a term is looked for: Anywhere (shown as All in the query line), title, abstract or authors. */
export const SEARCH_FIELDS = ["all", "title", "abstract", "author"] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export function isSearchField(value: unknown): value is SearchField {
  return typeof value === "string" && (SEARCH_FIELDS as readonly string[]).includes(value);
}

/** One row as typed: the field may still be unchosen (""). */
export interface SearchRowInput {
  field: string;
  term: string;
}

/** One complete row: a field and a non-empty, trimmed term of at most SEARCH_TEXT_MAX_CHARS characters. */
export interface SearchRow {
  field: SearchField;
  term: string;
}

/** Straight and typographic apostrophes, primes and backticks: SPEC "apostrophes become spaces". */
const APOSTROPHES = /['‘’‚‛′`´＇]/g;

/** Cuts `text` to at most `max` characters (code points, so a character is never split in half). */
export function cutToChars(text: string, max = SEARCH_TEXT_MAX_CHARS): { text: string; truncated: boolean } {
  if (text.length <= max) return { text, truncated: false };
  const chars = Array.from(text);
  if (chars.length <= max) return { text, truncated: false };
  return { text: chars.slice(0, max).join(""), truncated: true };
}

/** A term as searched: apostrophes → spaces, trimmed, cut to 200 characters (`truncated` then says so). */
export function normalizeTerm(raw: string): { text: string; truncated: boolean } {
  const trimmed = raw.replace(APOSTROPHES, " ").trim();
  const cut = cutToChars(trimmed);
  return { text: cut.truncated ? cut.text.trimEnd() : cut.text, truncated: cut.truncated };
}

/** Two terms are the same search when they differ only in letter case or runs of spaces. */
function termKey(field: string, term: string): string {
  return `${field}\u0000${term.replace(/\s+/g, " ").toLowerCase()}`;
}

export interface NormalizedRows {
  rows: SearchRow[];
  /** A term was over 200 characters and was cut. */
  truncated: boolean;
  /** More than SEARCH_MAX_ROWS complete rows were given; the first ones were kept. */
  overLimit: boolean;
}

/**
 * The rows a search runs with: each term normalized; rows with an empty field or term dropped; duplicate
 * field-and-term pairs removed; at most SEARCH_MAX_ROWS rows kept.
 */
export function normalizeRows(input: readonly SearchRowInput[]): NormalizedRows {
  const rows: SearchRow[] = [];
  const seen = new Set<string>();
  let truncated = false;
  let overLimit = false;
  for (const row of input) {
    const { text, truncated: cut } = normalizeTerm(row.term);
    truncated ||= cut;
    if (!isSearchField(row.field) || !text) continue;
    const key = termKey(row.field, text);
    if (seen.has(key)) continue;
    seen.add(key);
    if (rows.length === SEARCH_MAX_ROWS) {
      overLimit = true;
      continue;
    }
    rows.push({ field: row.field, term: text });
  }
  return { rows, truncated, overLimit };
}

/** True when two searches would run the same query (so searching again does nothing). */
export function sameRows(a: readonly SearchRow[], b: readonly SearchRow[]): boolean {
  return a.length === b.length && a.every((row, i) => termKey(row.field, row.term) === termKey(b[i]!.field, b[i]!.term));
}

/** Whether another row may be added to a form that has `count` rows (SPEC: at most 5 in total). */
export function canAddRow(count: number): boolean {
  return count < SEARCH_MAX_ROWS;
}

/** Enter on a row searches only when that row has both a field and a term. */
export function rowIsComplete(row: SearchRowInput): boolean {
  return isSearchField(row.field) && normalizeTerm(row.term).text.length > 0;
}

/**
 * The query line shown above the results: bracketed field-and-term pairs joined with "and", e.g.
 * "(All: HeLa) and (Title: caspase-3)". `label` names a field in the page's language (all → All).
 */
export function joinQueryText(rows: readonly SearchRow[], label: (field: SearchField) => string, connector = "and"): string {
  return rows.map((r) => `(${label(r.field)}: ${r.term})`).join(` ${connector} `);
}
