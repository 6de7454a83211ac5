import type { Random } from "../random";
import type { GeneratorState } from "./generator-state";
import { doubledWord } from "./lint-corpus";
import { cached } from "./memo-by-identity";
import { fillFor } from "./template-words";
import type { Bi, Technique, TechniqueContext } from "./techniques/types";
import { fillTitle } from "./text";

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
export function chooseTitle(rng: Random, t: Technique, state: GeneratorState, repeatTitles: boolean): Choice | null {
  const free = (title: { en: string; cn: string; usable: boolean }) => title.usable && !state.titles.has(title.en) && !state.titles.has(title.cn);
  if (state.exhausted.has(t.id)) return repeatTitles ? repeatedTitle(rng, t) : null;
  for (let attempt = 0; attempt < 24; attempt++) {
    const [context, target] = [rng.pick(t.contexts), rng.pick(t.targets)];
    const title = titleOf(rng.pick(t.titles), t, context, target);
    if (free(title)) return { context, target, titleEn: title.en, titleCn: title.cn };
  }
  const templates = [...rng.shuffled(t.titles), ...rng.shuffled(TITLE_FRAMES)];
  const qualified = cached(["qualified", t], () =>
    QUALIFIERS.flatMap((q) => [...t.titles, ...TITLE_FRAMES].map((x) => ({ en: `${x.en}: ${q.en}`, cn: `${x.cn}：${q.cn}` }))),
  );
  for (const template of [...templates, ...rng.shuffled(qualified)]) {
    for (const context of rng.shuffled(t.contexts)) {
      for (const target of rng.shuffled(t.targets)) {
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
  for (const template of rng.shuffled(t.titles)) {
    const [context, target] = [rng.pick(t.contexts), rng.pick(t.targets)];
    const title = titleOf(template, t, context, target);
    if (title.usable) return { context, target, titleEn: title.en, titleCn: title.cn };
  }
  return null;
}
