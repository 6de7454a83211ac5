import type { Db } from "../db/client";
import { parseStringList } from "../content/parse-string-list";
import type { QueryUnit } from "./query-groups";
import { SEPARATOR_TERM } from "./search-document";
import { indexTerms } from "./segment-text";

/**
 * The titles and keywords relevance reads (rank-search.ts), as their index terms joined in one string each, so
 * "has this unit" and "where does this phrase start" are substring look-ups. Computing the terms costs more
 * than reading the text, so they are remembered with the text they were made from (an edited title no longer
 * matches it: nothing to invalidate), for the most recently used CACHE_TEXTS protocols.
 */

const CACHE_TEXTS = 8_000;
const SEP = "\u0001";

/** A text's index terms as `␁term␁term␁…␁`, and as a set (most units are not there: a set says so at once). */
export interface TermString {
  readonly joined: string;
  readonly terms: ReadonlySet<string>;
}

function termString(parts: readonly string[]): TermString {
  const terms: string[] = [];
  for (const part of parts) {
    if (!part) continue;
    if (terms.length) terms.push(SEPARATOR_TERM);
    terms.push(...indexTerms(part));
  }
  return { joined: `${SEP}${terms.join(SEP)}${SEP}`, terms: new Set(terms) };
}

const needles = new WeakMap<QueryUnit, string>();

/** Whether the text holds the unit as consecutive terms. */
export function hasUnit(text: TermString, unit: QueryUnit): boolean {
  // A plain loop: this runs for every candidate, clause and alternative of a search.
  for (let i = 0; i < unit.length; i++) if (!text.terms.has(unit[i]!)) return false;
  if (unit.length === 1) return true;
  let needle = needles.get(unit);
  if (needle === undefined) {
    needle = `${SEP}${unit.join(SEP)}${SEP}`;
    needles.set(unit, needle);
  }
  return text.joined.includes(needle);
}

/** Whether the phrase starts the text (0), is elsewhere in it (1), or not at all (-1). */
export function phrasePlace(text: TermString, phrase: readonly string[]): -1 | 0 | 1 {
  if (!phrase.length) return -1;
  const at = text.joined.indexOf(`${SEP}${phrase.join(SEP)}${SEP}`);
  return at < 0 ? -1 : at === 0 ? 0 : 1;
}

export interface RankingTexts {
  /** Both titles, lower case, runs of spaces as one: for a phrase as written. */
  titleText: string;
  title: TermString;
  keywords: TermString;
}

/** Lower case, runs of white space as one space. */
export function flatText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ");
}

interface StoredTexts {
  titleEn: string;
  titleCn: string | null;
  keywordsEn: string;
  keywordsCn: string | null;
}

/**
 * By protocol id, with the stored texts they were made from: a hit is checked against the texts just read (equal
 * strings, no new key to build and hash per candidate), so an edited protocol, or the same id in another database,
 * is made again.
 */
const cache = new Map<number, { stored: StoredTexts; texts: RankingTexts }>();

function sameTexts(a: StoredTexts, b: StoredTexts): boolean {
  return a.titleEn === b.titleEn && a.titleCn === b.titleCn && a.keywordsEn === b.keywordsEn && a.keywordsCn === b.keywordsCn;
}

/** The ranking texts of one protocol's stored title and keywords, remembered by them. */
function rankingTexts(id: number, stored: StoredTexts): RankingTexts {
  const hit = cache.get(id);
  if (hit && sameTexts(hit.stored, stored)) {
    // Most recently used last: a Map keeps insertion order, so the first key is the least recently used.
    cache.delete(id);
    cache.set(id, hit);
    return hit.texts;
  }
  const texts = {
    titleText: flatText(`${stored.titleEn}\n${stored.titleCn ?? ""}`),
    title: termString([stored.titleEn, stored.titleCn ?? ""]),
    keywords: termString([...parseStringList(stored.keywordsEn), ...parseStringList(stored.keywordsCn)]),
  };
  cache.delete(id);
  cache.set(id, { stored, texts });
  if (cache.size > CACHE_TEXTS) cache.delete(cache.keys().next().value!);
  return texts;
}

/**
 * Ids read per statement: a search's candidates (the window and the older title matches, 1,300 at most) in one
 * read — on PostgreSQL each statement costs about as much as the rows it reads.
 */
const READ_BATCH = 2_000;

/** The ranking texts of these protocols. */
export async function loadRankingTexts(db: Db, ids: readonly number[]): Promise<Map<number, RankingTexts>> {
  const out = new Map<number, RankingTexts>();
  for (let i = 0; i < ids.length; i += READ_BATCH) {
    const rows = await db
      .selectFrom("protocols")
      .select(["id", "title_en", "title_cn", "keywords_en", "keywords_cn"])
      .where("id", "in", ids.slice(i, i + READ_BATCH))
      .execute();
    for (const r of rows) {
      out.set(r.id, rankingTexts(r.id, { titleEn: r.title_en, titleCn: r.title_cn, keywordsEn: r.keywords_en, keywordsCn: r.keywords_cn }));
    }
  }
  return out;
}
