/**
 * The Cache-Control of a page that is the same for every visitor (ADR 0118): browsers check it again each time
 * (the ETag makes that a 304), shared caches (this server's own, nginx, a CDN) keep it 30 s and may serve it 60 s
 * more while it is rendered again. Only pages whose HTML holds nothing of the request's own — no form key, no
 * browser id, no reader — say so; a signed-in reader's response and one that sets a cookie are made
 * `private, no-store` whatever the route says (server/app.ts).
 */
export const VISITOR_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";

/** A route's `headers` export for such a page. Vary: the cookie notice and the closed bottom ad change it. */
export function visitorPageHeaders(): Record<string, string> {
  return { "Cache-Control": VISITOR_PAGE_CACHE_CONTROL, Vary: "Cookie" };
}
