import { randomUUID } from "node:crypto";
import { isbot } from "isbot";
import { readCookie } from "./session.server";

/** SPEC §3: the generated browser id. Readable by scripts (the tracking calls send it as browser-uuid). */
export const VISITOR_COOKIE = "uuid";
const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const VISITOR_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The browser id of this request's visitor, or a new one (then `cookie` is the Set-Cookie value to send). */
export function visitorId(request: Request): { id: string; cookie: string | null } {
  const existing = readCookie(request, VISITOR_COOKIE);
  if (existing && VISITOR_ID.test(existing)) return { id: existing, cookie: null };
  const id = randomUUID();
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return { id, cookie: `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${VISITOR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}` };
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
