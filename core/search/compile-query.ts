import type { Lang } from "../config/constants";
import { meaningfulGroups, queryGroups, type QueryGroup, type QueryUnit } from "./query-groups";
import type { SearchField, SearchRow } from "./query-rules";
import { conceptForms, longestForm, type TermForm } from "./term-dictionary";

export type { QueryUnit } from "./query-groups";

/**
 * Turns the rows of a search into index terms, the same way the index was built (segment-text.ts). Within a
 * term, each group (query-groups.ts) must appear (AND); rows are ANDed. Where a run of groups spells a form of
 * the term dictionary (ADR 0114) — western blot, 蛋白印迹, mouse — the concept's other forms, in both languages,
 * are alternatives of that run: the run matches as typed OR as any of them (off with `expand: false`).
 */

/** Another form a clause may be found by, from the term dictionary. */
export interface Alternative {
  text: string;
  lang: Lang;
  units: QueryUnit[];
  /** A filter term (the organism the clause names): matched anywhere, never within one field. */
  facet?: boolean;
}

/** One thing a row must find: all of `units` (as typed), or all of the units of one alternative. */
export interface QueryClause {
  units: QueryUnit[];
  alternatives: Alternative[];
}

export interface CompiledRow {
  field: SearchField;
  /** The term as typed (normalized): the phrase a title may hold whole. */
  term: string;
  clauses: QueryClause[];
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
  /** The search also looked for synonyms in the typed language / for terms of the other language (which). */
  expanded: { synonyms: boolean; otherLanguage: Lang | null };
}

export interface CompileOptions {
  /** Look for the dictionary's other forms too (default true). */
  expand?: boolean;
  /** The filter terms a concept stands for (an organism's: see organism-names.ts). */
  facetsOf?: (forms: readonly TermForm[]) => readonly { term: string; name: string }[];
}

function typedLang(groups: readonly QueryGroup[]): Lang {
  return groups.some((g) => g.tokens[0]!.kind === "han") ? "cn" : "en";
}

function unitsKey(units: readonly QueryUnit[]): string {
  return units.map((u) => u.join(" ")).join(" & ");
}

/** The clauses of one term: runs of groups the dictionary knows (longest first), else one group each. */
function clausesOf(groups: readonly QueryGroup[], expand: boolean, facetsOf?: CompileOptions["facetsOf"]): QueryClause[] {
  const clauses: QueryClause[] = [];
  const seen = new Set<string>();
  let i = 0;
  while (i < groups.length) {
    let span = 1;
    let alternatives: Alternative[] = [];
    if (expand && !groups[i]!.quoted) {
      for (let n = Math.min(longestForm(), groups.length - i); n >= 1; n--) {
        const run = groups.slice(i, i + n);
        if (run.some((g) => g.quoted)) continue;
        const forms = conceptForms(run.map((g) => g.key));
        if (!forms) continue;
        // Each other form once: forms that differ only in what the index does not keep (caspase-3 and caspase 3)
        // look for the same units.
        const seenUnits = new Set([unitsKey(run.flatMap((g) => g.units))]);
        alternatives = [];
        for (const f of forms) {
          const key = unitsKey(f.units);
          if (seenUnits.has(key)) continue;
          seenUnits.add(key);
          alternatives.push({ text: f.text, lang: f.lang, units: f.units });
        }
        for (const facet of facetsOf?.(forms) ?? []) alternatives.push({ text: facet.name, lang: "en", units: [[facet.term]], facet: true });
        span = n;
        break;
      }
    }
    const units = groups.slice(i, i + span).flatMap((g) => g.units);
    const key = units.map((u) => u.join(" ")).join(" & ");
    if (units.length && !seen.has(key)) {
      seen.add(key);
      clauses.push({ units, alternatives });
    }
    i += span;
  }
  return clauses;
}

/** The units a term must match, as typed (no alternatives). */
export function compileTerm(term: string): QueryUnit[] {
  return clausesOf(meaningfulGroups(queryGroups(term)), false).flatMap((c) => c.units);
}

export function compileQuery(rows: readonly SearchRow[], options: CompileOptions = {}): CompiledQuery {
  const expand = options.expand ?? true;
  const expanded: CompiledQuery["expanded"] = { synonyms: false, otherLanguage: null };
  const compiled = rows.map((r) => {
    // Segmented once: the clauses and the typed language read the same groups.
    const groups = meaningfulGroups(queryGroups(r.term));
    const clauses = clausesOf(groups, expand, options.facetsOf);
    const lang = typedLang(groups);
    for (const c of clauses) {
      for (const a of c.alternatives) {
        if (a.facet) continue;
        if (a.lang === lang) expanded.synonyms = true;
        else expanded.otherLanguage ??= a.lang;
      }
    }
    return { field: r.field, term: r.term, clauses };
  });
  return { rows: compiled, matchesNothing: compiled.length === 0 || compiled.some((r) => r.clauses.length === 0), expanded };
}

/** The unit lists a clause is found by in a field: as typed, or one alternative's (filter terms: anywhere only). */
export function clauseOptions(clause: QueryClause, field: SearchField | "titleTerms"): QueryUnit[][] {
  return [clause.units, ...clause.alternatives.filter((a) => field === "all" || !a.facet).map((a) => a.units)];
}

/** A unit of Chinese bigrams (or one character) as the string it spells. */
function hanText(unit: QueryUnit): string {
  return unit.length === 1 ? unit[0]! : unit[0]! + unit.slice(1).map((b) => [...b].slice(-1).join("")).join("");
}

/**
 * What to mark in a text of the given field: the words of the rows that search that field (or anywhere), as
 * typed (a long Chinese word also by its parts) and as their alternatives.
 */
export function highlightTerms(q: CompiledQuery, field: Exclude<SearchField, "all"> | "body"): HighlightTerms {
  const words = new Map<string, string[]>();
  const han = new Set<string>();
  const addText = (text: string) => {
    for (const g of meaningfulGroups(queryGroups(text))) {
      const first = g.tokens[0]!;
      if (first.kind === "han") {
        han.add(first.chars.join(""));
        for (const unit of g.units) han.add(hanText(unit));
      } else if (g.units[0]?.length) words.set(g.units[0].join(" "), [...g.units[0]]);
    }
  };
  for (const row of q.rows) {
    if (row.field !== "all" && row.field !== field) continue;
    addText(row.term);
    for (const c of row.clauses) for (const a of c.alternatives) if (!a.facet) addText(a.text);
  }
  // Longer strings first, so 细胞凋亡 is marked whole rather than as 细胞 + 凋亡.
  return { words: [...words.values()], han: [...han].sort((a, b) => b.length - a.length) };
}
