import { randomUUID } from "node:crypto";
import { isbot } from "isbot";
import type { AppLoadContext } from "react-router";
import { BROWSER_ID_COOKIE, BROWSER_ID_MAX_AGE_MS, BROWSER_ID_PATTERN } from "@core/config/constants";
import { readCookie, siteCookie } from "./session.server";

/**
 * The browser id of this request's visitor (SPEC §3 `uuid`), or a new one; then `cookie` is its Set-Cookie value,
 * written like every script-readable site cookie (siteCookie) with the lifetime the browser gives it too.
 */
export function visitorId(request: Request, context: AppLoadContext): { id: string; cookie: string | null } {
  const existing = readCookie(request, BROWSER_ID_COOKIE);
  if (existing && BROWSER_ID_PATTERN.test(existing)) return { id: existing, cookie: null };
  const id = randomUUID();
  return { id, cookie: siteCookie(request, context, BROWSER_ID_COOKIE, id, BROWSER_ID_MAX_AGE_MS) };
}

/**
 * Whether a request for a protocol page is a reader's view: a GET from a browser, not a crawler (isbot) and
 * not a speculative prefetch or prerender (Purpose / Sec-Purpose headers).
 */
export function isReaderView(request: Request): boolean {
  if (request.method !== "GET") return false;
  const purpose = `${request.headers.get("purpose") ?? ""} ${request.headers.get("sec-purpose") ?? ""}`.toLowerCase();
  if (purpose.includes("prefetch") || purpose.includes("prerender")) return false;
  return !isbot(request.headers.get("user-agent"));
}
