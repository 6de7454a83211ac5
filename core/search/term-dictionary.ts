import type { Lang } from "../config/constants";
import { processWide } from "../runtime/process-wide";
import { formUnits, meaningfulGroups, queryGroups, type QueryUnit } from "./query-groups";
import { termConcepts } from "./terms";

/**
 * The term dictionary as the query compiler uses it (ADR 0114): each form of each concept is known by the
 * keys of its query groups, so a run of a query's groups that spells a form (western blot, 蛋白印迹, His 标签)
 * finds the concept, and the concept's other forms become alternatives of that run.
 */

export interface TermForm {
  text: string;
  lang: Lang;
  units: QueryUnit[];
  /** Its group keys, joined: how a query spells it. */
  key: string;
}

interface Dictionary {
  byKey: Map<string, TermForm[]>;
  /** The most groups a form has: longer runs of a query need no look-up. */
  longest: number;
}

let dictionary: Dictionary | null = null;

/** A sequence of group keys as one look-up key. */
export function joinKeys(keys: readonly string[]): string {
  return keys.join(" & ");
}

function build(): Dictionary {
  const byKey = new Map<string, TermForm[]>();
  let longest = 1;
  for (const concept of termConcepts()) {
    const forms: TermForm[] = [];
    for (const [lang, list] of [["en", concept.en], ["cn", concept.cn]] as const) {
      for (const text of list) {
        const groups = meaningfulGroups(queryGroups(text, false));
        if (!groups.length) continue;
        longest = Math.max(longest, groups.length);
        forms.push({ text, lang, units: formUnits(text), key: joinKeys(groups.map((g) => g.key)) });
      }
    }
    // The dictionary's check keeps a form in one concept; were one in two, the first concept wins.
    for (const form of forms) if (!byKey.has(form.key)) byKey.set(form.key, forms);
  }
  return { byKey, longest };
}

function loaded(): Dictionary {
  dictionary ??= processWide("termDictionary", build);
  return dictionary;
}

/** The forms of the concept spelled by these group keys (itself included), or null. */
export function conceptForms(keys: readonly string[]): TermForm[] | null {
  return loaded().byKey.get(joinKeys(keys)) ?? null;
}

/** The forms of the concept one of whose forms is `name` (an organism's stored name, say), or null. */
export function conceptOfName(name: string): TermForm[] | null {
  const groups = meaningfulGroups(queryGroups(name, false));
  return groups.length ? conceptForms(groups.map((g) => g.key)) : null;
}

/** The most groups of any form. */
export function longestForm(): number {
  return loaded().longest;
}
