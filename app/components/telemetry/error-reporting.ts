import { CLIENT_ERROR_MSG_MAX_CHARS, CLIENT_ERROR_REPORTS_PER_PAGE, URL_MAX_CHARS } from "@core/tracking/limits";
import { sendBeacon } from "~/lib/beacon";
import { isChunkLoadError, reloadAfterChunkFailure } from "./chunk-reload";

export const FE_REPORT_URL = "/v1/journal/common/feReport";
const CAMPAIGN_VISIT_KEY = "opls.emailCampaignVisit";
/** The browser sends at most this much of a message (the server accepts up to CLIENT_ERROR_MSG_MAX_CHARS). */
const SENT_MSG_MAX_CHARS = Math.min(2000, CLIENT_ERROR_MSG_MAX_CHARS);

let skipHosts: string[] = ["localhost", "127.0.0.1"];
let sentCount = 0;
let campaignVisit = false;
const sentMessages = new Set<string>();

/** The hosts that never report (server setting FE_REPORT_SKIP_HOSTS, passed in the root loader data). */
export function configureErrorReporting(hosts: string[]): void {
  skipHosts = hosts.map((h) => h.toLowerCase());
}

/**
 * A visit that came from one of our e-mails (SPEC §7: reports are skipped for e-mail campaign visits): the
 * landing URL carries utm_medium=email, or utm_source=alerts (the alerts e-mails). Remembered for the tab's
 * session, so later pages of the same visit are skipped too.
 */
export function noteCampaignVisit(search: string): void {
  const params = new URLSearchParams(search);
  if (params.get("utm_medium")?.toLowerCase() !== "email" && params.get("utm_source")?.toLowerCase() !== "alerts") return;
  try {
    sessionStorage.setItem(CAMPAIGN_VISIT_KEY, "1");
  } catch {
    // Without sessionStorage only this page is known to be a campaign visit.
  }
  campaignVisit = true;
}

function isCampaignVisit(): boolean {
  if (campaignVisit) return true;
  try {
    return sessionStorage.getItem(CAMPAIGN_VISIT_KEY) === "1";
  } catch {
    return false;
  }
}

/** Text for a thrown value: "Name: message" and the first lines of the stack. */
export function describeError(reason: unknown): string {
  if (reason instanceof Error) {
    const head = `${reason.name}: ${reason.message}`;
    const stack = (reason.stack ?? "").split("\n").filter((line) => !line.includes(reason.message)).slice(0, 6).join("\n");
    return stack ? `${head}\n${stack}` : head;
  }
  if (typeof reason === "string") return reason;
  try {
    return JSON.stringify(reason) ?? String(reason);
  } catch {
    return String(reason);
  }
}

/**
 * Reports an error silently (SPEC §7 POST /v1/journal/common/feReport): not on skip-listed hosts, not on
 * e-mail campaign visits, at most CLIENT_ERROR_REPORTS_PER_PAGE per page load and each message once.
 */
export function reportClientError(message: string): void {
  if (typeof window === "undefined") return;
  if (skipHosts.includes(location.hostname.toLowerCase()) || isCampaignVisit()) return;
  const msg = message.trim().slice(0, SENT_MSG_MAX_CHARS);
  if (!msg || sentMessages.has(msg) || sentCount >= CLIENT_ERROR_REPORTS_PER_PAGE) return;
  sentMessages.add(msg);
  sentCount += 1;
  sendBeacon(FE_REPORT_URL, { error_url: location.href.slice(0, URL_MAX_CHARS), error_msg: msg });
}

/** What React Router makes of an error thrown on the server (production): it is in the server's log already. */
const SANITIZED_SERVER_ERROR = "Unexpected Server Error";

/** An error the page met (uncaught, a rejected promise, an error page's error): reload for chunks, else report. */
export function handleClientError(reason: unknown): "reloading" | "reported" | "ignored" {
  if (reason instanceof Error && reason.message === SANITIZED_SERVER_ERROR) return "ignored";
  if (isChunkLoadError(reason) && reloadAfterChunkFailure()) return "reloading";
  reportClientError(describeError(reason));
  return "reported";
}

/** Listens for uncaught errors, unhandled rejections and Vite's preload failures. Returns the remover. */
export function installErrorReporting(): () => void {
  const onError = (event: ErrorEvent) => {
    // Errors from cross-origin scripts arrive as "Script error." without details: nothing to report.
    if (!event.error && /^Script error\.?$/.test(event.message)) return;
    const reason = event.error ?? event.message;
    const where = event.filename ? `\n    at ${event.filename}:${event.lineno}:${event.colno}` : "";
    if (isChunkLoadError(reason) && reloadAfterChunkFailure()) return;
    reportClientError(`${describeError(reason)}${event.error ? "" : where}`);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (handleClientError(event.reason) === "reloading") event.preventDefault();
  };
  // Vite's dynamic-import helper announces a failed preload; cancelling it means "we are handling it".
  const onPreloadError = (event: Event) => {
    if (reloadAfterChunkFailure()) event.preventDefault();
  };
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  window.addEventListener("vite:preloadError", onPreloadError);
  return () => {
    window.removeEventListener("error", onError);
    window.removeEventListener("unhandledrejection", onRejection);
    window.removeEventListener("vite:preloadError", onPreloadError);
  };
}
