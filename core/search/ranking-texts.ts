import type { Db } from "../db/client";
import { parseStringList } from "../content/parse-string-list";
import type { QueryUnit } from "./query-groups";
import { SEPARATOR_TERM } from "./search-document";
import { indexTerms } from "./segment-text";

/**
 * The titles and keywords relevance reads (rank-search.ts), as their index terms joined in one string each, so
 * "has this unit" and "where does this phrase start" are substring look-ups. Computing the terms costs more
 * than reading the text, and reading them costs as much as the rest of a search, so they are remembered for the
 * most recently used CACHE_TEXTS protocols while the index's generation holds (see loadRankingTexts).
 */

const CACHE_TEXTS = 8_000;
const SEP = "\u0001";

/**
 * A text's index terms as `␁term␁term␁…␁`. Only the string is kept: a Set of the terms beside it answered "not
 * there" a little sooner, but held four-fifths of the remembered texts' memory (10 of 12.4 MB for 6,300 texts).
 */
export interface TermString {
  readonly joined: string;
}

function termString(parts: readonly string[]): TermString {
  const terms: string[] = [];
  for (const part of parts) {
    if (!part) continue;
    if (terms.length) terms.push(SEPARATOR_TERM);
    terms.push(...indexTerms(part));
  }
  return { joined: `${SEP}${terms.join(SEP)}${SEP}` };
}

const needles = new WeakMap<QueryUnit, string>();

/** Whether the text holds the unit as consecutive terms. */
export function hasUnit(text: TermString, unit: QueryUnit): boolean {
  // This runs for every candidate, clause and alternative of a search: the needle is made once a unit.
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

interface Remembered {
  /** The index generation (index-protocol.ts) the texts were read at. */
  generation: number | null;
  byId: Map<number, RankingTexts>;
}

/** Per database handle: the ranking texts read at the index's current generation, by protocol id. */
const remembered = new WeakMap<Db, Remembered>();

/** The index's generation: every write of the index raises it, so texts read at it are still the stored ones. */
export async function indexGeneration(db: Db): Promise<number | null> {
  const row = await db.selectFrom("search_index_state").select("generation").where("id", "=", 1).executeTakeFirst();
  return row?.generation ?? null;
}

/** What relevance reads of a protocol: its titles and its keywords (both languages) as index terms. */
export function rankingTexts(titleEn: string, titleCn: string | null, keywords: readonly string[]): RankingTexts {
  return {
    titleText: flatText(`${titleEn}\n${titleCn ?? ""}`),
    title: termString([titleEn, titleCn ?? ""]),
    keywords: termString(keywords),
  };
}

/**
 * Ids read per statement: a search's candidates (the window and the older title matches, 1,300 at most) in one
 * read — on PostgreSQL each statement costs about as much as the rows it reads.
 */
const READ_BATCH = 2_000;

/**
 * The ranking texts of these protocols. Texts read at the index's current generation are taken from memory: a
 * title or keyword is only ever changed together with the protocol's index entry, which raises the generation,
 * so an unchanged generation means unchanged texts. The caller reads the generation (indexGeneration) before the
 * texts — once for all of a search's reads — so texts read while another process writes are at least as new as the
 * generation they are kept under. The rest are read as the index stored them (search_ranking_texts, ADR 0132); a
 * protocol without a stored row (none should be, after the index's rebuild) has its texts made from its row.
 */
export async function loadRankingTexts(db: Db, ids: readonly number[], generation: number | null): Promise<Map<number, RankingTexts>> {
  let memory = remembered.get(db);
  if (!memory || memory.generation !== generation) {
    memory = { generation, byId: new Map() };
    // Without a recorded generation (an index not yet built) nothing is remembered.
    if (generation !== null) remembered.set(db, memory);
  }
  const out = new Map<number, RankingTexts>();
  const missing: number[] = [];
  for (const id of ids) {
    const hit = memory.byId.get(id);
    if (!hit) {
      missing.push(id);
      continue;
    }
    // Most recently used last: a Map keeps insertion order, so the first key is the least recently used.
    memory.byId.delete(id);
    memory.byId.set(id, hit);
    out.set(id, hit);
  }
  const keep = (id: number, texts: RankingTexts) => {
    out.set(id, texts);
    memory.byId.set(id, texts);
  };
  for (let i = 0; i < missing.length; i += READ_BATCH) {
    const batch = missing.slice(i, i + READ_BATCH);
    const stored = await db.selectFrom("search_ranking_texts").selectAll().where("protocol_id", "in", batch).execute();
    for (const r of stored) keep(r.protocol_id, { titleText: r.title_text, title: { joined: r.title_terms }, keywords: { joined: r.keyword_terms } });
    const unstored = batch.filter((id) => !out.has(id));
    if (!unstored.length) continue;
    const rows = await db
      .selectFrom("protocols")
      .select(["id", "title_en", "title_cn", "keywords_en", "keywords_cn"])
      .where("id", "in", unstored)
      .execute();
    for (const r of rows) keep(r.id, rankingTexts(r.title_en, r.title_cn, [...parseStringList(r.keywords_en), ...parseStringList(r.keywords_cn)]));
  }
  while (memory.byId.size > CACHE_TEXTS) memory.byId.delete(memory.byId.keys().next().value!);
  return out;
}
