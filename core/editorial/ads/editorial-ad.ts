import type { AdPlacement } from "../../ads/ad-slots";
import { adState, type AdState } from "../../ads/ad-state";
import type { Lang } from "../../config/constants";
import { adPlaceOf } from "./ad-columns";

export interface EditorialAd {
  displayNumber: number;
  placement: AdPlacement | null;
  language: Lang;
  startsOn: string;
  endsOn: string | null;
  paused: boolean;
  state: AdState;
  url: string;
  titleEn: string;
  titleCn: string;
  imgPc: string;
  imgMobile: string;
}

export const EDITORIAL_AD_COLUMNS = [
  "display_number",
  "ad_page",
  "ad_location",
  "site_language",
  "starts_on",
  "ends_on",
  "paused",
  "url",
  "title_en",
  "title_cn",
  "img_pc",
  "img_mobile",
] as const;

export type EditorialAdRow = {
  display_number: number;
  ad_page: number;
  ad_location: number;
  site_language: number;
  starts_on: string;
  ends_on: string | null;
  paused: number;
  url: string;
  title_en: string;
  title_cn: string;
  img_pc: string;
  img_mobile: string;
};

/** A stored ad as the office shows it, with its state on `today`. */
export function editorialAdOf(row: EditorialAdRow, today: string): EditorialAd {
  const paused = row.paused === 1;
  return {
    displayNumber: row.display_number,
    ...adPlaceOf(row),
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    paused,
    state: adState({ paused, startsOn: row.starts_on, endsOn: row.ends_on }, today),
    url: row.url,
    titleEn: row.title_en,
    titleCn: row.title_cn,
    imgPc: row.img_pc,
    imgMobile: row.img_mobile,
  };
}
