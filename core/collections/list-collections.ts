import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import { localized } from "../content/localized";

export interface CollectionSummary {
  id: number;
  slug: string;
  title: string;
  description: string;
  coverUrl: string;
  protocolCount: number;
}

/** The published subject collections (ADR 0106) in the editors' order, with how many protocols each holds. */
export async function listCollections(db: Db, lang: Lang): Promise<CollectionSummary[]> {
  const [rows, counts] = await Promise.all([
    db.selectFrom("collections").selectAll().where("state", "=", "published").orderBy("sort_order").orderBy("id").execute(),
    db
      .selectFrom("collection_protocols")
      .select(["collection_id", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("collection_id")
      .execute(),
  ]);
  const countById = new Map(counts.map((c) => [c.collection_id, Number(c.n)]));
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: localized(lang, r.title_en, r.title_cn),
    description: localized(lang, r.description_en, r.description_cn),
    coverUrl: r.cover_url,
    protocolCount: countById.get(r.id) ?? 0,
  }));
}
