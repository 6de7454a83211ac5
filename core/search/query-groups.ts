import { chineseWords, partsOfWord } from "./chinese-words";
import { hanQueryTerms, segmentText, wordTerm, type HanToken, type TextToken } from "./segment-text";

/**
 * How a typed term is split into the things that must each be found (ADR 0021, 0114). Words joined by
 * punctuation (caspase-3, CRISPR-Cas9) and "quoted" words are one phrase; words separated by spaces are
 * separate; a Chinese run is cut into words (jieba, ./chinese-words.ts), each looked up as the phrase of its
 * character bigrams, and a long word by its parts, so 原代培养 also finds 原代神经元培养.
 */

/** One thing that must appear: a single term or a phrase of consecutive terms. */
export type QueryUnit = readonly string[];

export interface QueryGroup {
  /** What the dictionary knows it by: the unit of the whole group, as text. */
  key: string;
  /** What must be found for it (all of them). */
  units: QueryUnit[];
  tokens: TextToken[];
  quoted: boolean;
  /** A small English word, dropped when the term has others. */
  stopword: boolean;
}

/** Small English words dropped from a term that has other words (they would only narrow the search). */
const STOPWORDS = new Set([
  "a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "in", "into", "is", "it", "its",
  "of", "on", "or", "not", "that", "the", "this", "to", "was", "were", "with",
]);

/** The words of a Chinese run, as tokens of their own. */
function splitHan(token: HanToken): HanToken[] {
  const out: HanToken[] = [];
  let k = 0;
  for (const word of chineseWords(token.chars.join(""))) {
    const n = [...word].length;
    const chars = token.chars.slice(k, k + n);
    const starts = token.starts.slice(k, k + n);
    const end = k + n < token.chars.length ? token.starts[k + n]! : token.end;
    out.push({ ...token, chars, starts, start: starts[0]!, end, spaceBefore: k === 0 && token.spaceBefore, joined: k === 0 && token.joined });
    k += n;
  }
  return out;
}

function unitOfTokens(tokens: readonly TextToken[]): QueryUnit {
  const first = tokens[0]!;
  if (first.kind === "han") return hanQueryTerms(first.chars);
  return tokens.map((t) => (t.kind === "word" ? wordTerm(t.term) : "")).filter(Boolean);
}

function makeGroup(tokens: TextToken[], quoted: boolean, loosen: boolean): QueryGroup {
  const unit = unitOfTokens(tokens);
  const first = tokens[0]!;
  const parts = loosen && first.kind === "han" && !quoted ? partsOfWord(first.chars.join("")) : [];
  return {
    key: unit.join(" "),
    units: parts.length ? parts.map((p) => hanQueryTerms([...p])) : unit.length ? [unit] : [],
    tokens,
    quoted,
    stopword: !quoted && tokens.length === 1 && first.kind === "word" && STOPWORDS.has(first.term),
  };
}

/**
 * The groups of a term, in order. `loosen`: a long Chinese word must only have its parts (a query); without
 * it, the word's own phrase (a dictionary form, a highlight).
 */
export function queryGroups(term: string, loosen = true): QueryGroup[] {
  const groups: QueryGroup[] = [];
  const segments = /"([^"]*)"|“([^”]*)”|([^"“”]+)/g;
  for (const m of term.matchAll(segments)) {
    const quoted = m[3] === undefined;
    const text = m[1] ?? m[2] ?? m[3] ?? "";
    let current: TextToken[] | null = null;
    const close = () => {
      if (current?.length) groups.push(makeGroup(current, quoted, loosen));
      current = null;
    };
    for (const token of segmentText(text)) {
      if (token.kind === "han") {
        close();
        // A quoted Chinese run stays whole: the reader asked for exactly that string.
        for (const word of quoted ? [token] : splitHan(token)) groups.push(makeGroup([word], quoted, loosen));
        continue;
      }
      if (!current || (!quoted && token.spaceBefore && !token.joined)) close();
      (current ??= []).push(token);
    }
    close();
  }
  return groups;
}

/** The groups that count: small words are dropped unless the term has nothing else. */
export function meaningfulGroups(groups: QueryGroup[]): QueryGroup[] {
  return groups.some((g) => !g.stopword) ? groups.filter((g) => !g.stopword) : groups;
}

/**
 * The units of a dictionary form used as a synonym: each run of words one phrase (Mus musculus, real-time
 * PCR), each Chinese run the phrase of its bigrams (蛋白质印迹), all of them required.
 */
export function formUnits(form: string): QueryUnit[] {
  const units: QueryUnit[] = [];
  let words: string[] = [];
  const flush = () => {
    if (words.length) units.push(words);
    words = [];
  };
  for (const token of segmentText(form)) {
    if (token.kind === "word") words.push(wordTerm(token.term));
    else {
      flush();
      units.push(hanQueryTerms(token.chars));
    }
  }
  flush();
  return units;
}
