import type { Kysely } from "kysely";
import type { Dialect } from "./helpers";

/**
 * The 13 subject categories of SPEC §2.4 are reference data the product needs, not demo content (issue 20 §4,
 * ADR 0121): a journal started empty (SKIP_SEED=1) must be able to file a protocol under them. Until now only the
 * demo seed wrote them. A database seeded before keeps its rows (same ids). Literals only: a migration never
 * imports live code (core/categories/categories.ts is checked against this list by a test).
 */
const SUBJECT_CATEGORIES = [
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

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await (db as Kysely<{ categories: { id: number; slug: string; name_en: string; name_cn: string; sort_order: number } }>)
    .insertInto("categories")
    .values(SUBJECT_CATEGORIES.map(([id, slug, name_en, name_cn], sort_order) => ({ id, slug, name_en, name_cn, sort_order })))
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}
