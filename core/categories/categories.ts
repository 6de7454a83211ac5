import { SUBJECT_CATEGORIES } from "../db/migrations/0023-subject-categories-rows";

type Row = (typeof SUBJECT_CATEGORIES)[number];
export interface Category {
  readonly id: Row[0];
  readonly slug: Row[1];
  readonly nameEn: Row[2];
  readonly nameCn: Row[3];
}

/**
 * The 13 subject categories, with the ids the SPEC gives (§2.4). Order is the navigation order. They are the rows
 * migration 0023 stores (its frozen data, read here rather than written twice).
 */
export const CATEGORIES: readonly Category[] = SUBJECT_CATEGORIES.map(([id, slug, nameEn, nameCn]) => ({
  id,
  slug,
  nameEn,
  nameCn,
}));

export type CategoryId = Category["id"];

export const CATEGORY_IDS: readonly number[] = CATEGORIES.map((c) => c.id);

export function isCategoryId(value: number): value is CategoryId {
  return CATEGORY_IDS.includes(value);
}
