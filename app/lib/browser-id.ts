/**
 * The generated browser id of SPEC §3: cookie `uuid`, created on a browser's first visit and sent with the
 * tracking and advertising calls (as `browser_uuid`, and as the `browser-uuid` header of SPEC §7). It is a
 * random value, not derived from anything about the reader (see the privacy policy).
 */
import { BROWSER_ID_COOKIE, BROWSER_ID_MAX_AGE_MS, BROWSER_ID_PATTERN } from "@core/config/constants";
import { readBrowserCookie, writeBrowserCookie } from "./browser-cookies";

function randomUuid(): string {
  // crypto.randomUUID needs a secure context; getRandomValues works on plain http too.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let current: string | null = null;

/** This browser's id, creating (and storing) it on first use. Browser only. */
export function getBrowserId(): string {
  if (current) return current;
  const existing = readBrowserCookie(BROWSER_ID_COOKIE);
  current = existing && BROWSER_ID_PATTERN.test(existing) ? existing : randomUuid();
  writeBrowserCookie(BROWSER_ID_COOKIE, current, BROWSER_ID_MAX_AGE_MS);
  return current;
}
