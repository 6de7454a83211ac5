import type { Db } from "../db/client";
import type { CompiledRow, QueryClause, QueryUnit } from "./compile-query";
import type { EngineQuery, SearchEngine, TermLookup } from "./engine";
import { flatText, hasUnit, indexGeneration, loadRankingTexts, phrasePlace, type RankingTexts, type TermString } from "./ranking-texts";
import { idOfKey } from "./search-document";

/**
 * Relevance (ADR 0114), computed here from what both engines answer alike, so SQLite and PostgreSQL order a
 * search the same way. Each clause of an "Anywhere" row scores the weight of the best field it is found in —
 * title ≫ keywords > abstract > authors > full text — a little less when only another form of it (a synonym,
 * the other language) is there; a title holding the whole query as a phrase, or starting with it, scores
 * more; a protocol whose title, keywords or abstract have the query as typed ranks above one found only through
 * the term dictionary. No term frequency or length enters, so a long full protocol is not ranked below a short
 * one that mentions a word once. Titles and keywords are checked here from the text (phrases); the abstract and
 * authors by the engine, from their terms (keysWithTerms: no whole document is read).
 *
 * Candidates: the newest window of matches (run-search.ts) and, when a search has more matches than the
 * window, the newest TITLE_CANDIDATES protocols whose title has every clause — so the best match of a broad
 * search is not lost because it is older than the window.
 */

export const RELEVANCE = {
  title: 10,
  keywords: 6,
  abstract: 4,
  authors: 3,
  body: 1,
  /** Share of each further field a clause is found in. */
  otherFields: 0.25,
  /** A clause found only as another form of it. */
  alternativeFactor: 0.8,
  /** The title has the typed words of a row, in order, as one phrase. */
  titlePhrase: 4,
  /** … at its start. */
  titleStart: 2,
  /** The title, keywords or abstract have the query as typed. */
  typed: 2,
} as const;

/** Older title matches considered beside the newest window. */
export const TITLE_CANDIDATES = 300;

/** How a clause is found in a text: 1 as typed, the alternative factor by another form, 0 not at all. */
function found(text: TermString, clause: QueryClause): number {
  if (hasAll(text, clause.units)) return 1;
  for (const a of clause.alternatives) if (hasAll(text, a.units)) return RELEVANCE.alternativeFactor;
  return 0;
}

function hasAll(text: TermString, units: readonly QueryUnit[]): boolean {
  for (const unit of units) if (!hasUnit(text, unit)) return false;
  return true;
}

/** The rows that rank: "Anywhere" rows (a field row holds in every result alike). */
function rankingRows(q: EngineQuery): CompiledRow[] {
  return q.compiled.rows.filter((r) => r.field === "all");
}

/** A title match found beyond the window is a match of the whole query only if every row is in the title. */
function titleHoldsQuery(q: EngineQuery, texts: RankingTexts): boolean {
  return q.compiled.rows.every((r) => (r.field === "all" || r.field === "title") && r.clauses.every((c) => found(texts.title, c) > 0));
}

/**
 * Per clause, which window protocols have its words in the abstract (or keywords) as typed, or only as another
 * form; per row, which have all its words among the authors (a name is one row: "Li Wei"). In this order: for each
 * row, its clauses' two look-ups, then the row's authors.
 */
function relevanceLookups(rows: readonly CompiledRow[]): TermLookup[] {
  const lookups: TermLookup[] = [];
  for (const row of rows) {
    for (const clause of row.clauses) {
      lookups.push({ field: "abstract", options: [clause.units.flat()] });
      lookups.push({ field: "abstract", options: clause.alternatives.filter((a) => !a.facet).map((a) => a.units.flat()) });
    }
    lookups.push({ field: "authors", options: [row.clauses.flatMap((c) => c.units.flat())] });
  }
  return lookups;
}

/** Protocol ids of `windowKeys` (and older title matches when `more`), best first, at most the window's size. */
export async function rankByRelevance(db: Db, engine: SearchEngine, q: EngineQuery, windowKeys: readonly number[], more: boolean): Promise<number[]> {
  const inWindow = new Set(windowKeys);
  const rows = rankingRows(q);
  // Read once, before any of the texts (loadRankingTexts).
  const generation = await indexGeneration(db);
  // Three reads that need nothing of each other, side by side: on PostgreSQL each takes its own connection, so a
  // search waits for the longest of them rather than for their sum.
  const olderTexts = async () => {
    if (!more) return { older: [], texts: new Map<number, RankingTexts>() };
    const older = (await engine.newestTitleKeys(db, q, TITLE_CANDIDATES)).filter((k) => !inWindow.has(k));
    return { older, texts: await loadRankingTexts(db, older.map(idOfKey), generation) };
  };
  const [older, windowTexts, answers] = await Promise.all([
    olderTexts(),
    loadRankingTexts(db, windowKeys.map(idOfKey), generation),
    engine.keysWithTerms(db, q, relevanceLookups(rows), windowKeys),
  ]);
  const textOf = (k: number) => windowTexts.get(idOfKey(k)) ?? older.texts.get(idOfKey(k));

  // Each ranking clause once, with its look-ups' answers (in relevanceLookups' order).
  const clauses: { clause: QueryClause; typed: Set<number>; other: Set<number>; authors: Set<number> }[] = [];
  let next = 0;
  for (const row of rows) {
    const first = clauses.length;
    for (const clause of row.clauses) clauses.push({ clause, typed: answers[next++]!, other: answers[next++]!, authors: new Set() });
    const authors = answers[next++]!;
    for (let i = first; i < clauses.length; i++) clauses[i]!.authors = authors;
  }
  // The rows whose words a title may hold as one phrase: their terms, and the term as written.
  const phraseRows = q.compiled.rows
    .filter((row) => row.field !== "abstract" && row.field !== "author" && row.clauses.reduce((n, c) => n + c.units.length, 0) >= 2)
    .map((row) => ({ terms: row.clauses.flatMap((c) => c.units.flat()), text: flatText(row.term) }));
  const alternativesUsed = q.compiled.rows.some((r) => r.clauses.some((c) => c.alternatives.length));
  // How each clause is found in a candidate's title and keywords, filled once per candidate.
  const inTitle = new Float64Array(clauses.length);
  const inKeywords = new Float64Array(clauses.length);

  const scored: [number, number][] = [];
  for (const k of [...windowKeys, ...older.older]) {
    const t = textOf(k);
    if (!t) continue;
    if (!inWindow.has(k) && !titleHoldsQuery(q, t)) continue;
    let score = 0;
    let typedMatch = true;
    for (let i = 0; i < clauses.length; i++) {
      const { clause, typed, other, authors } = clauses[i]!;
      inTitle[i] = found(t.title, clause);
      inKeywords[i] = found(t.keywords, clause);
      const fields = [
        RELEVANCE.title * inTitle[i]!,
        RELEVANCE.keywords * inKeywords[i]!,
        RELEVANCE.abstract * (typed.has(k) ? 1 : other.has(k) ? RELEVANCE.alternativeFactor : 0),
        authors.has(k) ? RELEVANCE.authors : 0,
      ];
      const best = Math.max(RELEVANCE.body, ...fields);
      // The best field counts whole, every other field that has it a quarter: a protocol whose title,
      // keywords and abstract all name the technique is about it more surely than one naming it once.
      score += best + RELEVANCE.otherFields * (fields.reduce((a, b) => a + b, 0) - (best > RELEVANCE.body ? best : 0));
      // Typed: every clause of the ranking rows found as typed in the title, keywords or abstract.
      if (!(inTitle[i] === 1 || inKeywords[i] === 1 || typed.has(k))) typedMatch = false;
    }
    for (const row of phraseRows) {
      // As index terms (stems: "western blotting" in "Western Blot …"), or as written (原代培养, whose terms
      // are bigrams that never follow one another as a query's words do).
      const place = phrasePlace(t.title, row.terms);
      const atText = t.titleText.indexOf(row.text);
      if (place >= 0 || atText >= 0) score += RELEVANCE.titlePhrase + (place === 0 || atText === 0 ? RELEVANCE.titleStart : 0);
    }
    if (alternativesUsed && typedMatch) score += RELEVANCE.typed;
    scored.push([k, score]);
  }
  scored.sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  return scored.slice(0, windowKeys.length).map(([k]) => idOfKey(k));
}
