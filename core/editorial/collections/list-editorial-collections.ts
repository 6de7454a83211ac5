import type { Db } from "../../db/client";
import type { ContentState } from "../../db/schema";

export interface EditorialCollectionSummary {
  id: number;
  slug: string;
  titleEn: string;
  titleCn: string;
  state: ContentState;
  protocolCount: number;
  /** 1-based place among the collections (the public order). */
  position: number;
}

/** Every collection, draft or published, in the public order, for the editors (ADR 0106). */
export async function listEditorialCollections(db: Db): Promise<EditorialCollectionSummary[]> {
  const [rows, counts] = await Promise.all([
    db.selectFrom("collections").select(["id", "slug", "title_en", "title_cn", "state"]).orderBy("sort_order").orderBy("id").execute(),
    db
      .selectFrom("collection_protocols")
      .select(["collection_id", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("collection_id")
      .execute(),
  ]);
  const countById = new Map(counts.map((c) => [c.collection_id, Number(c.n)]));
  return rows.map((r, i) => ({
    id: r.id,
    slug: r.slug,
    titleEn: r.title_en,
    titleCn: r.title_cn,
    state: r.state,
    protocolCount: countById.get(r.id) ?? 0,
    position: i + 1,
  }));
}
