import { data, type AppLoadContext } from "react-router";
import { siteOrigin } from "./site-origin.server";

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
  // Only the configured origin (ADR 0080): the request's own Host is the client's to choose (DNS rebinding).
  return origin !== siteOrigin(context);
}

/** Throws a 403 response for a cross-site request (page actions). */
export function assertSameSite(request: Request, context: AppLoadContext): void {
  if (isCrossSiteRequest(request, context)) throw data({ reason: "forbidden" }, { status: 403 });
}
