import type { Lang } from "../config/constants";

/**
 * The advertising slots of SPEC §7 (`/v1/journal/advertisement/display`): the codes the API uses for the
 * page, the location on it, the site and the site's language.
 */
export const AD_SLOTS = {
  top: { adPage: 1, adLocation: 1 },
  bottom: { adPage: 1000, adLocation: 3 },
} as const;

export type AdPlacement = keyof typeof AD_SLOTS;
export const AD_PLACEMENTS = Object.keys(AD_SLOTS) as AdPlacement[];

/**
 * The banners' sizes in CSS pixels, [width, height], per slot: `pc` (980 px and wider) and `mobile` (narrower).
 * The page reserves these boxes (nothing moves when the images load) and the office checks uploads against
 * their shapes (ADR 0060, 0113).
 */
export const AD_IMAGE_SIZES: Record<AdPlacement, { pc: readonly [number, number]; mobile: readonly [number, number] }> = {
  top: { pc: [1200, 150], mobile: [750, 200] },
  bottom: { pc: [970, 90], mobile: [640, 100] },
};

/** The journal's site code in the advertising API. */
export const AD_SITE = 2;

export const AD_SITE_LANGUAGE: Record<Lang, 1 | 2> = { en: 1, cn: 2 };

export function langOfSiteLanguage(siteLanguage: number): Lang {
  return siteLanguage === 2 ? "cn" : "en";
}

/** Which slot a (page, location) pair names, or null for a combination the site does not have. */
export function placementOfSlot(adPage: number, adLocation: number): AdPlacement | null {
  for (const placement of Object.keys(AD_SLOTS) as AdPlacement[]) {
    const slot = AD_SLOTS[placement];
    if (slot.adPage === adPage && slot.adLocation === adLocation) return placement;
  }
  return null;
}

/**
 * SPEC §2.6: the home page of a language (the language's landing page, "/en" or "/cn") shows the top banner;
 * every other page shows the closable bottom ad.
 */
export function adPlacementFor(pathname: string): AdPlacement {
  return /^\/(en|cn)\/?$/.test(pathname) ? "top" : "bottom";
}

/** The cookie that keeps the bottom ad closed for BOTTOM_AD_CLOSE_MAX_AGE_MS (named in the privacy policy). */
export const BOTTOM_AD_CLOSE_COOKIE = "adclose";

/** How many ads one slot shows at most (the carousel's slides). */
export const AD_SLOT_MAX_ADS = 10;
