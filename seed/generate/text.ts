import { ORGANISMS } from "./vocabulary";

/** The filled-in words of a technique template: target, sample and organism in running-text case. */
export interface Fill {
  target: string;
  sample: string;
  organism: string;
  /** The technique's name, for the generator's own frames. */
  technique?: string;
}

const SUP: Record<string, string> = { "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸", "9": "⁹", "+": "⁺", "-": "⁻", "−": "⁻", n: "ⁿ" };
const SUB: Record<string, string> = { "0": "₀", "1": "₁", "2": "₂", "3": "₃", "4": "₄", "5": "₅", "6": "₆", "7": "₇", "8": "₈", "9": "₉", "+": "₊", "-": "₋", "−": "₋", a: "ₐ", e: "ₑ", o: "ₒ", x: "ₓ", h: "ₕ", k: "ₖ", l: "ₗ", m: "ₘ", n: "ₙ", p: "ₚ", s: "ₛ", t: "ₜ", i: "ᵢ" };

function mapChars(s: string, table: Record<string, string>): string | null {
  const out = [...s].map((c) => table[c]);
  return out.every(Boolean) ? out.join("") : null;
}

/**
 * A marked-up string (../content/markup.ts) as plain text, for titles, abstracts, keywords and table cells:
 * italics and bold dropped, ^2+^ and ~2~ as Unicode super- and subscripts where they exist, [n] citations removed.
 */
export function plainText(source: string): string {
  return source
    .replace(/\s*\[\d+(?:\s*[,–-]\s*\d+)*\]/g, "")
    .replace(/\^([^^]+)\^/g, (_, x: string) => mapChars(x, SUP) ?? x)
    .replace(/~([^~]+)~/g, (_, x: string) => mapChars(x, SUB) ?? x)
    .replace(/\*\*([^*]+)\*\*/g, "$1")
    .replace(/\*([^*]+)\*/g, "$1")
    .replace(/`([^`]+)`/g, "$1");
}

/** "[1,2]" and "[1–3]" as the markup's single citations "[1], [2]" and "[1], [2], [3]". */
export function normaliseCitations(source: string): string {
  return source.replace(/\[(\d+(?:\s*[,–-]\s*\d+)+)\]/g, (_, list: string) => {
    const numbers: number[] = [];
    for (const part of list.split(/\s*,\s*/)) {
      const range = /^(\d+)\s*[–-]\s*(\d+)$/.exec(part);
      if (range) for (let n = Number(range[1]); n <= Number(range[2]); n++) numbers.push(n);
      else numbers.push(Number(part));
    }
    return numbers.map((n) => `[${n}]`).join(", ");
  });
}

const HAN = /[\u3400-\u9fff]/;
const LATIN = /[A-Za-z0-9%]/;

/**
 * Replaces {target}, {sample}, {organism} and {technique}. Where a filled-in word meets Chinese text, Latin
 * letters and digits are set off from hanzi by a space ("的Seahorse" → "的 Seahorse"), as Chinese journals set them.
 */
export function fillPlaceholders(template: string, fill: Fill): string {
  return template.replace(/\{(target|sample|organism|technique)\}/g, (match, key: keyof Fill, offset: number) => {
    const value = fill[key];
    if (value === undefined) return match;
    const before = template[offset - 1] ?? "";
    const after = template[offset + match.length] ?? "";
    const [first, last] = [value[0] ?? "", value[value.length - 1] ?? ""];
    const spaceBefore = (HAN.test(before) && LATIN.test(first)) || (LATIN.test(before) && HAN.test(first));
    const spaceAfter = (HAN.test(after) && LATIN.test(last)) || (LATIN.test(after) && HAN.test(last));
    return `${spaceBefore ? " " : ""}${value}${spaceAfter ? " " : ""}`;
  });
}

/**
 * Capitalises the first letter of a sentence when its first word is an ordinary lower-case word of three letters
 * or more ("mice" → "Mice", "caspase-3" → "Caspase-3"); names written otherwise keep their case ("mRNA",
 * "iPSCs", "p53", "c-Myc", "*E. coli*").
 */
export function sentenceStart(s: string): string {
  return /^[a-z]{3,}(?![A-Za-z0-9])/.test(s) ? s[0]!.toUpperCase() + s.slice(1) : s;
}

const MINOR = new Set(["a", "an", "and", "as", "at", "by", "for", "from", "in", "into", "of", "on", "or", "the", "to", "via", "with", "per", "vs", "versus"]);
/** Species epithets and other Latin words that stay lower case in a title ("Arabidopsis thaliana"). */
const EPITHETS = new Set(ORGANISMS.flatMap((o) => o.en.split(" ").slice(1).map((w) => w.toLowerCase())));

/**
 * The words a placeholder brings into an English title, in the title's Title Case: ordinary lower-case words are
 * capitalised, minor words, species epithets, italic passages and words with capitals or digits inside keep
 * their case ("liver homogenates from adult mice" → "Liver Homogenates from Adult Mice", "mRNA" stays).
 */
export function titleCaseWords(s: string): string {
  let italic = false;
  return s
    .split(/(\s+)/)
    .map((word) => {
      if (/^\s+$/.test(word)) return word;
      const starts = word.startsWith("*");
      const ends = word.endsWith("*") && word.length > 1;
      const inItalic = italic || starts;
      if (starts && !ends) italic = true;
      else if (ends && !starts) italic = false;
      if (inItalic) return word;
      if (!/^[a-z]+(?:[-–][a-z]+)*[,;:)]?$/.test(word)) return word;
      const bare = word.replace(/[,;:)]$/, "");
      if (MINOR.has(bare) || EPITHETS.has(bare)) return word;
      return word
        .split(/([-–])/)
        .map((part, i) => (i % 2 === 0 && part && !MINOR.has(part) ? part[0]!.toUpperCase() + part.slice(1) : part))
        .join("");
    })
    .join("");
}

/** A template filled for a title: placeholders in Title Case (English) before the title is made plain text. */
export function fillTitle(template: string, fill: Fill, lang: "en" | "cn"): string {
  const f =
    lang === "en"
      ? { target: titleCaseWords(fill.target), sample: titleCaseWords(fill.sample), organism: titleCaseWords(fill.organism), technique: fill.technique && titleCaseWords(fill.technique) }
      : fill;
  const filled = fillPlaceholders(template, f);
  return lang === "en" ? sentenceStart(plainText(filled)) : plainText(filled);
}

/** A template filled for running text, its first letter capitalised when a placeholder opens the sentence. */
export function fillSentence(template: string, fill: Fill, lang: "en" | "cn"): string {
  const filled = normaliseCitations(fillPlaceholders(template, fill));
  return lang === "en" ? sentenceStart(filled) : filled;
}
