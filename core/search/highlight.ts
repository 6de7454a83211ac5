import type { HighlightTerms } from "./compile-query";
import { segmentText, wordTerm } from "./segment-text";

/**
 * Highlighting as data: a text becomes segments, some of them marked, which the page renders with <mark>.
 * No HTML is ever built from a string. Words are matched the way the index matches them (same folding and
 * stems, whole phrases only), Chinese strings wherever they occur.
 */
export interface TextSegment {
  text: string;
  mark: boolean;
}

/** Characters of context a snippet shows. */
export const SNIPPET_CHARS = 240;

type Range = [number, number];

/** The [start, end) ranges of `text` to mark, sorted and merged. */
export function matchRanges(text: string, terms: HighlightTerms): Range[] {
  if (!terms.words.length && !terms.han.length) return [];
  // Chinese-only queries: nothing to mark in a text without any of the strings.
  if (!terms.words.length && !terms.han.some((h) => text.includes(h))) return [];
  const tokens = segmentText(text);
  const ranges: Range[] = [];
  const words = tokens.map((t) => (t.kind === "word" ? wordTerm(t.term) : null));
  for (const phrase of terms.words) {
    for (let i = 0; i + phrase.length <= tokens.length; i++) {
      if (phrase.every((stem, k) => words[i + k] === stem)) ranges.push([tokens[i]!.start, tokens[i + phrase.length - 1]!.end]);
    }
  }
  for (const t of tokens) {
    if (t.kind !== "han") continue;
    const run = t.chars.join("");
    for (const needle of terms.han) {
      const needleChars = Array.from(needle).length;
      let from = 0;
      for (;;) {
        const at = run.indexOf(needle, from);
        if (at < 0) break;
        const charIndex = Array.from(run.slice(0, at)).length;
        const last = charIndex + needleChars - 1;
        ranges.push([t.starts[charIndex]!, t.starts[last]! + t.chars[last]!.length]);
        from = at + needle.length;
      }
    }
  }
  return mergeRanges(text, ranges);
}

/** Sorts and merges overlapping ranges, and ranges separated only by a hyphen or two (caspase-3). */
function mergeRanges(text: string, ranges: Range[]): Range[] {
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const out: Range[] = [];
  for (const r of ranges) {
    const last = out.at(-1);
    if (last && (r[0] <= last[1] || (r[0] - last[1] <= 2 && /^[-‐‑–/']+$/.test(text.slice(last[1], r[0]))))) last[1] = Math.max(last[1], r[1]);
    else out.push([r[0], r[1]]);
  }
  return out;
}

function toSegments(text: string, ranges: Range[], from = 0, to = text.length): TextSegment[] {
  const out: TextSegment[] = [];
  let at = from;
  for (const [s, e] of ranges) {
    if (e <= from || s >= to) continue;
    const start = Math.max(s, from);
    const end = Math.min(e, to);
    if (start > at) out.push({ text: text.slice(at, start), mark: false });
    out.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < to) out.push({ text: text.slice(at, to), mark: false });
  return out;
}

/** The whole text with its matches marked. */
export function highlightText(text: string, terms: HighlightTerms): TextSegment[] {
  return toSegments(text, matchRanges(text, terms));
}

export interface Snippet {
  segments: TextSegment[];
  /** How many different words or phrases the snippet shows marked. */
  distinct: number;
}

function distinctMarks(segments: TextSegment[]): number {
  return new Set(segments.filter((s) => s.mark).map((s) => s.text.toLowerCase())).size;
}

/** Moves an offset back (or forward) to a word boundary, within a few characters. */
function boundary(text: string, at: number, direction: -1 | 1): number {
  if (at <= 0) return 0;
  if (at >= text.length) return text.length;
  for (let k = 0; k < 20; k++) {
    const i = at + k * direction;
    if (i <= 0 || i >= text.length) break;
    if (/\s/.test(text[i]!) || /[。，；、！？]/.test(text[i - 1]!)) return direction === 1 ? i : i + (/\s/.test(text[i]!) ? 1 : 0);
  }
  return at;
}

/**
 * A passage of about `chars` characters around the densest matches of `text`, with "…" where it is cut;
 * null when nothing matches. `fallback` gives the start of the text instead of null.
 */
export function makeSnippet(text: string, terms: HighlightTerms, chars = SNIPPET_CHARS, fallback = false): Snippet | null {
  const ranges = matchRanges(text, terms);
  if (!ranges.length && !fallback) return null;
  if (text.length <= chars) {
    const segments = toSegments(text, ranges);
    return { segments, distinct: distinctMarks(segments) };
  }
  let bestStart = 0;
  let bestCount = 0;
  for (let i = 0; i < ranges.length; i++) {
    const start = Math.max(0, ranges[i]![0] - Math.floor(chars / 5));
    let count = 0;
    for (let j = i; j < ranges.length && ranges[j]![1] <= start + chars; j++) count++;
    if (count > bestCount) [bestStart, bestCount] = [start, count];
  }
  const from = boundary(text, bestStart, -1);
  const to = boundary(text, Math.min(text.length, from + chars), 1);
  const segments = toSegments(text, ranges, from, to);
  if (from > 0) segments.unshift({ text: "…", mark: false });
  if (to < text.length) segments.push({ text: "…", mark: false });
  return { segments: joinPlain(segments), distinct: distinctMarks(segments) };
}

/** Merges neighbouring unmarked segments. */
function joinPlain(segments: TextSegment[]): TextSegment[] {
  const out: TextSegment[] = [];
  for (const s of segments) {
    const last = out.at(-1);
    if (last && !last.mark && !s.mark) last.text += s.text;
    else out.push({ ...s });
  }
  return out;
}
