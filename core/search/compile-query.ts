import type { SearchField, SearchRow } from "./query-rules";
import { hanQueryTerms, segmentText, wordTerm, type TextToken } from "./segment-text";

/**
 * Turns the rows of a search into index terms, the same way the index was built (segment-text.ts).
 * Within a term, words joined by punctuation (caspase-3, 3 -UTR, CRISPR-Cas9) or written in "double quotes"
 * must appear as a phrase; words separated by spaces and each Chinese run must all appear (AND); rows are
 * ANDed. A Chinese run of one character is looked up as that character, longer runs as the phrase of their
 * bigrams, so 细胞 finds 细胞凋亡 and 胞凋 finds it too.
 */

/** One thing that must appear: a single term or a phrase of consecutive terms. */
export type QueryUnit = readonly string[];

export interface CompiledRow {
  field: SearchField;
  units: QueryUnit[];
}

/** What to mark in a text: word phrases (stems in order) and Chinese strings. */
export interface HighlightTerms {
  words: string[][];
  han: string[];
}

export interface CompiledQuery {
  rows: CompiledRow[];
  /** A row has nothing searchable (only punctuation): the search matches nothing. */
  matchesNothing: boolean;
}

/** Small English words dropped from a term that has other words (they would only narrow the search). */
const STOPWORDS = new Set([
  "a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "in", "into", "is", "it", "its",
  "of", "on", "or", "not", "that", "the", "this", "to", "was", "were", "with",
]);

interface Group {
  tokens: TextToken[];
  quoted: boolean;
}

/** Splits one term into groups: quoted phrases, and unquoted words joined by punctuation. */
function groupsOf(term: string): Group[] {
  const groups: Group[] = [];
  const segments = /"([^"]*)"|“([^”]*)”|([^"“”]+)/g;
  for (const m of term.matchAll(segments)) {
    const quoted = m[3] === undefined;
    const text = m[1] ?? m[2] ?? m[3] ?? "";
    let current: Group | null = null;
    for (const token of segmentText(text)) {
      const startsGroup =
        !current || token.kind === "han" || current.tokens[0]!.kind === "han" || (!quoted && token.spaceBefore && !token.joined);
      if (startsGroup) {
        current = { tokens: [], quoted };
        groups.push(current);
      }
      current!.tokens.push(token);
    }
  }
  return groups;
}

function unitOf(group: Group): QueryUnit {
  const first = group.tokens[0]!;
  if (first.kind === "han") return hanQueryTerms(first.chars);
  return group.tokens.map((t) => (t.kind === "word" ? wordTerm(t.term) : "")).filter(Boolean);
}

/** The units a term must match. */
function isStopword(g: Group): boolean {
  return !g.quoted && g.tokens.length === 1 && g.tokens[0]!.kind === "word" && STOPWORDS.has(g.tokens[0]!.term);
}

/** The groups that count: small words are dropped unless the term has nothing else. */
function meaningfulGroups(groups: Group[]): Group[] {
  return groups.some((g) => !isStopword(g)) ? groups.filter((g) => !isStopword(g)) : groups;
}

export function compileTerm(term: string): QueryUnit[] {
  const kept = meaningfulGroups(groupsOf(term));
  const seen = new Set<string>();
  const units: QueryUnit[] = [];
  for (const g of kept) {
    const unit = unitOf(g);
    const key = unit.join(" ");
    if (!unit.length || seen.has(key)) continue;
    seen.add(key);
    units.push(unit);
  }
  return units;
}

export function compileQuery(rows: readonly SearchRow[]): CompiledQuery {
  const compiled = rows.map((r) => ({ field: r.field, units: compileTerm(r.term) }));
  return { rows: compiled, matchesNothing: compiled.length === 0 || compiled.some((r) => r.units.length === 0) };
}

/** What to mark in a text of the given field: the words of the rows that search that field (or anywhere). */
export function highlightTerms(rows: readonly SearchRow[], field: Exclude<SearchField, "all"> | "body"): HighlightTerms {
  const words = new Map<string, string[]>();
  const han = new Set<string>();
  for (const row of rows) {
    if (row.field !== "all" && row.field !== field) continue;
    for (const g of meaningfulGroups(groupsOf(row.term))) {
      const first = g.tokens[0]!;
      if (first.kind === "han") han.add(first.chars.join(""));
      else {
        const stems = g.tokens.map((t) => (t.kind === "word" ? wordTerm(t.term) : ""));
        words.set(stems.join(" "), stems);
      }
    }
  }
  // Longer strings first, so 细胞凋亡 is marked whole rather than as 细胞 + 凋亡.
  return { words: [...words.values()], han: [...han].sort((a, b) => b.length - a.length) };
}
