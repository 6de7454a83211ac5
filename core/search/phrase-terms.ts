import { createHash } from "node:crypto";
import { processWide } from "../runtime/process-wide";
import { formUnits, type QueryUnit } from "./query-groups";
import { termConcepts } from "./terms";

/**
 * The term dictionary's phrases as terms of the index (ADR 0130). Every form of the dictionary whose words or
 * Chinese characters make a phrase of two or more index terms (western blot, RNA-seq, 蛋白质印迹 — the phrase of
 * its bigrams) is looked for in each field of each protocol when it is indexed, and where the field holds it as
 * consecutive terms the field also gets one term that stands for the whole phrase. A query unit that is such a
 * phrase is then one exact term for the engines instead of a positional check: PostgreSQL answers it from the GIN
 * index alone, without reading any protocol's positions (the dominant cost of its searches, ADR 0115), and a
 * concept with ten forms is an OR of ten terms. A phrase that is not in the dictionary is checked by position,
 * as before. Matching is by the engines' own rule — consecutive terms of one field, never across a separator —
 * so a search finds exactly what the positional check found.
 */

/** Starts a phrase term; its terms are joined by PHRASE_JOIN. Private-use characters: no typed word holds them. */
const PHRASE_MARK = "\uE003";
const PHRASE_JOIN = "\uE004";

interface PhraseSet {
  /** Known phrases by their first term. */
  byFirst: Map<string, QueryUnit[]>;
  keys: Set<string>;
  /** Changes whenever the set of phrases does: the index must then be rebuilt (ensure-search-index-format.ts). */
  fingerprint: string;
}

let phrases: PhraseSet | null = null;

/** The term standing for a phrase of index terms. */
export function phraseTerm(unit: QueryUnit): string {
  return PHRASE_MARK + unit.join(PHRASE_JOIN);
}

function build(): PhraseSet {
  const byFirst = new Map<string, QueryUnit[]>();
  const keys = new Set<string>();
  for (const concept of termConcepts()) {
    for (const form of [...concept.en, ...concept.cn]) {
      for (const unit of formUnits(form)) {
        if (unit.length < 2) continue;
        const key = phraseTerm(unit);
        if (keys.has(key)) continue;
        keys.add(key);
        const list = byFirst.get(unit[0]!);
        if (list) list.push(unit);
        else byFirst.set(unit[0]!, [unit]);
      }
    }
  }
  const fingerprint = createHash("sha256").update([...keys].sort().join("\n")).digest("hex").slice(0, 16);
  return { byFirst, keys, fingerprint };
}

function loaded(): PhraseSet {
  phrases ??= processWide("phraseTerms", build);
  return phrases;
}

/** The fingerprint of the dictionary's phrases: an index built with other phrases must be rebuilt. */
export function phraseSetFingerprint(): string {
  return loaded().fingerprint;
}

/** A query unit as the engines look it up: a known phrase as its one term, anything else as it is. */
export function indexedUnit(unit: QueryUnit): QueryUnit {
  if (unit.length < 2) return unit;
  const term = phraseTerm(unit);
  return loaded().keys.has(term) ? [term] : unit;
}

/** The phrase terms of the known phrases that `terms` (one field's index terms, in order) holds, each once. */
export function phraseTermsOf(terms: readonly string[]): string[] {
  const { byFirst } = loaded();
  const found = new Set<string>();
  for (let i = 0; i < terms.length; i++) {
    const candidates = byFirst.get(terms[i]!);
    if (!candidates) continue;
    for (const unit of candidates) {
      if (i + unit.length > terms.length) continue;
      let k = 1;
      while (k < unit.length && terms[i + k] === unit[k]) k++;
      if (k === unit.length) found.add(phraseTerm(unit));
    }
  }
  return [...found];
}
