import type { Route } from "./+types/sitemap-child";
import { streamSitemap } from "@core/harvest/stream-sitemap";
import { siteOrigin } from "~/lib/site-origin.server";

/** GET /sitemaps/{name}.xml: one child sitemap, streamed (ADR 0088). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const stream = await streamSitemap(context.db, params.name, { origin: siteOrigin(context) });
  if (!stream) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  // A child changes when a protocol in it does; an hour's caching by proxies spares the database.
  return new Response(stream, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
