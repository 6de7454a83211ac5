import { stemEnglish } from "./stem-english";

/**
 * Splits text into the units the search index is made of, for both languages (ADR 0021):
 * - words: runs of letters and digits of alphabetic scripts, case-folded and with diacritics removed
 *   (Müller → muller); hyphens, slashes and other punctuation separate words, so "caspase-3" is the two words
 *   "caspase" "3" (found as a phrase). A Greek letter is its own word, spelled out (TNF-α → tnf alpha).
 * - Chinese (and Japanese kana) runs: kept whole here; the index stores each run as its character bigrams
 *   followed by its single characters, so any contiguous 1, 2, 3 … character query is found.
 * Every token keeps its offsets in the original text, so snippets can highlight the words as written.
 */

export interface WordToken {
  kind: "word";
  /** Case-folded, diacritics removed, not yet stemmed. */
  term: string;
  start: number;
  end: number;
  /** Whitespace (not only punctuation) separates it from the token before. */
  spaceBefore: boolean;
  /** It directly follows a hyphen or slash ("3 -UTR"): it belongs with the word before. */
  joined: boolean;
}

export interface HanToken {
  kind: "han";
  /** The run's characters, one per entry. */
  chars: string[];
  /** Offset of each character in the original text (a character may be two UTF-16 units). */
  starts: number[];
  start: number;
  end: number;
  spaceBefore: boolean;
  joined: boolean;
}

export type TextToken = WordToken | HanToken;

const GREEK_NAMES: Record<string, string> = {
  α: "alpha",
  β: "beta",
  γ: "gamma",
  δ: "delta",
  ε: "epsilon",
  ζ: "zeta",
  η: "eta",
  θ: "theta",
  ι: "iota",
  κ: "kappa",
  λ: "lambda",
  μ: "mu",
  ν: "nu",
  ξ: "xi",
  ο: "omicron",
  π: "pi",
  ρ: "rho",
  σ: "sigma",
  ς: "sigma",
  τ: "tau",
  υ: "upsilon",
  φ: "phi",
  χ: "chi",
  ψ: "psi",
  ω: "omega",
};

const SPECIAL_FOLDS: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ð: "d", ł: "l", þ: "th", ı: "i", ħ: "h" };

const JOINERS = new Set(["-", "‐", "‑", "‒", "–", "/", "_", "+"]);
const HAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;
const WHITESPACE = /\s/u;
const MARKS = /\p{M}/gu;

/** What one source character is, once folded. */
type CharClass =
  | { type: "sep"; space: boolean }
  | { type: "han"; char: string }
  | { type: "greek"; name: string }
  | { type: "word"; text: string }
  /** A character that folds to several (½ → 1⁄2): word parts separated by breaks. */
  | { type: "mixed"; parts: string[] };

const classCache = new Map<string, CharClass>();

function classifyChar(ch: string): CharClass {
  let c = classCache.get(ch);
  if (c) return c;
  if (HAN.test(ch)) c = { type: "han", char: ch };
  else {
    let folded = ch.normalize("NFKD").replace(MARKS, "").toLowerCase();
    folded = [...folded].map((x) => SPECIAL_FOLDS[x] ?? x).join("");
    const greek = GREEK_NAMES[folded];
    if (greek) c = { type: "greek", name: greek };
    else if (folded.length > 0 && [...folded].every((x) => WORD_CHAR.test(x))) c = { type: "word", text: folded };
    else if ([...folded].some((x) => WORD_CHAR.test(x))) c = { type: "mixed", parts: folded.split(/[^\p{L}\p{N}]+/u) };
    else c = { type: "sep", space: WHITESPACE.test(ch) };
  }
  if (classCache.size < 50_000) classCache.set(ch, c);
  return c;
}

function isAsciiAlnum(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
}

/** Tokens of `text`, in order. */
export function segmentText(text: string): TextToken[] {
  const out: TextToken[] = [];
  const joinedAt = (start: number) => start > 0 && JOINERS.has(text[start - 1]!);
  let word: WordToken | null = null;
  let han: HanToken | null = null;
  let space = true;
  // Puts out the open word or run of Chinese characters, ending at `end`.
  const close = (token: WordToken | HanToken, end: number) => {
    token.end = end;
    out.push(token);
    space = false;
  };
  const endWord = (end: number) => {
    if (word) close(word, end);
    word = null;
  };
  const endHan = (end: number) => {
    if (han) close(han, end);
    han = null;
  };
  const appendWord = (s: string, start: number) => {
    if (!word) word = { kind: "word", term: "", start, end: start, spaceBefore: space, joined: joinedAt(start) };
    word.term += s;
  };

  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    // ASCII fast path (most of the corpus): a whole run of ASCII letters and digits at once.
    if (code < 128) {
      if (isAsciiAlnum(code)) {
        endHan(i);
        let j = i + 1;
        while (j < text.length && isAsciiAlnum(text.charCodeAt(j))) j++;
        appendWord(text.slice(i, j).toLowerCase(), i);
        i = j;
        continue;
      } else {
        endWord(i);
        endHan(i);
        if (code === 32 || code === 9 || code === 10 || code === 13 || code === 12 || code === 11) space = true;
      }
      i++;
      continue;
    }
    const cp = text.codePointAt(i)!;
    const ch = String.fromCodePoint(cp);
    const next = i + ch.length;
    const c = classifyChar(ch);
    switch (c.type) {
      case "han":
        endWord(i);
        if (!han) han = { kind: "han", chars: [], starts: [], start: i, end: i, spaceBefore: space, joined: joinedAt(i) };
        han.chars.push(c.char);
        han.starts.push(i);
        break;
      case "word":
        endHan(i);
        appendWord(c.text, i);
        break;
      case "greek":
        endWord(i);
        endHan(i);
        out.push({ kind: "word", term: c.name, start: i, end: next, spaceBefore: space, joined: joinedAt(i) });
        space = false;
        break;
      case "mixed":
        endHan(i);
        c.parts.forEach((part, k) => {
          if (k > 0) endWord(i);
          if (part) appendWord(part, i);
        });
        if (!c.parts.at(-1)) endWord(next);
        break;
      case "sep":
        endWord(i);
        endHan(i);
        if (c.space) space = true;
        break;
    }
    i = next;
  }
  endWord(text.length);
  endHan(text.length);
  return out;
}

/** The index term of a word: its English stem. */
export function wordTerm(term: string): string {
  return stemEnglish(term);
}

/** The terms a Chinese run is indexed as: its bigrams, then its characters (one character: just itself). */
export function hanTerms(chars: readonly string[]): string[] {
  if (chars.length === 1) return [chars[0]!];
  const out: string[] = [];
  for (let k = 0; k + 1 < chars.length; k++) out.push(chars[k]! + chars[k + 1]!);
  out.push(...chars);
  return out;
}

/** The terms a query for this Chinese run looks for, as one phrase: one character, or the run's bigrams. */
export function hanQueryTerms(chars: readonly string[]): string[] {
  return chars.length === 1 ? [chars[0]!] : hanTerms(chars).slice(0, chars.length - 1);
}

/**
 * The sequence of index terms of `text`, positions in order (what both engines store). The same result as
 * segmentText followed by wordTerm / hanTerms (a unit test holds them together), written as one loop without
 * intermediate tokens because the seed runs it over every protocol.
 */
export function indexTerms(text: string): string[] {
  const out: string[] = [];
  let word = "";
  let han: string[] = [];
  const flushWord = () => {
    if (word) {
      out.push(stemEnglish(word));
      word = "";
    }
  };
  const flushHan = () => {
    if (han.length) {
      if (han.length === 1) out.push(han[0]!);
      else {
        for (let k = 0; k + 1 < han.length; k++) out.push(han[k]! + han[k + 1]!);
        for (const c of han) out.push(c);
      }
      han = [];
    }
  };
  let i = 0;
  const n = text.length;
  while (i < n) {
    const code = text.charCodeAt(i);
    if (code < 128) {
      if (isAsciiAlnum(code)) {
        if (han.length) flushHan();
        let j = i + 1;
        while (j < n && isAsciiAlnum(text.charCodeAt(j))) j++;
        word += text.slice(i, j).toLowerCase();
        i = j;
      } else {
        if (word) flushWord();
        if (han.length) flushHan();
        i++;
      }
      continue;
    }
    const cp = text.codePointAt(i)!;
    const ch = String.fromCodePoint(cp);
    const c = classifyChar(ch);
    switch (c.type) {
      case "han":
        if (word) flushWord();
        han.push(c.char);
        break;
      case "word":
        if (han.length) flushHan();
        word += c.text;
        break;
      case "greek":
        flushWord();
        flushHan();
        out.push(stemEnglish(c.name));
        break;
      case "mixed":
        if (han.length) flushHan();
        c.parts.forEach((part, k) => {
          if (k > 0) flushWord();
          word += part;
        });
        if (!c.parts.at(-1)) flushWord();
        break;
      case "sep":
        flushWord();
        flushHan();
        break;
    }
    i += ch.length;
  }
  flushWord();
  flushHan();
  return out;
}
