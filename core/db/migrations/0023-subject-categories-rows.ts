/**
 * The 13 subject categories of SPEC §2.4 as migration 0023 inserts them: id, slug, English and Chinese name, in the
 * navigation's order (a row's place here is its sort_order). Frozen data of the migration: a later change to the
 * categories is a new migration. The code's list (core/categories/categories.ts) is read from here, so the code and
 * a freshly migrated database cannot disagree.
 */
export const SUBJECT_CATEGORIES = [
  [2, "biochemistry", "Biochemistry", "生物化学"],
  [33, "bioinformatics", "Bioinformatics and Computational Biology", "生物信息学与计算生物学"],
  [26, "biophysics", "Biophysics", "生物物理学"],
  [15, "cancer", "Cancer Biology", "癌症生物学"],
  [4, "cell", "Cell Biology", "细胞生物学"],
  [18, "developmental", "Developmental Biology", "发育生物学"],
  [10, "immunology", "Immunology", "免疫学"],
  [12, "microbiology", "Microbiology", "微生物学"],
  [1, "molecular", "Molecular Biology", "分子生物学"],
  [6, "neuroscience", "Neuroscience", "神经科学"],
  [22, "plant", "Plant Science", "植物科学"],
  [9, "stem-cell", "Stem Cell", "干细胞"],
  [13, "systems", "Systems Biology", "系统生物学"],
] as const;
