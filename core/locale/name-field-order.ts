import type { Lang } from "../config/constants";

export type NameField = "given" | "middle" | "family";

/**
 * The order of a person's name fields on a form in a page's language (issue 17 §4): Chinese forms ask for the
 * family name first (姓, then 名) and have no middle-name field, which Chinese names do not have; English
 * forms ask given, middle, family.
 */
export function nameFieldOrder(lang: Lang): readonly NameField[] {
  return lang === "cn" ? ["family", "given"] : ["given", "middle", "family"];
}
