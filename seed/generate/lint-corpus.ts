import type { Block, Inline, ProtocolBody, Section, Step } from "@core/protocols/body";
import type { SeedProtocol } from "../seed-protocol";
import type { Technique } from "./techniques/types";

/** One protocol of the demo corpus and the technique template it was made from (null: hand-written). */
export interface CorpusEntry {
  protocol: SeedProtocol;
  techniqueId: string | null;
}

/** What the corpus linter checks (issue 17 §1); each rule lists its findings, empty when the corpus passes. */
export interface CorpusFindings {
  /** "the the" in English, 分析分析 in Chinese, in titles, abstracts and steps. */
  doubledWords: string[];
  /** Abstract sentences found in more than 1% of the abstracts. */
  sharedSentences: string[];
  duplicateTitles: string[];
  /** References of the protocol's online year or later. */
  referencesTooNew: string[];
  /** Organisms a technique is not made for (outside its contexts), or subjects that are not the technique's. */
  outsideTechnique: string[];
  /** Preprints whose journal version is missing, of another technique or not published after them. */
  preprintLinks: string[];
  /** Generated protocols without a complete Chinese version whose full text aligns with the English one. */
  chinese: string[];
  /** The same person twice among a protocol's authors. */
  repeatedAuthors: string[];
}

export const SHARED_SENTENCE_SHARE = 0.01;

/** Prose of a rich text: citations and code (command lines, file names) left out. */
const inlineText = (xs: Inline[]) => xs.map((x) => (x.t === "cite" || (x.t === "text" && x.marks?.includes("code")) ? " " : x.v)).join("");

function stepTexts(step: Step, out: string[]): void {
  out.push(inlineText(step.content));
  for (const n of step.notes ?? []) out.push(inlineText(n));
  for (const s of step.substeps ?? []) stepTexts(s, out);
}

/** The procedure's steps, sub-steps and notes as plain text. */
export function procedureTexts(body: ProtocolBody): string[] {
  const out: string[] = [];
  for (const section of body.sections) {
    for (const block of section.blocks) if (block.type === "steps") for (const s of block.items) stepTexts(s, out);
  }
  return out;
}

const EN_DOUBLED = /\b([A-Za-z]{2,})\s+\1\b/i;
/** A two-character Chinese word written twice in a row (分析分析, 测定测定). */
const CN_DOUBLED = /([\u4e00-\u9fff]{2})\1/;

/** Tautonyms: Latin binomials whose genus and species are the same word. */
const TAUTONYMS = new Set(["gallus gallus", "rattus rattus", "vulpes vulpes", "bison bison", "gorilla gorilla"]);

export function doubledWord(text: string): string | null {
  for (const m of text.matchAll(new RegExp(EN_DOUBLED, "gi"))) if (!TAUTONYMS.has(m[0].toLowerCase())) return m[0];
  const cn = CN_DOUBLED.exec(text);
  return cn ? cn[0] : null;
}

/** Sentences of an abstract: English split at ". " before a capital, Chinese at 。 */
export function abstractSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z(“"])|(?<=[。！？])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

function stepShape(s: Step): unknown {
  return { sub: s.substeps?.map(stepShape) ?? [], notes: s.notes?.length ?? 0, cites: cites(s.content) };
}
function cites(xs: Inline[]): number[] {
  return xs.flatMap((x) => (x.t === "cite" ? [x.ref] : []));
}
function blockShape(b: Block): unknown {
  switch (b.type) {
    case "paragraph":
    case "note":
      return { [b.type]: cites(b.content) };
    case "steps":
      return { steps: b.items.map(stepShape) };
    case "list":
      return { list: b.items.length, ordered: b.ordered };
    case "materials":
      return { materials: b.items.map((m) => [m.supplier, m.catalog]) };
    case "table":
      return { table: [b.head.length, b.rows.map((r) => r.length)] };
    case "figure":
    case "video":
      return { [b.type]: b.src };
    case "equation":
      return { equation: b.tex };
    case "heading":
      return "heading";
  }
}

// Generated bodies share their sections between protocols of the same technique, context and target: each
// section object is checked once.
const shapes = new WeakMap<Section, string>();
const doubledInSections = new WeakMap<Section, string | null>();

function sectionShape(section: Section): string {
  let shape = shapes.get(section);
  if (shape === undefined) shapes.set(section, (shape = JSON.stringify({ kind: section.kind, blocks: section.blocks.map(blockShape) })));
  return shape;
}

/** The structure two full texts must share to be read side by side, step by step. */
export function bodyShape(body: ProtocolBody): string {
  return `${body.sections.map(sectionShape).join("\n")}\n${body.references.length} references`;
}

/** The first doubled word in a body's steps, sub-steps and notes. */
function doubledInSteps(body: ProtocolBody): string | null {
  for (const section of body.sections) {
    let found = doubledInSections.get(section);
    if (found === undefined) {
      found = null;
      for (const t of procedureTexts({ sections: [section], references: [] })) found ??= doubledWord(t);
      doubledInSections.set(section, found);
    }
    if (found) return found;
  }
  return null;
}

function referenceYear(text: string): number | null {
  const m = /\((\d{4})[a-z]?\)/.exec(text);
  return m ? Number(m[1]) : null;
}

/** Lints a whole demo corpus. */
export function lintCorpus(entries: readonly CorpusEntry[], techniques: ReadonlyMap<string, Technique>): CorpusFindings {
  const findings: CorpusFindings = {
    doubledWords: [],
    sharedSentences: [],
    duplicateTitles: [],
    referencesTooNew: [],
    outsideTechnique: [],
    preprintLinks: [],
    chinese: [],
    repeatedAuthors: [],
  };
  const byId = new Map(entries.map((e) => [e.protocol.id, e]));
  const sentenceCounts = new Map<string, number>();
  const titles = new Map<string, number>();
  let abstracts = 0;

  for (const { protocol: p, techniqueId } of entries) {
    const where = `${p.id}`;
    // A preprint that became a journal protocol carries that protocol's text: one work, counted once.
    const copy = p.kind === "bpp" && p.journalVersionId !== null;

    for (const t of [p.titleEn, p.titleCn ?? "", p.abstractEn, p.abstractCn ?? ""]) {
      const d = doubledWord(t);
      if (d) findings.doubledWords.push(`${where}: “${d}”`);
    }
    for (const body of [p.body, p.bodyCn]) {
      const d = body ? doubledInSteps(body) : null;
      if (d) findings.doubledWords.push(`${where} (steps): “${d}”`);
    }

    if (!copy) {
      abstracts++;
      const seen = new Set([...abstractSentences(p.abstractEn), ...abstractSentences(p.abstractCn ?? "")]);
      for (const s of seen) sentenceCounts.set(s, (sentenceCounts.get(s) ?? 0) + 1);
      for (const t of [p.titleEn, p.titleCn]) {
        if (!t) continue;
        const first = titles.get(t);
        if (first === undefined) titles.set(t, p.id);
        else findings.duplicateTitles.push(`${where} and ${first}: “${t}”`);
      }
    }

    const onlineYear = Number(p.onlineOn.slice(0, 4));
    for (const r of p.body.references) {
      const year = referenceYear(r.text);
      if (year !== null && year >= onlineYear) findings.referencesTooNew.push(`${where} (online ${p.onlineOn}): ${r.text.slice(0, 90)}`);
    }

    if (techniqueId !== null) {
      const t = techniques.get(techniqueId);
      if (!t) findings.outsideTechnique.push(`${where}: unknown technique ${techniqueId}`);
      else {
        const organisms = new Set(t.contexts.map((c) => c.organism));
        for (const o of p.organisms) if (!organisms.has(o)) findings.outsideTechnique.push(`${where}: ${t.id} in ${o}`);
        for (const c of p.categoryIds) if (!t.categoryIds.includes(c)) findings.outsideTechnique.push(`${where}: ${t.id} in category ${c}`);
      }
      if (!p.titleCn || !p.abstractCn || p.keywordsCn.length === 0) findings.chinese.push(`${where}: no Chinese title, abstract or keywords`);
      else if (!p.bodyCn) findings.chinese.push(`${where}: no Chinese full text`);
      else if (bodyShape(p.bodyCn) !== bodyShape(p.body)) findings.chinese.push(`${where}: Chinese full text does not align with the English`);
    }

    if (p.kind === "bpp" && p.journalVersionId !== null) {
      const version = byId.get(p.journalVersionId);
      if (!version) findings.preprintLinks.push(`${where}: journal version ${p.journalVersionId} missing`);
      else {
        if (version.protocol.kind !== "bp") findings.preprintLinks.push(`${where}: journal version ${version.protocol.id} is not a journal protocol`);
        if (version.techniqueId === null || version.techniqueId !== techniqueId) {
          findings.preprintLinks.push(`${where} (${techniqueId}) → ${version.protocol.id} (${version.techniqueId}): another technique`);
        }
        if (version.protocol.onlineOn <= p.onlineOn) findings.preprintLinks.push(`${where} → ${version.protocol.id}: journal version not after the preprint`);
      }
    }

    const names = new Set<string>();
    for (const a of p.authors) {
      const key = a.nameEn.toLowerCase();
      if (names.has(key)) findings.repeatedAuthors.push(`${where}: ${a.nameEn}`);
      names.add(key);
    }
  }

  const limit = abstracts * SHARED_SENTENCE_SHARE;
  for (const [s, n] of sentenceCounts) if (n > limit) findings.sharedSentences.push(`${n}×: ${s.slice(0, 100)}`);
  return findings;
}
