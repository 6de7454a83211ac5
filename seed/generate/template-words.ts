import type { Bi, Technique, TechniqueContext } from "./techniques/types";
import type { Fill } from "./text";

/** The generator's two languages: every choice is made once and written in both. */
export type Lang = "en" | "cn";
export const LANGS: Lang[] = ["en", "cn"];

/** The words of a context and target for one language. */
export function fillFor(context: TechniqueContext, target: Bi, lang: Lang, t?: Technique): Fill {
  return { target: target[lang], sample: context.sample[lang], organism: context.organismText[lang], technique: t?.name[lang] };
}
