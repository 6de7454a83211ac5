import type { Lang } from "../config/constants";

/** The value of a bilingual pair of columns for the page's language (the English one when Chinese is empty). */
export function localized(lang: Lang, en: string, cn: string | null | undefined): string {
  return lang === "cn" && cn ? cn : en;
}
