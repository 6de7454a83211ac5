import type { Db } from "@core/db/client";
import type { SiteJobQueue } from "@core/jobs/site-jobs";
import type { FormsServices } from "./forms-services";

/** What every loader and action gets besides the request: the journal's services. */
export interface LoadContext {
  db: Db;
  /**
   * The site's one origin (ADR 0080), e.g. "https://opls.example.org": PUBLIC_URL, else http://localhost:PORT.
   * Every absolute URL is built from it (read it through `siteOrigin`), never from the request's headers.
   */
  publicUrl: string;
  /** Per-request nonce for the Content-Security-Policy of inline scripts. */
  cspNonce: string;
  /** The footer's configurable links to the exchange, preprints, webinars and course pages. */
  siteLinks: SiteLinks;
  /** The caller's address as Express resolved it (proxy-aware), for per-address rate limits. */
  clientIp?: string;
  /** Client telemetry settings (ADR 0062); absent: the defaults of server/env.ts. */
  telemetry?: TelemetryConfig;
  /** The forms' mail transport, upload storage and office address (ADR 0040); absent: from server/env.ts. */
  forms?: FormsServices;
  /** The registrant prefix DOIs are minted under (DOI_PREFIX, ADR 0090); absent: the demo prefix. */
  doiPrefix?: string;
  /** The process's job queue (ADR 0125); absent or null (a script, a test's app): the work is done inline. */
  jobs?: SiteJobQueue | null;
  /**
   * Logs an error a page could not handle (a loader, an action or a render that threw) into the server's one log,
   * with the URL it was asked at as the request log writes it (link secrets redacted, ADR 0146).
   */
  reportError?: (error: unknown, url: string) => void;
}

export interface TelemetryConfig {
  feReportSkipHosts: string[];
  analyticsScriptUrl: string | null;
}

export interface SiteLinks {
  exchange: string;
  preprints: string;
  webinars: string;
  course: string;
}
