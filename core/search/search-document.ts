import type { ProtocolKind } from "../db/schema";
import { bodyToPlainText, type ProtocolBody } from "../protocols/body";
import { phraseTermsOf } from "./phrase-terms";
import { indexTerms } from "./segment-text";

/**
 * What the index stores of a protocol: four weighted fields (title > abstract and keywords > authors >
 * full text), each a sequence of index terms computed here in JavaScript, so SQLite and PostgreSQL index
 * exactly the same terms at the same positions.
 */

export const SEARCH_COLUMNS = ["title", "abstract", "authors", "body"] as const;
export type SearchColumn = (typeof SEARCH_COLUMNS)[number];

/**
 * Stands between two separate texts of one field (two authors, two keywords, the English and the Chinese
 * title), so a phrase never matches across them. A private-use character: no query can contain it.
 */
export const SEPARATOR_TERM = "\uE000";

/** PostgreSQL's largest tsvector position: a document is cut to it on both engines, so both agree. */
export const MAX_POSITIONS = 16_383;

/** The protocol text the index is made from (a seed protocol has this shape too). */
export interface SearchSource {
  id: number;
  kind: ProtocolKind;
  publishedOn: string | null;
  /** The date of articles in press (no publication date yet). */
  onlineOn: string | null;
  categoryIds: readonly number[];
  organismIds: readonly number[];
  titleEn: string;
  titleCn: string | null;
  abstractEn: string;
  abstractCn: string | null;
  keywordsEn: readonly string[];
  keywordsCn: readonly string[];
  authors: readonly { nameEn: string; nameCn: string | null }[];
  /** The English body; a Chinese body where one exists. */
  body: ProtocolBody | null;
  bodyCn?: ProtocolBody | null;
}

export type SearchDocument = {
  id: number;
  /** Orders the index by list kind, then date, then id (see documentKey). */
  key: number;
  /** Filter terms: research areas and organisms (see facetTerm). */
  facets: string[];
  /** Per field, the term dictionary's phrases it holds, as phrase terms (phrase-terms.ts, ADR 0130). */
  phrases: Record<SearchColumn, string[]>;
} & Record<SearchColumn, string[]>;

/**
 * Facet terms start with a private-use character, so no query word can ever equal one; they live in their
 * own column (SQLite) or in the vector (PostgreSQL) and make the filters part of the index lookup.
 */
export function facetTerm(facet: "area" | "organism", id: number): string {
  return `\uE001${facet === "area" ? "a" : "o"}${id}`;
}

/**
 * The facet term of a list kind. Both engines select the list kind by the key range, which says the same, so
 * no query uses it; it stays in the index so a filter by kind alone remains a lexeme lookup if one is needed.
 */
export function kindTerm(kind: ProtocolKind): string {
  return `\uE001k${kind}`;
}

const KIND_SPAN = 1e14;
const DAY_SPAN = 1e9;
/** Days from 1900-01-01 to 1970-01-01. */
const EPOCH_1900 = 25_567;
const DAY_MS = 86_400_000;

/** Days since 1900-01-01 of a 'YYYY-MM-DD' date (0 when there is none). */
function dayNumber(date: string | null): number {
  if (!date) return 0;
  const ms = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isFinite(ms) ? Math.max(0, Math.floor(ms / DAY_MS) + EPOCH_1900) : 0;
}

/**
 * The key a protocol has in the index: kind, then date (publication, else online), then id, in one integer
 * below 2^53. The newest entries of a kind have the largest keys, so "sort by date" and "within these
 * months" are key ranges the engines walk without looking at the protocols table.
 */
export function documentKey(kind: ProtocolKind, date: string | null, id: number): number {
  if (!Number.isInteger(id) || id < 0 || id >= DAY_SPAN) throw new Error(`protocol id out of the search key's range: ${id}`);
  return (kind === "bpp" ? KIND_SPAN : 0) + dayNumber(date) * DAY_SPAN + id;
}

/** The protocol id of an index key. */
export function idOfKey(key: number): number {
  return key % DAY_SPAN;
}

/** The keys of one list kind, optionally within months "YYYY-MM" (inclusive), as an inclusive range. */
export function keyRange(kind: ProtocolKind, from: string | null, to: string | null): [number, number] {
  const base = kind === "bpp" ? KIND_SPAN : 0;
  const low = from ? base + dayNumber(`${from}-01`) * DAY_SPAN : base;
  let high = base + KIND_SPAN - 1;
  if (to) {
    const [y, m] = [Number(to.slice(0, 4)), Number(to.slice(5, 7))];
    const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
    high = base + dayNumber(next) * DAY_SPAN - 1;
  }
  return [low, high];
}

/** A body's text; a malformed stored body counts as empty rather than stopping the indexing. */
function plainText(body: ProtocolBody | null | undefined): string | null {
  if (!body) return null;
  try {
    return bodyToPlainText(body);
  } catch {
    return null;
  }
}

function joinParts(parts: readonly (string | null | undefined)[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    if (!part) continue;
    const terms = indexTerms(part);
    if (!terms.length) continue;
    if (out.length) out.push(SEPARATOR_TERM);
    out.push(...terms);
  }
  return out;
}

export function buildSearchDocument(source: SearchSource): SearchDocument {
  const fields: Record<SearchColumn, string[]> = {
    title: joinParts([source.titleEn, source.titleCn]),
    abstract: joinParts([source.abstractEn, source.abstractCn, ...source.keywordsEn, ...source.keywordsCn]),
    authors: joinParts(source.authors.flatMap((a) => [a.nameEn, a.nameCn])),
    body: joinParts([plainText(source.body), plainText(source.bodyCn)]),
  };
  // One position is left between fields (PostgreSQL keeps them in one vector).
  let budget = MAX_POSITIONS - (SEARCH_COLUMNS.length - 1);
  for (const column of SEARCH_COLUMNS) {
    if (fields[column].length > budget) fields[column] = fields[column].slice(0, budget);
    budget -= fields[column].length;
  }
  return {
    id: source.id,
    key: documentKey(source.kind, source.publishedOn ?? source.onlineOn, source.id),
    facets: [
      kindTerm(source.kind),
      ...source.categoryIds.map((c) => facetTerm("area", c)),
      ...source.organismIds.map((o) => facetTerm("organism", o)),
    ],
    phrases: {
      title: phraseTermsOf(fields.title),
      abstract: phraseTermsOf(fields.abstract),
      authors: phraseTermsOf(fields.authors),
      body: phraseTermsOf(fields.body),
    },
    ...fields,
  };
}
