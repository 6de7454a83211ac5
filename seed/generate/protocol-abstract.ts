import type { Random } from "../random";
import type { GeneratorState } from "./generator-state";
import { abstractSentences, doubledWord } from "./lint-corpus";
import { cached } from "./memo-by-identity";
import { fillFor, LANGS } from "./template-words";
import type { Bi, Technique, TechniqueContext } from "./techniques/types";
import { fillSentence, plainText } from "./text";

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

/** A filled abstract sentence, the sentences the linter will see in it, and whether it reads without a doubled word. */
interface AbstractSentence extends Bi {
  parts: string[];
  usable: boolean;
}

/** The abstract: an aim, what the protocol covers, one to three methods, a result and sometimes a closing line. */
export function generateAbstract(rng: Random, t: Technique, context: TechniqueContext, target: Bi, state: GeneratorState): Bi {
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
