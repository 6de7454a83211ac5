import { AD_SITE_LANGUAGE, AD_SLOTS, langOfSiteLanguage, placementOfSlot, type AdPlacement } from "../../ads/ad-slots";
import type { Lang } from "../../config/constants";
import type { AdDetails } from "./ad-forms";

/** An ad's details as the `advertisements` columns store them (ADR 0060: the display API's slot codes). */
export function adColumnsOf(details: AdDetails) {
  const slot = AD_SLOTS[details.placement];
  return {
    ad_page: slot.adPage,
    ad_location: slot.adLocation,
    site_language: AD_SITE_LANGUAGE[details.language],
    starts_on: details.startsOn,
    ends_on: details.endsOn,
    url: details.url,
    title_en: details.titleEn,
    title_cn: details.titleCn,
  };
}

/** The slot and site language of a stored ad (a slot the site does not have reads as null). */
export function adPlaceOf(row: { ad_page: number; ad_location: number; site_language: number }): {
  placement: AdPlacement | null;
  language: Lang;
} {
  return { placement: placementOfSlot(row.ad_page, row.ad_location), language: langOfSiteLanguage(row.site_language) };
}

export interface AdRow {
  ad_page: number;
  ad_location: number;
  site_language: number;
  starts_on: string;
  ends_on: string | null;
  url: string;
  title_en: string;
  title_cn: string;
  img_pc: string;
  img_mobile: string;
}

/** An ad's fields as the audit log records them: the slot and language by name rather than by API code. */
export function adAuditFields(row: AdRow): Record<string, unknown> {
  const { placement, language } = adPlaceOf(row);
  return {
    slot: placement,
    language,
    starts_on: row.starts_on,
    ends_on: row.ends_on,
    url: row.url,
    title_en: row.title_en,
    title_cn: row.title_cn,
    img_pc: row.img_pc,
    img_mobile: row.img_mobile,
  };
}
