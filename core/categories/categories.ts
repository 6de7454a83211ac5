/** The 13 subject categories, with the ids the SPEC gives (§2.4). Order is the navigation order. */
export const CATEGORIES = [
  { id: 2, slug: "biochemistry", nameEn: "Biochemistry", nameCn: "生物化学" },
  { id: 33, slug: "bioinformatics", nameEn: "Bioinformatics and Computational Biology", nameCn: "生物信息学与计算生物学" },
  { id: 26, slug: "biophysics", nameEn: "Biophysics", nameCn: "生物物理学" },
  { id: 15, slug: "cancer", nameEn: "Cancer Biology", nameCn: "癌症生物学" },
  { id: 4, slug: "cell", nameEn: "Cell Biology", nameCn: "细胞生物学" },
  { id: 18, slug: "developmental", nameEn: "Developmental Biology", nameCn: "发育生物学" },
  { id: 10, slug: "immunology", nameEn: "Immunology", nameCn: "免疫学" },
  { id: 12, slug: "microbiology", nameEn: "Microbiology", nameCn: "微生物学" },
  { id: 1, slug: "molecular", nameEn: "Molecular Biology", nameCn: "分子生物学" },
  { id: 6, slug: "neuroscience", nameEn: "Neuroscience", nameCn: "神经科学" },
  { id: 22, slug: "plant", nameEn: "Plant Science", nameCn: "植物科学" },
  { id: 9, slug: "stem-cell", nameEn: "Stem Cell", nameCn: "干细胞" },
  { id: 13, slug: "systems", nameEn: "Systems Biology", nameCn: "系统生物学" },
] as const;

export type Category = (typeof CATEGORIES)[number];
export type CategoryId = Category["id"];

export const CATEGORY_IDS: readonly number[] = CATEGORIES.map((c) => c.id);

export function isCategoryId(value: number): value is CategoryId {
  return CATEGORY_IDS.includes(value);
}
