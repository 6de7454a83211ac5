import type { Db } from "../db/client";
import type { AdvertisementsTable } from "../db/schema";
import { AD_SLOTS, AD_SLOT_MAX_ADS, type AdPlacement } from "./ad-slots";

/** The fields of an advertisement the display API answers (SPEC §3): its own columns, as they are named. */
const ADVERTISEMENT_COLUMNS = ["display_number", "url", "img_pc", "img_mobile", "title_cn", "title_en"] as const;
export type Advertisement = Pick<AdvertisementsTable, (typeof ADVERTISEMENT_COLUMNS)[number]>;

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
    .select(ADVERTISEMENT_COLUMNS)
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
