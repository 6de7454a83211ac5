import { protocolDoi } from "@core/protocols/protocol-doi";
import type { ProtocolKind, ProtocolStatus } from "@core/db/schema";
import type { Block, ProtocolBody, Section, Step } from "@core/protocols/body";
import { initials, splitAuthorName } from "@core/protocols/citation/split-author-name";
import { addDays } from "@core/dates/iso-day";
import { rich } from "../content/markup";
import type { Random } from "../random";
import type { SeedProtocol } from "../seed-protocol";
import { abstractSentences, doubledWord } from "./lint-corpus";
import { affiliationAt, generatePerson, orcid, pickInstitution, type Institution, type Person } from "./people";
import { journalsFor } from "./suppliers";
import type { Bi, Technique, TechniqueContext, TechniqueStep } from "./techniques/types";
import { fillPlaceholders, fillSentence, fillTitle, plainText, sentenceStart, type Fill } from "./text";

/** Where and when a generated protocol appears, and the technique it describes. */
export interface Slot {
  id: number;
  kind: ProtocolKind;
  status: ProtocolStatus;
  issueId: number | null;
  /** Issue date for published protocols; null for in press and preprints. */
  publishedOn: string | null;
  onlineOn: string;
  categoryId: number;
  techniqueId: string;
  /** References are dated before this day's year (the preprint's, for a journal protocol made from one). */
  referencesBefore?: string;
}

/** What the generator remembers across the corpus: titles taken and how often each abstract sentence was used. */
export interface GeneratorState {
  titles: Set<string>;
  sentences: Map<string, number>;
  /** An abstract sentence is used at most this many times (below 1% of the corpus's abstracts). */
  sentenceCap: number;
  /** Techniques whose every title is taken: not searched again (a large corpus would search them per protocol). */
  exhausted: Set<string>;
}

export function generatorState(abstracts: number): GeneratorState {
  return { titles: new Set(), sentences: new Map(), sentenceCap: Math.max(2, Math.floor(abstracts * 0.009)), exhausted: new Set() };
}

type Lang = "en" | "cn";
const LANGS: Lang[] = ["en", "cn"];

/** Title frames for when a technique's own titles are all taken: {technique} is its name. */
const TITLE_FRAMES: Bi[] = [
  { en: "{technique} of {target} in {sample}", cn: "{sample}中{target}的{technique}" },
  { en: "Measuring {target} in {sample} by {technique}", cn: "采用{technique}测定{sample}中的{target}" },
  { en: "A {technique} Protocol for {target} in {organism}", cn: "{organism}{target}研究的{technique}实验方案" },
  { en: "{target} in {sample}: A Step-by-step {technique} Protocol", cn: "{sample}中的{target}：{technique}分步操作方案" },
];

/** Last resort when every title of a technique is taken: the title with a qualifier. */
const QUALIFIERS: Bi[] = [
  { en: "A Low-input Variant", cn: "低起始量改良方案" },
  { en: "A Medium-throughput Variant", cn: "中通量改良方案" },
  { en: "An Updated Protocol", cn: "更新版方案" },
  { en: "A Protocol for Teaching Laboratories", cn: "教学实验室适用方案" },
  { en: "A Core-facility Workflow", cn: "公共技术平台适用流程" },
  { en: "A Budget-conscious Protocol", cn: "低成本方案" },
];

/** Sentences that place the technique in its context, when the technique's own aim does not name it. */
const SCOPE: Bi[] = [
  {
    en: "Here we describe a {technique} workflow for {target} in {sample}, from sample preparation to data analysis.",
    cn: "本文介绍用于{sample}中{target}研究的{technique}流程，涵盖从样品制备到数据分析的各个环节。",
  },
  { en: "The protocol uses {sample} as starting material and {target} as the read-out.", cn: "本方案以{sample}为起始材料，以{target}作为检测指标。" },
  { en: "We present a step-by-step {technique} protocol for {target} in {sample}.", cn: "本文提供一套{technique}的分步操作方案，适用于{sample}中{target}的研究。" },
];
const METHOD: Bi[] = [
  {
    en: "Each stage of the {technique} workflow for {sample} is given with volumes, times and temperatures, and the points at which the work can be paused are marked.",
    cn: "针对{sample}的{technique}流程中，每个环节均注明了体积、时间和温度，并标出了可暂停的节点。",
  },
  { en: "Critical steps for {sample} are flagged, and controls for {target} are included at each stage.", cn: "文中标注了处理{sample}时的关键步骤，并在各环节设置了{target}的对照。" },
];
const RESULT: Bi[] = [
  { en: "In our hands the procedure gave reproducible values for {target} across independent experiments with {sample}.", cn: "在我们的实验中，以{sample}为材料时，该流程在独立重复实验之间得到了可重复的{target}数值。" },
  { en: "Applied to {sample}, the protocol resolved differences in {target} between experimental groups.", cn: "应用于{sample}时，本方案能够分辨不同实验组之间{target}的差异。" },
];
const CLOSING: Bi[] = [
  { en: "With minor changes, the protocol can be adapted to targets other than {target}.", cn: "只需稍作调整，本方案即可用于{target}以外的其他检测对象。" },
  { en: "The same workflow suits core facilities that run {technique} on {sample} routinely.", cn: "该流程同样适用于常规对{sample}开展{technique}的公共技术平台。" },
  { en: "Recipes, troubleshooting advice and expected values for {target} are provided.", cn: "文中提供了{target}相关的试剂配方、常见问题解决方法和预期数值。" },
];
/** A sentence of the background that cites the recent references (its [k] is filled in). */
const RECENT: Bi[] = [
  { en: "The approach has since been applied to {target} in {organism} {cites}.", cn: "此后，该方法已被用于{organism}{target}的研究 {cites}。" },
  { en: "Later refinements improved its sensitivity and throughput {cites}.", cn: "后续改进进一步提高了该方法的灵敏度和通量 {cites}。" },
  { en: "Recent studies have used it to compare {target} between conditions {cites}.", cn: "近期研究利用该方法比较了不同条件下的{target} {cites}。" },
];
/** Titles of later papers on the technique (sentence case, as reference lists print them). */
const RECENT_TITLES = [
  "{technique} of {target} in {organism}: sources of variation and their control",
  "Optimised {technique} for {target} in {sample}",
  "Comparison of sample preparations for {technique} of {target}",
  "Reproducibility of {target} measurements by {technique} across laboratories",
];
const ANIMALS = new Set(["Mus musculus", "Rattus norvegicus", "Danio rerio", "Xenopus laevis", "Gallus gallus", "Sus scrofa", "Macaca mulatta"]);

/** A template's recipe name may carry its own number ("Recipe 1. Extraction buffer"); the heading numbers it once. */
function unnumbered(name: string): string {
  return name.replace(/^(Recipe|配方)\s*\d+\s*[.:：]\s*/, "");
}

const HEADINGS = {
  troubleshooting: { en: "Troubleshooting.", cn: "常见问题及解决方法。" },
  troubleshootingHead: { en: ["Problem", "Possible cause", "Solution"], cn: ["问题", "可能原因", "解决方法"] },
  recipe: { en: (n: number, name: string) => `Recipe ${n}: ${unnumbered(name)}`, cn: (n: number, name: string) => `配方 ${n}：${unnumbered(name)}` },
  competing: { en: "The authors declare no competing interests.", cn: "作者声明不存在利益冲突。" },
};

/**
 * Memoised results by the identity of the objects they are made from (technique, template, context, target): a
 * technique has a few dozen combinations, so each title, sentence and body is built once, not once per protocol.
 */
interface MemoNode {
  children: Map<unknown, MemoNode>;
  value?: unknown;
  has: boolean;
}
const memoRoot: MemoNode = { children: new Map(), has: false };
function cached<T>(parts: (object | string)[], make: () => T): T {
  let node = memoRoot;
  for (const part of parts) {
    let next = node.children.get(part);
    if (!next) node.children.set(part, (next = { children: new Map(), has: false }));
    node = next;
  }
  if (!node.has) {
    node.value = make();
    node.has = true;
  }
  return node.value as T;
}

function shuffled<T>(rng: Random, items: readonly T[]): T[] {
  return rng.sample(items, items.length);
}

/** The words of a context and target for one language. */
function fillFor(context: TechniqueContext, target: Bi, lang: Lang, t?: Technique): Fill {
  return { target: target[lang], sample: context.sample[lang], organism: context.organismText[lang], technique: t?.name[lang] };
}

interface Choice {
  context: TechniqueContext;
  target: Bi;
  titleEn: string;
  titleCn: string;
}

/** A filled title; `usable` is false when filling it doubled a word (a sample ending as the target begins). */
function titleOf(template: Bi, t: Technique, context: TechniqueContext, target: Bi): { en: string; cn: string; usable: boolean } {
  return cached(["title", template, t, context, target], () => {
    const en = fillTitle(template.en, fillFor(context, target, "en", t), "en");
    const cn = fillTitle(template.cn, fillFor(context, target, "cn", t), "cn");
    return { en, cn, usable: !doubledWord(en) && !doubledWord(cn) };
  });
}

/**
 * A context, a target and a title no other protocol of the corpus has: the technique's own titles first, then
 * general frames around the technique's name. When every combination is taken: a title already used if
 * `repeatTitles` (the stress corpora of 50,000 and more, ADR 0098), else null.
 */
function chooseTitle(rng: Random, t: Technique, state: GeneratorState, repeatTitles: boolean): Choice | null {
  const free = (title: { en: string; cn: string; usable: boolean }) => title.usable && !state.titles.has(title.en) && !state.titles.has(title.cn);
  if (state.exhausted.has(t.id)) return repeatTitles ? repeatedTitle(rng, t) : null;
  for (let attempt = 0; attempt < 24; attempt++) {
    const [context, target] = [rng.pick(t.contexts), rng.pick(t.targets)];
    const title = titleOf(rng.pick(t.titles), t, context, target);
    if (free(title)) return { context, target, titleEn: title.en, titleCn: title.cn };
  }
  const templates = [...shuffled(rng, t.titles), ...shuffled(rng, TITLE_FRAMES)];
  const qualified = cached(["qualified", t], () =>
    QUALIFIERS.flatMap((q) => [...t.titles, ...TITLE_FRAMES].map((x) => ({ en: `${x.en}: ${q.en}`, cn: `${x.cn}：${q.cn}` }))),
  );
  for (const template of [...templates, ...shuffled(rng, qualified)]) {
    for (const context of shuffled(rng, t.contexts)) {
      for (const target of shuffled(rng, t.targets)) {
        const title = titleOf(template, t, context, target);
        if (free(title)) return { context, target, titleEn: title.en, titleCn: title.cn };
      }
    }
  }
  state.exhausted.add(t.id);
  return repeatTitles ? repeatedTitle(rng, t) : null;
}

/** One of the technique's own titles, though another protocol has it. */
function repeatedTitle(rng: Random, t: Technique): Choice | null {
  for (const template of shuffled(rng, t.titles)) {
    const [context, target] = [rng.pick(t.contexts), rng.pick(t.targets)];
    const title = titleOf(template, t, context, target);
    if (title.usable) return { context, target, titleEn: title.en, titleCn: title.cn };
  }
  return null;
}

/** A filled abstract sentence, the sentences the linter will see in it, and whether it reads without a doubled word. */
interface AbstractSentence extends Bi {
  parts: string[];
  usable: boolean;
}

/** The abstract: an aim, what the protocol covers, one to three methods, a result and sometimes a closing line. */
function generateAbstract(rng: Random, t: Technique, context: TechniqueContext, target: Bi, state: GeneratorState): Bi {
  const fill = (template: Bi): AbstractSentence =>
    cached(["sentence", template, t, context, target], () => {
      const out = { en: "", cn: "" };
      for (const lang of LANGS) {
        out[lang] = plainText(fillSentence(template[lang], fillFor(context, target, lang, t), lang));
      }
      const usable = !doubledWord(out.en) && !doubledWord(out.cn);
      return { ...out, parts: [...new Set([...abstractSentences(out.en), ...abstractSentences(out.cn)])], usable };
    });
  const isFree = (s: AbstractSentence) => s.usable && s.parts.every((x) => (state.sentences.get(x) ?? 0) < state.sentenceCap);
  const freeOf = (templates: Bi[]) => templates.map(fill).filter(isFree);

  const chosen: AbstractSentence[] = [];
  const aims = freeOf(t.abstract.aim);
  const aim = aims.length ? rng.pick(aims) : null;
  if (aim) chosen.push(aim);
  const sampleNamed = aim && aim.en.includes(plainText(context.sample.en));
  if (!sampleNamed) {
    const scope = freeOf(SCOPE);
    if (scope.length) chosen.push(rng.pick(scope));
  }
  const methods = freeOf(t.abstract.method);
  if (methods.length) {
    const count = Math.min(methods.length, rng.chance(0.25) ? 3 : 2);
    const picked = new Set(rng.sample(methods, count));
    chosen.push(...methods.filter((m) => picked.has(m)));
  } else {
    const generic = freeOf(METHOD);
    if (generic.length) chosen.push(rng.pick(generic));
  }
  const results = freeOf(t.abstract.result);
  const result = results.length ? rng.pick(results) : (freeOf(RESULT)[0] ?? null);
  if (result) chosen.push(result);
  if (rng.chance(0.4)) {
    const closing = freeOf(CLOSING);
    if (closing.length) chosen.push(rng.pick(closing));
  }
  for (const s of chosen) for (const x of s.parts) state.sentences.set(x, (state.sentences.get(x) ?? 0) + 1);
  return { en: chosen.map((s) => s.en).join(" "), cn: chosen.map((s) => s.cn).join("") };
}

interface RecentReference {
  text: string;
}

function formatAuthors(people: Person[]): string {
  return people
    .map((p) => {
      const name = splitAuthorName(p.nameEn, p.nameCn);
      return name.given ? `${name.family}, ${initials(name.given)}` : name.family;
    })
    .join(", ");
}

/** One or two later papers on the technique, all published before the protocol's online year. */
function recentReferences(rng: Random, t: Technique, context: TechniqueContext, target: Bi, onlineOn: string): RecentReference[] {
  const journals = journalsFor(t.categoryIds[0]!);
  const lastYear = Number(onlineOn.slice(0, 4)) - 1;
  const newestOwn = Math.max(...t.references.map((r) => r.year));
  const first = Math.max(2015, newestOwn + 1);
  if (lastYear < first || rng.chance(0.35)) return [];
  const count = rng.chance(0.6) ? 1 : 2;
  const fill = fillFor(context, target, "en", t);
  return shuffled(rng, RECENT_TITLES)
    .slice(0, count)
    .map((template) => {
      const year = rng.int(first, lastYear);
      const authors = Array.from({ length: rng.int(1, 4) }, () => generatePerson(rng));
      const title = sentenceStart(plainText(fillPlaceholders(template, fill)));
      const journal = rng.pick(journals);
      const volume = Math.max(1, year - 2000 + rng.int(-3, 30));
      const locator = ["eLife", "PLoS One", "Sci Rep"].includes(journal)
        ? `e${rng.int(10000, 99999)}`
        : (() => {
            const start = rng.int(100, 9000);
            return `${start}–${start + rng.int(6, 18)}`;
          })();
      const byline = authors.length > 3 ? `${formatAuthors(authors.slice(0, 3))}, et al.` : formatAuthors(authors);
      return { text: `${byline} (${year}). ${title}. ${journal} ${volume}: ${locator}.` };
    })
    .sort((a, b) => a.text.localeCompare(b.text));
}

/** A technique's reference as the hand-written protocols write them: "Family, I., Family, I. (year). Title. Journal vol: pages." */
function referenceText(r: Technique["references"][number]): string {
  const title = /[.?!]$/.test(r.title) ? r.title : `${r.title}.`;
  const authors = r.authors.replace(/,? (?:and|&) (?=\p{Lu})/gu, ", ");
  return `${authors} (${r.year}). ${title} ${r.journal} ${r.volume}: ${r.pages}.`;
}

/** Everything the body needs, the same in both languages. */
interface BodyPlan {
  t: Technique;
  context: TechniqueContext;
  target: Bi;
  recent: { count: number; sentence: Bi | null };
  institution: Institution;
}

/** The body: the technique's sections for this context and target, with the recent references and ethics added. */
function buildBody(plan: BodyPlan, lang: Lang): Omit<ProtocolBody, "references"> {
  const { t, context, target } = plan;
  const base = cached(["body", t, context, target, lang], () => baseSections(t, context, target, lang));
  const fill = fillFor(context, target, lang);
  const sections = [...base];
  if (plan.recent.sentence && plan.recent.count) {
    const first = t.references.length + 1;
    const cites = Array.from({ length: plan.recent.count }, (_, i) => `[${first + i}]`).join(", ");
    const paragraph: Block = { type: "paragraph", content: rich(fillSentence(plan.recent.sentence[lang].replace("{cites}", cites), fill, lang)) };
    sections[0] = { kind: "background", blocks: [...base[0]!.blocks, paragraph] };
  }
  if (ANIMALS.has(context.organism)) {
    const committee =
      lang === "en"
        ? `All procedures involving animals were approved by the Institutional Animal Care and Use Committee of ${plan.institution.en} and followed national guidelines for the care and use of laboratory animals.`
        : `所有动物实验均经${plan.institution.cn}实验动物管理和使用委员会批准，并遵循国家实验动物饲养和使用指南。`;
    sections.push({ kind: "ethics", blocks: [{ type: "paragraph", content: [{ t: "text", v: committee }] }] });
  }
  return { sections };
}

function baseSections(t: Technique, context: TechniqueContext, target: Bi, lang: Lang): Section[] {
  const fill = fillFor(context, target, lang);
  const text = (s: Bi) => rich(fillSentence(s[lang], fill, lang));
  const plain = (s: Bi) => plainText(fillSentence(s[lang], fill, lang));
  const paragraph = (s: Bi): Block => ({ type: "paragraph", content: text(s) });
  const toStep = (s: TechniqueStep): Step => ({
    content: text(s.text),
    ...(s.substeps?.length ? { substeps: s.substeps.map((x) => ({ content: text(x) })) } : {}),
    ...(s.notes?.length ? { notes: s.notes.map(text) } : {}),
  });
  const items = (list: Technique["materials"]) => list.map((m) => ({ name: plain(m.name), supplier: m.supplier, catalog: m.catalog }));

  const background = t.background.map(paragraph);
  const sections: Section[] = [
    { kind: "background", blocks: background },
    { kind: "materials", blocks: [{ type: "materials", items: items(t.materials) }] },
    { kind: "equipment", blocks: [{ type: "materials", items: items(t.equipment) }] },
  ];
  if (t.software?.length) sections.push({ kind: "software", blocks: [{ type: "materials", items: items(t.software) }] });
  sections.push({ kind: "procedure", blocks: [{ type: "steps", items: t.steps.map(toStep) }] });
  sections.push({ kind: "data_analysis", blocks: t.dataAnalysis.map(paragraph) });
  sections.push({ kind: "validation", blocks: [{ type: "paragraph", content: rich(t.abstract.result.map((r) => fillSentence(r[lang], fill, lang)).join(lang === "en" ? " " : "")) }] });
  if (t.troubleshooting.length) {
    sections.push({
      kind: "notes",
      blocks: [
        {
          type: "table",
          caption: [{ t: "text", v: HEADINGS.troubleshooting[lang] }],
          head: HEADINGS.troubleshootingHead[lang],
          rows: t.troubleshooting.map((r) => [plain(r.problem), plain(r.cause), plain(r.solution)]),
        },
      ],
    });
  }
  if (t.recipes?.length) {
    sections.push({
      kind: "recipes",
      blocks: t.recipes.flatMap((r, i): Block[] => [
        { type: "heading", text: HEADINGS.recipe[lang](i + 1, plain(r.name)) },
        paragraph(r.composition),
      ]),
    });
  }
  sections.push({ kind: "competing_interests", blocks: [{ type: "paragraph", content: [{ t: "text", v: HEADINGS.competing[lang] }] }] });
  return sections;
}

/** The authors: one to three groups at one or two institutions, no one twice, the last author corresponding. */
function generateAuthors(rng: Random, categoryId: number, taken: Set<string>): { authors: SeedProtocol["authors"]; institution: Institution } {
  const institution = pickInstitution(rng, categoryId);
  const chineseShare = institution.country === "China" ? 0.88 : 0.25;
  const primary = affiliationAt(rng, institution, categoryId);
  const second = rng.chance(0.35) ? affiliationAt(rng, pickInstitution(rng, categoryId, rng.chance(0.5) ? institution.country : undefined), categoryId) : null;
  const count = rng.pick([2, 3, 3, 4, 4, 4, 5, 5, 6, 7]);
  const authors = Array.from({ length: count }, (_, i) => {
    const last = i === count - 1;
    const fromSecond = second !== null && !last && rng.chance(0.3);
    const who = generatePerson(rng, taken, fromSecond ? 0.4 : chineseShare);
    const affiliations = fromSecond ? [second] : second && rng.chance(0.1) ? [primary, second] : [primary];
    return {
      nameEn: who.nameEn,
      nameCn: who.nameCn,
      affiliations,
      orcid: last || rng.chance(0.5) ? orcid(rng) : null,
      corresponding: last,
      email: last ? `${who.nameEn.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z]+/g, ".")}@example.org` : null,
    };
  });
  return { authors, institution };
}

/**
 * A bilingual protocol made from a technique template for `slot`; null when the technique has no title left
 * (with `repeatTitles`, only when none of its titles reads well at all).
 */
export function generateProtocol(rng: Random, slot: Slot, t: Technique, state: GeneratorState, repeatTitles = false): SeedProtocol | null {
  const choice = chooseTitle(rng, t, state, repeatTitles);
  if (!choice) return null;
  state.titles.add(choice.titleEn);
  state.titles.add(choice.titleCn);
  const { context, target } = choice;
  const abstract = generateAbstract(rng, t, context, target, state);
  const taken = new Set<string>();
  // The subject of the slot when the technique belongs to it (a borrowed technique brings its own).
  const categoryId = t.categoryIds.includes(slot.categoryId) ? slot.categoryId : t.categoryIds[0]!;
  const { authors, institution } = generateAuthors(rng, categoryId, taken);
  const keywords = t.keywords.slice(0, Math.min(t.keywords.length, rng.int(3, 6)));
  const recent = recentReferences(rng, t, context, target, slot.referencesBefore ?? slot.onlineOn);
  const plan: BodyPlan = { t, context, target, institution, recent: { count: recent.length, sentence: recent.length ? rng.pick(RECENT) : null } };
  const references = [...t.references.map((r) => ({ text: referenceText(r), ...(r.doi ? { doi: r.doi } : {}) })), ...recent];
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
    titleEn: choice.titleEn,
    titleCn: choice.titleCn,
    abstractEn: abstract.en,
    abstractCn: abstract.cn,
    keywordsEn: keywords.map((k) => plainText(k.en)),
    keywordsCn: keywords.map((k) => plainText(k.cn)),
    receivedOn: addDays(acceptedOn, -rng.int(40, 160)),
    acceptedOn,
    onlineOn: slot.onlineOn,
    publishedOn: slot.publishedOn,
    issueId: slot.issueId,
    journalVersionId: null,
    videoId: null,
    authors,
    categoryIds: [...t.categoryIds],
    organisms: [context.organism],
    reviewers:
      slot.kind === "bp" && rng.chance(0.4)
        ? Array.from({ length: 2 }, () => {
            const who = generatePerson(rng, taken);
            return { nameEn: who.nameEn, nameCn: who.nameCn, affiliation: affiliationAt(rng, pickInstitution(rng, categoryId), categoryId) };
          })
        : [],
    versions,
    body: { ...buildBody(plan, "en"), references },
    bodyCn: { ...buildBody(plan, "cn"), references },
  };
}
