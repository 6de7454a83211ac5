import type { Route } from "./+types/robots-txt";
import { buildRobotsTxt } from "@core/harvest/build-robots-txt";
import { siteOrigin } from "~/lib/site-origin.server";

/** GET /robots.txt (ADR 0087). */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(buildRobotsTxt(siteOrigin(context)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
