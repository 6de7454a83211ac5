import type { Db } from "../db/client";
import type { ProtocolKind } from "../db/schema";

/** Items in one feed: readers' feed clients keep their own history, so the newest fifty are enough. */
export const FEED_ITEM_LIMIT = 50;

export type FeedKind = { list: "new" } | { list: "inpress" } | { list: "category"; categoryId: number };

export interface FeedItem {
  id: number;
  kind: ProtocolKind;
  titleEn: string;
  titleCn: string | null;
  abstractEn: string;
  abstractCn: string | null;
  /** 'YYYY-MM-DD': published (issue) date, else online date. */
  date: string;
  updatedAt: string;
  authors: string[];
}

/**
 * The newest protocols of one feed: newly published (journal protocols, by publication date), in press
 * (in press and corrected proofs, by online date), or the published protocols of one research category.
 * Each is one indexed range read ordered by date.
 */
export async function listFeedItems(db: Db, feed: FeedKind): Promise<FeedItem[]> {
  let q = db
    .selectFrom("protocols")
    .select(["protocols.id", "kind", "title_en", "title_cn", "abstract_en", "abstract_cn", "published_on", "online_on", "updated_at"]);
  if (feed.list === "inpress") {
    q = q.where("kind", "=", "bp").where("status", "in", ["in_press", "corrected_proof"]).orderBy("online_on", "desc");
  } else {
    q = q.where("status", "=", "published").orderBy("published_on", "desc");
    if (feed.list === "new") q = q.where("kind", "=", "bp");
    else {
      const categoryId = feed.categoryId;
      q = q.where("protocols.id", "in", (eb) => eb.selectFrom("protocol_categories").select("protocol_id").where("category_id", "=", categoryId));
    }
  }
  const rows = await q.orderBy("protocols.id", "desc").limit(FEED_ITEM_LIMIT).execute();
  const ids = rows.map((r) => r.id);
  const authors = ids.length
    ? await db.selectFrom("protocol_authors").select(["protocol_id", "name_en"]).where("protocol_id", "in", ids).orderBy("protocol_id").orderBy("position").execute()
    : [];
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    titleEn: r.title_en,
    titleCn: r.title_cn,
    abstractEn: r.abstract_en,
    abstractCn: r.abstract_cn,
    date: r.published_on ?? r.online_on ?? r.updated_at.slice(0, 10),
    updatedAt: r.updated_at,
    authors: authors.filter((a) => a.protocol_id === r.id).map((a) => a.name_en),
  }));
}
