import type { Lang } from "@core/config/constants";
import type { Advertisement } from "@core/ads/list-active-ads";
import { AD_SITE, AD_SITE_LANGUAGE, AD_SLOTS, type AdPlacement } from "@core/ads/ad-slots";
import { REQUEST_TIMEOUT_MS } from "@core/config/constants";
import { getBrowserId } from "~/lib/browser-id";

/**
 * What the page frame needs to show ads (loaded by loadFrameAds in the ":lang" layout loader, so the first
 * paint already has them): both slots of the page's language, since a client-side navigation can move
 * between the home page (top banner) and other pages (bottom ad) without the layout loader running again.
 */
export interface FrameAds {
  lang: Lang;
  /** When the lists were read (ms since the epoch); older than AD_REFRESH_AFTER_MS: refreshed on navigation. */
  loadedAt: number;
  top: Advertisement[];
  /** Empty when the reader closed the bottom ad (bottomClosed). */
  bottom: Advertisement[];
  bottomClosed: boolean;
}

export type { Advertisement };

/** A tab left open this long asks the server again on the next navigation (ads start and end by the day). */
export const AD_REFRESH_AFTER_MS = 30 * 60 * 1000;

export const AD_DISPLAY_URL = "/v1/journal/advertisement/display";

export type SlotAnswer = { ok: true; ads: Advertisement[] } | { ok: false; msg: string };

/** Asks the display API (SPEC §7) for one slot's ads; null when the call failed without an answer. */
export async function fetchSlotAds(lang: Lang, placement: AdPlacement): Promise<SlotAnswer | null> {
  const slot = AD_SLOTS[placement];
  try {
    const response = await fetch(AD_DISPLAY_URL, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", "browser-uuid": getBrowserId() },
      body: JSON.stringify({ ad_page: slot.adPage, ad_location: slot.adLocation, site: AD_SITE, site_language: AD_SITE_LANGUAGE[lang] }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as { code?: unknown; msg?: unknown; data?: { advertisement?: unknown } } | null;
    if (!body || typeof body.code !== "number") return null;
    if (body.code !== 0) return { ok: false, msg: typeof body.msg === "string" ? body.msg : String(body.code) };
    return Array.isArray(body.data?.advertisement) ? { ok: true, ads: body.data.advertisement as Advertisement[] } : null;
  } catch {
    return null;
  }
}
