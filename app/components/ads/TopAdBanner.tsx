import { useIsNarrow } from "~/components/frame/use-viewport";
import { AdCarousel } from "./AdCarousel";
import { AdMessage } from "./AdMessage";
import type { FrameAds } from "./frame-ads";
import { useSlotAds } from "./use-slot-ads";

/**
 * The top ad banner of a language's home page (SPEC §2.6), on desktop widths; narrow screens get none
 * (hidden by CSS, so the server-rendered page is right before any script runs). Renders nothing elsewhere.
 * Place it in the frame below the header.
 */
export function TopAdBanner({ ads }: { ads: FrameAds | undefined }) {
  const narrow = useIsNarrow();
  // No refresh calls for a banner that is not shown.
  const slot = useSlotAds(ads, "top", !narrow);
  if (!slot.active) return null;
  if (slot.error) {
    return (
      <div className="top-ad container">
        <AdMessage message={slot.error} onClose={slot.dismissError} />
      </div>
    );
  }
  if (!slot.ads.length) return null;
  return (
    <div className="top-ad container">
      <AdCarousel ads={slot.ads} variant="top" />
    </div>
  );
}
