import { useState } from "react";
import { useLocation } from "react-router";
import { BOTTOM_AD_CLOSE_MAX_AGE_MS } from "@core/config/constants";
import { BOTTOM_AD_CLOSE_COOKIE } from "@core/ads/ad-slots";
import { useI18n } from "~/i18n/translate";
import { AdCarousel } from "./AdCarousel";
import { AdMessage } from "./AdMessage";
import type { FrameAds } from "./frame-ads";
import { useSlotAds } from "./use-slot-ads";
import { writeBrowserCookie } from "~/lib/browser-cookies";

/** The address of the no-JavaScript close button (app/routes/ad-close.ts). */
export const AD_CLOSE_ACTION = "/ad-close";

/**
 * The closable bottom ad of every page but the home pages (SPEC §2.6, §4): it stays at the bottom of the
 * window while the page scrolls and ends up after the footer. Closing it sets the `adclose` cookie for one day
 * (BOTTOM_AD_CLOSE_MAX_AGE_MS); the server reads that cookie, so it stays away without a flash until it
 * expires. Without JavaScript the close button posts to /ad-close, which sets the cookie and comes back.
 * Place it in the frame after the footer.
 */
export function BottomAd({ ads }: { ads: FrameAds | undefined }) {
  const { t } = useI18n();
  const location = useLocation();
  const [closed, setClosed] = useState(ads?.bottomClosed ?? false);
  const slot = useSlotAds(ads, "bottom", !closed);
  if (!slot.active) return null;
  if (slot.error) {
    return (
      <div className="bottom-ad bottom-ad--message">
        <div className="container">
          <AdMessage message={slot.error} onClose={slot.dismissError} />
        </div>
      </div>
    );
  }
  if (!slot.ads.length) return null;
  return (
    <aside className="bottom-ad" aria-label={t("ads.label")}>
      <div className="bottom-ad__inner">
        <AdCarousel ads={slot.ads} variant="bottom" />
        <form
          method="post"
          action={AD_CLOSE_ACTION}
          className="bottom-ad__close-form"
          onSubmit={(e) => {
            e.preventDefault();
            writeBrowserCookie(BOTTOM_AD_CLOSE_COOKIE, "1", BOTTOM_AD_CLOSE_MAX_AGE_MS);
            setClosed(true);
          }}
        >
          <input type="hidden" name="return_to" value={`${location.pathname}${location.search}`} />
          <button type="submit" className="bottom-ad__close" aria-label={t("ads.close")}>
            <span aria-hidden="true">×</span>
          </button>
        </form>
      </div>
    </aside>
  );
}
