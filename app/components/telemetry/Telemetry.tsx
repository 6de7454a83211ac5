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
/** The history entry whose page view was reported last (module state: it outlives a remount). */
let reportedEntry: string | null = null;

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
  const entry = `${location.key}|${page}`;
  useEffect(() => {
    // One report per history entry: a remount on the same entry (React re-rendering the root after a
    // hydration error, for one) must not count the view twice.
    if (entry === reportedEntry) return;
    reportedEntry = entry;
    notePageView(window.location.href);
    track(TRACK_POINTS.pageView, { path: page });
  }, [entry, page]);

  // React hoists an async script into <head> and loads it once.
  return analyticsScriptUrl ? <script async src={analyticsScriptUrl} nonce={nonce} /> : null;
}
