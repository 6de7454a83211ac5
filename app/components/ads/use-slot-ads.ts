import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { adPlacementFor, type AdPlacement } from "@core/ads/ad-slots";
import { useI18n } from "~/i18n/translate";
import { AD_REFRESH_AFTER_MS, fetchSlotAds, type Advertisement, type FrameAds } from "./frame-ads";

export interface SlotAds {
  /** This slot belongs on the current page (top: a language's home page; bottom: every other page). */
  active: boolean;
  ads: Advertisement[];
  /** The display API's msg when it answered with a nonzero code (SPEC §8), until the reader closes it. */
  error: string | null;
  dismissError: () => void;
}

/**
 * The ads of one slot for the current page: the server-rendered lists of the frame, refreshed through the
 * display API (SPEC §7) on a client-side navigation once they are older than AD_REFRESH_AFTER_MS, or when the
 * frame has no lists for the page's language.
 */
export function useSlotAds(frame: FrameAds | undefined, placement: AdPlacement, enabled: boolean): SlotAds {
  const { lang } = useI18n();
  const location = useLocation();
  const active = enabled && adPlacementFor(location.pathname) === placement;
  const key = `${lang}:${placement}`;
  const fromFrame = frame && frame.lang === lang ? frame[placement] : null;
  const [refreshed, setRefreshed] = useState<{ key: string; ads: Advertisement[]; at: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const current = refreshed?.key === key ? refreshed : fromFrame && frame ? { ads: fromFrame, at: frame.loadedAt } : null;
  const stale = !current || Date.now() - current.at > AD_REFRESH_AFTER_MS;

  useEffect(() => {
    if (!active || !stale) return;
    let cancelled = false;
    void fetchSlotAds(lang, placement).then((answer) => {
      if (cancelled || !answer) return;
      if (answer.ok) {
        setRefreshed({ key, ads: answer.ads, at: Date.now() });
        setError(null);
      } else {
        setError(answer.msg);
      }
    });
    return () => {
      cancelled = true;
    };
    // A new page view (location.key) is the moment to look again; `stale` is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, key, location.key]);

  return { active, ads: current?.ads ?? [], error: active ? error : null, dismissError: () => setError(null) };
}
