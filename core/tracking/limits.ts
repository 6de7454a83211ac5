import type { RateLimitRule } from "../rate-limit/consume-rate-limit";

/**
 * Server-side bounds of the reporting calls (SPEC §7), per client address per minute. A reader's page sends
 * one page-view report, a few clicks and one view per ad shown, so these leave room for heavy reading while
 * a script hammering the endpoints stops counting within a minute.
 */
export const POINT_REPORT_RATE_LIMIT: RateLimitRule = { limit: 240, windowMs: 60_000 };
export const AD_EVENT_RATE_LIMIT: RateLimitRule = { limit: 120, windowMs: 60_000 };
/** Error reports: a page sends at most CLIENT_ERROR_REPORTS_PER_PAGE; a storm from one address stops here. */
export const CLIENT_ERROR_RATE_LIMIT: RateLimitRule = { limit: 20, windowMs: 60_000 };

/** The browser's own bound: at most this many error reports per page load, identical messages once. */
export const CLIENT_ERROR_REPORTS_PER_PAGE = 5;

/**
 * Text bounds of the tracking and advertising calls (SPEC §7), shared by the browser that cuts what it sends and
 * the server's schemas (fields.ts, point-report.ts); here, apart from those schemas, so that the code every page
 * runs does not bring the validation library with it.
 */
export const URL_MAX_CHARS = 2048;
export const SHORT_TEXT_MAX_CHARS = 256;
export const POINT_VALUE_MAX_CHARS = 2000;
/** The longest error message kept; the browser cuts longer ones before sending. */
export const CLIENT_ERROR_MSG_MAX_CHARS = 4000;

/** Largest accepted request bodies, in bytes. */
export const POINT_REPORT_MAX_BYTES = 8 * 1024;
export const AD_REQUEST_MAX_BYTES = 8 * 1024;
export const CLIENT_ERROR_MAX_BYTES = 16 * 1024;

/** A protocol page reports its own view once per load (ADR 0118): room for fast reading, not for a script. */
export const PROTOCOL_VIEW_RATE_LIMIT: RateLimitRule = { limit: 120, windowMs: 60_000 };
export const PROTOCOL_VIEW_MAX_BYTES = 1024;
