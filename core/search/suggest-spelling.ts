import type { Db } from "../db/client";
import { rememberPerDatabase } from "../db/remember-per-database";
import { termConcepts } from "./terms";

/**
 * "Did you mean …" for a search with no results (ADR 0114): each English word of the query that the journal's
 * vocabulary does not have is replaced by the closest word it has (at most one edit for words of up to five
 * letters, two beyond; a swap of neighbours is one edit), the more frequent word winning a tie. The vocabulary
 * is the words of the titles and keywords of the newest VOCABULARY_PROTOCOLS protocols and of the term
 * dictionary, read once per VOCABULARY_TTL_MS.
 */

const VOCABULARY_PROTOCOLS = 20_000;
const VOCABULARY_TTL_MS = 60 * 60_000;
/** Shorter words are too often right as typed (abbreviations, gene names). */
const MIN_WORD_LETTERS = 4;

const WORD = /[a-z][a-z0-9]*/g;

function addWords(counts: Map<string, number>, text: string) {
  for (const w of new Set(text.toLowerCase().match(WORD) ?? [])) counts.set(w, (counts.get(w) ?? 0) + 1);
}

const vocabulary = rememberPerDatabase(VOCABULARY_TTL_MS, async (db) => {
  const counts = new Map<string, number>();
  const rows = await db.selectFrom("protocols").select(["title_en", "keywords_en"]).orderBy("id", "desc").limit(VOCABULARY_PROTOCOLS).execute();
  for (const r of rows) addWords(counts, `${r.title_en} ${r.keywords_en}`);
  for (const c of termConcepts()) for (const form of c.en) addWords(counts, form);
  return counts;
});

/** Optimal string alignment distance (Levenshtein with adjacent swaps), stopping above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** The closest known word to `word`, or null when it is known or nothing is close. */
export function closestWord(counts: ReadonlyMap<string, number>, word: string): string | null {
  if (word.length < MIN_WORD_LETTERS || counts.has(word) || /\d/.test(word)) return null;
  const max = word.length <= 5 ? 1 : 2;
  let best: { w: string; d: number; n: number } | null = null;
  for (const [w, n] of counts) {
    if (Math.abs(w.length - word.length) > max || w.length < MIN_WORD_LETTERS) continue;
    const d = editDistance(word, w, max);
    if (d > max) continue;
    if (!best || d < best.d || (d === best.d && n > best.n)) best = { w, d, n };
  }
  return best?.w ?? null;
}

/** The query with its unknown words corrected, keeping everything else as typed; null when nothing changed. */
export async function suggestSpelling(db: Db, term: string): Promise<string | null> {
  const counts = await vocabulary(db);
  let changed = false;
  const suggestion = term.replace(/[A-Za-z][A-Za-z0-9]*/g, (typed) => {
    const better = closestWord(counts, typed.toLowerCase());
    if (!better) return typed;
    changed = true;
    return typed === typed.toUpperCase() && typed.length > 1 ? better.toUpperCase() : better;
  });
  return changed ? suggestion : null;
}
