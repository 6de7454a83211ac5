import type { Lang } from "../config/constants";
import { CATEGORIES } from "./categories";
import { localized } from "../content/localized";

/** A category's name in the given language (its id as text when unknown), for e-mails and listings. */
export function categoryName(id: number, lang: Lang): string {
  const c = CATEGORIES.find((x) => x.id === id);
  return c ? localized(lang, c.nameEn, c.nameCn) : String(id);
}
