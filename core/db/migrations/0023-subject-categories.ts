import type { Kysely } from "kysely";
import type { Dialect } from "./helpers";
import { SUBJECT_CATEGORIES } from "./0023-subject-categories-rows";

/**
 * The 13 subject categories of SPEC §2.4 are reference data the product needs, not demo content (issue 20 §4,
 * ADR 0121): a journal started empty (SKIP_SEED=1) must be able to file a protocol under them. Until now only the
 * demo seed wrote them. A database seeded before keeps its rows (same ids). The rows are frozen data beside it
 * (0023-subject-categories-rows.ts), literals only: a migration never imports live code; the code's list is read
 * from them instead.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await (db as Kysely<{ categories: { id: number; slug: string; name_en: string; name_cn: string; sort_order: number } }>)
    .insertInto("categories")
    .values(SUBJECT_CATEGORIES.map(([id, slug, name_en, name_cn], sort_order) => ({ id, slug, name_en, name_cn, sort_order })))
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}
