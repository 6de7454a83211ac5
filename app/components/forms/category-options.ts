import { CATEGORIES } from "@core/categories/categories";
import type { Lang } from "@core/config/constants";
import { localized } from "@core/content/localized";

/** The subject categories as a form's choices, named in the page's language. */
export function categoryOptions(lang: Lang): { value: string; label: string }[] {
  return CATEGORIES.map((c) => ({ value: String(c.id), label: localized(lang, c.nameEn, c.nameCn) }));
}
