import { data, type AppLoadContext } from "react-router";

/**
 * Cross-site request forgery defence for every state-changing request (ADR 0031). Besides the
 * SameSite=Lax session cookie, a request is refused when the browser says it comes from another site:
 * `Sec-Fetch-Site` other than same-origin/none, or an `Origin` that is not this site's. A page on
 * another site can set neither header. Requests with neither header (non-browser clients) cannot
 * carry a victim's cookies, so they are let through.
 */
export function isCrossSiteRequest(request: Request, context: AppLoadContext): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin" && site !== "none") return true;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  const allowed = new Set([new URL(request.url).origin]);
  if (context.publicUrl) allowed.add(new URL(context.publicUrl).origin);
  return !allowed.has(origin);
}

/** Throws a 403 response for a cross-site request (page actions). */
export function assertSameSite(request: Request, context: AppLoadContext): void {
  if (isCrossSiteRequest(request, context)) throw data({ reason: "forbidden" }, { status: 403 });
}
