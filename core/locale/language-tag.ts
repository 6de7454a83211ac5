import type { Lang } from "../config/constants";

/** The site's language segment as a BCP 47 tag: for `<html lang>`, `hreflang`, `Intl`, feeds and JSON-LD. */
const LANGUAGE_TAGS: Record<Lang, "en" | "zh-CN"> = { en: "en", cn: "zh-CN" };

export function languageTag(lang: Lang): "en" | "zh-CN" {
  return LANGUAGE_TAGS[lang];
}

/** The site language of a page whose `<html lang>` is `tag` (languageTag's inverse; English for anything else). */
export function languageOfTag(tag: string): Lang {
  return tag === LANGUAGE_TAGS.cn ? "cn" : "en";
}
