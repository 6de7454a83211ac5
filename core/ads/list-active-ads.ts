import type { Db } from "../db/client";
import { AD_SLOTS, AD_SLOT_MAX_ADS, type AdPlacement } from "./ad-slots";

/** An advertisement as the display API answers it (SPEC §3). */
export interface Advertisement {
  display_number: number;
  url: string;
  img_pc: string;
  img_mobile: string;
  title_cn: string;
  title_en: string;
}

/**
 * The ads running today in one slot for one site language, in the editors' order: started on or before
 * `today`, not ended before it, and not paused by an editor (ADR 0113; the office's `adState` says the same).
 * Read on every request, never cached: an editor's change is on the next page at once.
 */
export async function listActiveAds(
  db: Db,
  placement: AdPlacement,
  siteLanguage: number,
  today: string,
): Promise<Advertisement[]> {
  const slot = AD_SLOTS[placement];
  return db
    .selectFrom("advertisements")
    .select(["display_number", "url", "img_pc", "img_mobile", "title_cn", "title_en"])
    .where("ad_page", "=", slot.adPage)
    .where("ad_location", "=", slot.adLocation)
    .where("site_language", "=", siteLanguage)
    .where("paused", "=", 0)
    .where("starts_on", "<=", today)
    .where((eb) => eb.or([eb("ends_on", "is", null), eb("ends_on", ">=", today)]))
    .orderBy("sort_order")
    .orderBy("display_number")
    .limit(AD_SLOT_MAX_ADS)
    .execute();
}
