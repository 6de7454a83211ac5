import type { Db } from "../db/client";
import type { CompiledRow, QueryClause } from "./compile-query";
import type { EngineQuery, SearchEngine, TermLookup } from "./engine";
import { flatText, hasUnit, loadRankingTexts, phrasePlace, type RankingTexts, type TermString } from "./ranking-texts";
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
  if (clause.units.every((u) => hasUnit(text, u))) return 1;
  return clause.alternatives.some((a) => a.units.every((u) => hasUnit(text, u))) ? RELEVANCE.alternativeFactor : 0;
}

/** The rows that rank: "Anywhere" rows (a field row holds in every result alike). */
function rankingRows(q: EngineQuery): CompiledRow[] {
  return q.compiled.rows.filter((r) => r.field === "all");
}

/** A title match found beyond the window is a match of the whole query only if every row is in the title. */
function titleHoldsQuery(q: EngineQuery, texts: RankingTexts): boolean {
  return q.compiled.rows.every((r) => (r.field === "all" || r.field === "title") && r.clauses.every((c) => found(texts.title, c) > 0));
}

/** Protocol ids of `windowKeys` (and older title matches when `more`), best first, at most the window's size. */
export async function rankByRelevance(db: Db, engine: SearchEngine, q: EngineQuery, windowKeys: readonly number[], more: boolean): Promise<number[]> {
  const inWindow = new Set(windowKeys);
  const older = more ? (await engine.newestTitleKeys(db, q, TITLE_CANDIDATES)).filter((k) => !inWindow.has(k)) : [];
  const candidates = [...windowKeys, ...older];
  const texts = await loadRankingTexts(db, candidates.map(idOfKey));
  const rows = rankingRows(q);

  // Per clause, which window protocols have its words in the abstract (or keywords) as typed, or only as
  // another form; per row, which have all its words among the authors (a name is one row: "Li Wei").
  const lookups: TermLookup[] = [];
  for (const row of rows) {
    for (const clause of row.clauses) {
      lookups.push({ field: "abstract", options: [clause.units.flat()] });
      lookups.push({ field: "abstract", options: clause.alternatives.filter((a) => !a.facet).map((a) => a.units.flat()) });
    }
    lookups.push({ field: "authors", options: [row.clauses.flatMap((c) => c.units.flat())] });
  }
  const answers = await engine.keysWithTerms(db, q, lookups, windowKeys);
  const inAbstract = new Map<QueryClause, { typed: Set<number>; other: Set<number> }>();
  const inAuthors = new Map<CompiledRow, Set<number>>();
  let next = 0;
  for (const row of rows) {
    for (const clause of row.clauses) inAbstract.set(clause, { typed: answers[next++]!, other: answers[next++]! });
    inAuthors.set(row, answers[next++]!);
  }
  const alternativesUsed = q.compiled.rows.some((r) => r.clauses.some((c) => c.alternatives.length));

  const scored: [number, number][] = [];
  for (const k of candidates) {
    const t = texts.get(idOfKey(k));
    if (!t) continue;
    const isOlder = !inWindow.has(k);
    if (isOlder && !titleHoldsQuery(q, t)) continue;
    let score = 0;
    // How each clause is found in the title and keywords, once: the score and the typed bonus both read it.
    const inTitle = new Map<QueryClause, number>();
    const inKeywords = new Map<QueryClause, number>();
    for (const row of rows) {
      for (const clause of row.clauses) {
        inTitle.set(clause, found(t.title, clause));
        inKeywords.set(clause, found(t.keywords, clause));
      }
    }
    for (const row of rows) {
      const byAuthor = inAuthors.get(row)!.has(k) ? RELEVANCE.authors : 0;
      for (const clause of row.clauses) {
        const abstract = inAbstract.get(clause)!;
        const fields = [
          RELEVANCE.title * inTitle.get(clause)!,
          RELEVANCE.keywords * inKeywords.get(clause)!,
          RELEVANCE.abstract * (abstract.typed.has(k) ? 1 : abstract.other.has(k) ? RELEVANCE.alternativeFactor : 0),
          byAuthor,
        ];
        const best = Math.max(RELEVANCE.body, ...fields);
        // The best field counts whole, every other field that has it a quarter: a protocol whose title,
        // keywords and abstract all name the technique is about it more surely than one naming it once.
        score += best + RELEVANCE.otherFields * (fields.reduce((a, b) => a + b, 0) - (best > RELEVANCE.body ? best : 0));
      }
    }
    for (const row of q.compiled.rows) {
      if (row.field === "abstract" || row.field === "author") continue;
      if (row.clauses.reduce((n, c) => n + c.units.length, 0) < 2) continue;
      // As index terms (stems: "western blotting" in "Western Blot …"), or as written (原代培养, whose terms
      // are bigrams that never follow one another as a query's words do).
      const place = phrasePlace(t.title, row.clauses.flatMap((c) => c.units.flat()));
      const atText = t.titleText.indexOf(flatText(row.term));
      if (place >= 0 || atText >= 0) score += RELEVANCE.titlePhrase + (place === 0 || atText === 0 ? RELEVANCE.titleStart : 0);
    }
    // Typed: every clause of the ranking rows found as typed in the title, keywords or abstract.
    const typedMatch = rows.every((r) => r.clauses.every((c) => inTitle.get(c) === 1 || inKeywords.get(c) === 1 || inAbstract.get(c)!.typed.has(k)));
    if (alternativesUsed && typedMatch) score += RELEVANCE.typed;
    scored.push([k, score]);
  }
  scored.sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  return scored.slice(0, windowKeys.length).map(([k]) => idOfKey(k));
}
