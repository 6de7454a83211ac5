import { useEffect } from "react";
import { useLocation } from "react-router";
import { TRACK_POINTS } from "@core/tracking/track-points";
import type { TelemetryConfig } from "@server/load-context";
import { notePageView } from "~/lib/page-history";
import { configureErrorReporting, installErrorReporting, noteCampaignVisit } from "./error-reporting";
import { installClickTracking, track } from "./track";

export { track } from "./track";
export { TRACK_POINTS } from "@core/tracking/track-points";

/** The defaults of server/env.ts, for a page rendered without the root loader's data (root error page). */
const DEFAULT_CONFIG: TelemetryConfig = { feReportSkipHosts: ["localhost", "127.0.0.1"], analyticsScriptUrl: null };

/**
 * The site's own measurement, mounted once in the root layout (ADR 0061, 0062):
 * - a page-view report (SPEC §7 point report, TRACK_POINTS.pageView) for every page shown;
 * - delegated click tracking for elements marked `data-track="<point number>"`;
 * - silent reports of unhandled errors and rejections (feReport), with the chunk-failure reload;
 * - the optional self-hosted page-view analytics script (ANALYTICS_SCRIPT_URL), with the CSP nonce.
 */
export function Telemetry({ config, nonce }: { config: TelemetryConfig | undefined; nonce: string | undefined }) {
  const { feReportSkipHosts, analyticsScriptUrl } = config ?? DEFAULT_CONFIG;
  const location = useLocation();
  const skipHosts = feReportSkipHosts.join(",");

  if (typeof window !== "undefined") {
    // In render, not in an effect: an error page's effect (which reports) runs before this component's effects.
    configureErrorReporting(skipHosts ? skipHosts.split(",") : []);
    noteCampaignVisit(window.location.search);
  }

  useEffect(() => {
    const removeErrors = installErrorReporting();
    const removeClicks = installClickTracking();
    return () => {
      removeErrors();
      removeClicks();
    };
  }, []);

  const page = `${location.pathname}${location.search}`;
  useEffect(() => {
    notePageView(window.location.href);
    track(TRACK_POINTS.pageView, { path: page });
  }, [page]);

  // React hoists an async script into <head> and loads it once.
  return analyticsScriptUrl ? <script async src={analyticsScriptUrl} nonce={nonce} /> : null;
}
