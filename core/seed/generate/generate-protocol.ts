import { protocolDoi } from "../../protocols/protocol-doi";
import type { ProtocolKind, ProtocolStatus } from "../../db/schema";
import type { Block, ProtocolBody } from "../../protocols/body";
import type { Random } from "../random";
import type { SeedProtocol } from "../seed-protocol";
import { addDays } from "../../dates/windows";
import {
  ABSTRACT_SENTENCES,
  CATEGORY_VOCABULARY,
  DEPARTMENTS,
  GIVEN_NAMES,
  INSTITUTIONS,
  STEP_SENTENCES,
  SURNAMES,
  TITLE_PATTERNS,
  WESTERN_NAMES,
  organismsFor,
  type Term,
} from "./vocabulary";
import { REFERENCE_JOURNALS, SUPPLIERS } from "./suppliers";

/** Where and when a generated protocol appears. */
export interface Slot {
  id: number;
  kind: ProtocolKind;
  status: ProtocolStatus;
  issueId: number | null;
  /** Issue date for published protocols; null for in press and preprints. */
  publishedOn: string | null;
  onlineOn: string;
  categoryId: number;
}

interface Picked {
  technique: Term;
  target: Term;
  organism: Term;
}

/** Lower-cases a leading capital unless the word is an acronym (RNA-seq stays, Western → western). */
function lowerFirst(s: string): string {
  return s.length > 1 && s[1] === s[1]!.toLowerCase() ? s[0]!.toLowerCase() + s.slice(1) : s;
}
function upperFirst(s: string): string {
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
}

function fill(template: string, p: Picked, lang: "en" | "cn"): string {
  return template
    .replaceAll("{technique}", lang === "en" ? lowerFirst(p.technique.en) : p.technique.cn)
    .replaceAll("{target}", lang === "en" ? p.target.en : p.target.cn)
    .replaceAll("{organism}", lang === "en" ? p.organism.en : p.organism.cn);
}

/**
 * A person: a Chinese name in both scripts, or a foreign name kept in Latin script on the Chinese pages too, as
 * Chinese journals print it (issue 17 §4: no transliteration such as 奥利维亚·布朗).
 */
export function generatePerson(rng: Random): { nameEn: string; nameCn: string | null } {
  if (rng.chance(0.6)) {
    const surname = rng.pick(SURNAMES);
    const given = rng.pick(GIVEN_NAMES);
    return { nameEn: `${given.en} ${surname.en}`, nameCn: `${surname.cn}${given.cn}` };
  }
  const w = rng.pick(WESTERN_NAMES);
  return { nameEn: `${w.first} ${w.last}`, nameCn: null };
}

export function generateAffiliation(rng: Random): string {
  const inst = rng.pick(INSTITUTIONS);
  return `${rng.pick(DEPARTMENTS).en}, ${inst.en}, ${inst.city}, ${inst.country}`;
}

function orcid(rng: Random): string {
  const block = () => String(rng.int(0, 9999)).padStart(4, "0");
  return `0000-000${rng.int(1, 3)}-${block()}-${block()}`;
}

function paragraph(text: string): Block {
  return { type: "paragraph", content: [{ t: "text", v: text }] };
}

function generateBody(rng: Random, p: Picked, sentences: string[]): ProtocolBody {
  const steps = rng.sample(STEP_SENTENCES, rng.int(8, 14)).map((s, i) => ({
    content: [{ t: "text" as const, v: upperFirst(fill(s.en, p, "en")) }],
    ...(i % 5 === 2 ? { notes: [[{ t: "text" as const, v: "Critical: keep samples on ice between steps." }]] } : {}),
  }));
  const materials = rng
    .sample(SUPPLIERS, 6)
    .map((s) => ({ name: s.reagent, supplier: s.supplier, catalog: String(rng.int(10000, 99999)) }));
  const references = Array.from({ length: rng.int(3, 6) }, () => {
    const [first = "A", last = "B"] = generatePerson(rng).nameEn.split(" ");
    const year = rng.int(1995, 2024);
    const start = rng.int(1, 900);
    return {
      text: `${last}, ${first[0]}. et al. (${year}). ${upperFirst(fill(rng.pick(TITLE_PATTERNS).en, p, "en"))}. ${rng.pick(REFERENCE_JOURNALS)} ${rng.int(1, 60)}: ${start}–${start + rng.int(5, 20)}.`,
    };
  });
  return {
    sections: [
      {
        kind: "background",
        blocks: [
          {
            type: "paragraph",
            content: [
              { t: "text", v: `${sentences[0]} ` },
              { t: "cite", ref: 1 },
              { t: "text", v: ` ${sentences[1]}` },
            ],
          },
          paragraph(sentences[2] ?? ""),
        ],
      },
      { kind: "materials", blocks: [{ type: "materials", items: materials }] },
      { kind: "procedure", blocks: [{ type: "steps", items: steps }] },
      { kind: "data_analysis", blocks: [paragraph(sentences[3] ?? "")] },
      { kind: "competing_interests", blocks: [paragraph("The authors declare no competing interests.")] },
    ],
    references,
  };
}

/** A plausible bilingual protocol for the demo journal, from the vocabulary and `rng`. */
export function generateProtocol(rng: Random, slot: Slot): SeedProtocol {
  const vocabulary = CATEGORY_VOCABULARY[slot.categoryId];
  if (!vocabulary) throw new Error(`no vocabulary for category ${slot.categoryId}`);
  const picked: Picked = {
    technique: rng.pick(vocabulary.techniques),
    target: rng.pick(vocabulary.targets),
    organism: rng.pick(organismsFor(slot.categoryId)),
  };
  const pattern = rng.pick(TITLE_PATTERNS);
  const parts = [
    rng.pick(ABSTRACT_SENTENCES.opening),
    ...rng.sample(ABSTRACT_SENTENCES.method, 2),
    rng.pick(ABSTRACT_SENTENCES.result),
    rng.pick(ABSTRACT_SENTENCES.closing),
  ];
  const sentencesEn = parts.map((s) => upperFirst(fill(s.en, picked, "en")));
  const hasChinese = slot.kind === "bp" ? rng.chance(0.88) : rng.chance(0.5);
  const authorCount = rng.int(2, 6);
  const authors = Array.from({ length: authorCount }, (_, i) => {
    const who = generatePerson(rng);
    const corresponding = i === authorCount - 1;
    return {
      nameEn: who.nameEn,
      nameCn: who.nameCn,
      affiliations: [generateAffiliation(rng)],
      orcid: rng.chance(0.5) ? orcid(rng) : null,
      corresponding,
      email: corresponding ? `${who.nameEn.toLowerCase().replace(/[^a-z]+/g, ".")}@example.org` : null,
    };
  });
  const categoryIds = [slot.categoryId];
  if (rng.chance(0.3)) {
    const other = rng.pick(Object.keys(CATEGORY_VOCABULARY).map(Number));
    if (other !== slot.categoryId) categoryIds.push(other);
  }
  const keywords = rng.sample(vocabulary.keywords, rng.int(3, 5));
  const acceptedOn = addDays(slot.onlineOn, -rng.int(3, 20));
  const versions =
    slot.publishedOn && rng.chance(0.1)
      ? [
          { version: 1, publishedOn: slot.publishedOn, noteEn: "First published.", noteCn: "首次发表。" },
          {
            version: 2,
            publishedOn: addDays(slot.publishedOn, rng.int(30, 200)),
            noteEn: "Corrected reagent concentrations in Recipes and clarified step timing.",
            noteCn: "更正了试剂配方中的浓度，并明确了步骤时间。",
          },
        ]
      : [];
  return {
    id: slot.id,
    kind: slot.kind,
    status: slot.status,
    doi: protocolDoi(slot.kind, slot.id),
    elocation: `e${slot.id}`,
    titleEn: upperFirst(fill(pattern.en, picked, "en")),
    titleCn: hasChinese ? fill(pattern.cn, picked, "cn") : null,
    abstractEn: sentencesEn.join(" "),
    abstractCn: hasChinese ? parts.map((s) => fill(s.cn, picked, "cn")).join("") : null,
    keywordsEn: keywords.map((k) => k.en),
    keywordsCn: hasChinese ? keywords.map((k) => k.cn) : [],
    receivedOn: addDays(acceptedOn, -rng.int(40, 160)),
    acceptedOn,
    onlineOn: slot.onlineOn,
    publishedOn: slot.publishedOn,
    issueId: slot.issueId,
    journalVersionId: null,
    videoId: null,
    authors,
    categoryIds,
    organisms: [picked.organism.en],
    reviewers:
      slot.kind === "bp" && rng.chance(0.4)
        ? Array.from({ length: 2 }, () => {
            const who = generatePerson(rng);
            return { nameEn: who.nameEn, nameCn: who.nameCn, affiliation: generateAffiliation(rng) };
          })
        : [],
    versions,
    body: generateBody(rng, picked, sentencesEn),
  };
}
