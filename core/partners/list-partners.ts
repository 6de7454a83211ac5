import type { Db } from "../db/client";

export interface Partner {
  id: number;
  nameEn: string;
  nameCn: string;
  /** The partner's own website; null when it has none (stored as an empty text). */
  url: string | null;
  logoUrl: string;
}

/** The published sponsors or collaborating journals, in the editors' order. */
export async function listPartners(db: Db, kind: "sponsors" | "collaborating_journals"): Promise<Partner[]> {
  const rows = await db.selectFrom(kind).select(["id", "name_en", "name_cn", "url", "logo_url"]).where("state", "=", "published").orderBy("sort_order").orderBy("id").execute();
  return rows.map((r) => ({ id: r.id, nameEn: r.name_en, nameCn: r.name_cn, url: r.url === "" ? null : r.url, logoUrl: r.logo_url }));
}
