/**
 * The term dictionary's text format (ADR 0114), one concept per line:
 *
 *   western blot; western blotting; immunoblot; immunoblotting | 蛋白印迹; 蛋白质印迹; 免疫印迹
 *
 * English forms (and abbreviations, scientific names) before the bar, Chinese forms after it, each list
 * separated by semicolons (ASCII or full-width). Every form of a line names the same thing: a reader
 * searching one would accept any other as the same search. A line starting with `#` is a comment.
 * Kept as text rather than objects so a scientist can review a file line by line.
 */

export interface TermConcept {
  en: string[];
  cn: string[];
  /** Where it was written: "<file>:<line>", for the check's messages. */
  origin: string;
}

const LIST_SEPARATOR = /[;；]/;

function forms(side: string): string[] {
  return side
    .split(LIST_SEPARATOR)
    .map((f) => f.trim().replace(/\s+/g, " "))
    .filter(Boolean);
}

/** The concepts of one dictionary file's text; a malformed line throws, naming it. */
export function parseTermLines(file: string, text: string): TermConcept[] {
  const out: TermConcept[] = [];
  text.split("\n").forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith("#")) return;
    const origin = `${file}:${i + 1}`;
    const parts = line.split("|");
    if (parts.length !== 2) throw new Error(`${origin}: a concept is "english forms | chinese forms": ${line}`);
    const concept = { en: forms(parts[0]!), cn: forms(parts[1]!), origin };
    if (concept.en.length + concept.cn.length < 2) throw new Error(`${origin}: a concept needs at least two forms: ${line}`);
    out.push(concept);
  });
  return out;
}
