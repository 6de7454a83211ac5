import type { Route } from "./+types/sitemap-index";
import { buildSitemapIndex } from "@core/harvest/stream-sitemap";
import { siteOrigin } from "~/lib/site-origin.server";

/** GET /sitemap.xml: the sitemap index (ADR 0088). */
export async function loader({ context }: Route.LoaderArgs) {
  const xml = await buildSitemapIndex(context.db, { origin: siteOrigin(context) });
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" } });
}
