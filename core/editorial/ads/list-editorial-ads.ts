import type { Db } from "../../db/client";
import { EDITORIAL_AD_COLUMNS, editorialAdOf, type EditorialAd } from "./editorial-ad";

/** Every ad, running or not, by slot and language in the readers' order (ADR 0113), with its state on `today`. */
export async function listEditorialAds(db: Db, today: string): Promise<EditorialAd[]> {
  const rows = await db
    .selectFrom("advertisements")
    .select(EDITORIAL_AD_COLUMNS)
    .orderBy("ad_page")
    .orderBy("site_language")
    .orderBy("sort_order")
    .orderBy("display_number")
    .execute();
  return rows.map((r) => editorialAdOf(r, today));
}
