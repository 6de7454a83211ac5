import type { AppLoadContext } from "react-router";
import type { Lang } from "@core/config/constants";
import { AD_SITE_LANGUAGE, BOTTOM_AD_CLOSE_COOKIE } from "@core/ads/ad-slots";
import { listActiveAds } from "@core/ads/list-active-ads";
import { isoDay } from "@core/dates/iso-day";
import type { FrameAds } from "~/components/ads/frame-ads";
import { readCookie } from "./session.server";

/**
 * The ads of the page frame (SPEC §2.6), read on the server so they are in the first paint: the top banner's
 * ads (home page) and, unless the reader closed it (cookie `adclose`), the bottom ad's, for the page's language.
 * Called by the ":lang" layout loader; the frame's TopAdBanner and BottomAd pick the slot for the current path.
 */
export async function loadFrameAds(request: Request, context: AppLoadContext, lang: Lang): Promise<FrameAds> {
  const today = isoDay();
  const siteLanguage = AD_SITE_LANGUAGE[lang];
  const bottomClosed = Boolean(readCookie(request, BOTTOM_AD_CLOSE_COOKIE));
  const [top, bottom] = await Promise.all([
    listActiveAds(context.db, "top", siteLanguage, today),
    bottomClosed ? Promise.resolve([]) : listActiveAds(context.db, "bottom", siteLanguage, today),
  ]);
  return { lang, loadedAt: Date.now(), top, bottom, bottomClosed };
}
