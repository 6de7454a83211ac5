import type { AdEventPayload } from "@core/ads/ad-requests";
import { URL_MAX_CHARS } from "@core/tracking/limits";
import { sendBeacon } from "~/lib/beacon";
import { getBrowserId } from "~/lib/browser-id";
import { clientPlatform } from "~/lib/client-platform";
import { referrerUrl } from "~/lib/page-history";

/** Reports one ad shown (`views`) or clicked (`clicks`) (SPEC §7); fire and forget. */
export function sendAdEvent(kind: "views" | "clicks", displayNumber: number): void {
  const currentPage = location.href.slice(0, URL_MAX_CHARS);
  const fromUrl = referrerUrl()?.slice(0, URL_MAX_CHARS) ?? null;
  void clientPlatform()
    .then((platform) => {
      const payload: AdEventPayload = {
        display_number: displayNumber,
        current_page: currentPage,
        from_url: fromUrl,
        browser_uuid: getBrowserId(),
        browser_info: platform.browserInfo,
        os: platform.os,
      };
      sendBeacon(`/v1/journal/advertisement/${kind}`, payload);
    })
    .catch(() => {});
}
