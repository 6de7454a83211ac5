import type { Block, ProtocolBody, Section, Step } from "@core/protocols/body";
import { rich } from "../content/markup";
import { cached } from "./memo-by-identity";
import type { Institution } from "./people";
import { fillFor, type Lang } from "./template-words";
import type { Bi, Technique, TechniqueContext, TechniqueStep } from "./techniques/types";
import { fillSentence, plainText } from "./text";

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

/** Everything the body needs, the same in both languages. */
export interface BodyPlan {
  t: Technique;
  context: TechniqueContext;
  target: Bi;
  recent: { count: number; sentence: Bi | null };
  institution: Institution;
}

/** The body: the technique's sections for this context and target, with the recent references and ethics added. */
export function buildBody(plan: BodyPlan, lang: Lang): Omit<ProtocolBody, "references"> {
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
