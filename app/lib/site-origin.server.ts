import type { AppLoadContext } from "react-router";
import { configuredOrigin, readEnv } from "@server/env";

/**
 * The site's one origin (ADR 0080) for every absolute URL — canonical links, og:url, citation_pdf_url, e-mailed
 * links, sitemaps, feeds, OAI-PMH — and for the same-site check: PUBLIC_URL, else http://localhost:PORT.
 * Never the request's Host or X-Forwarded-Host header, which a caller controls.
 */
export function siteOrigin(context: AppLoadContext): string {
  // The server always sets publicUrl; the fallback serves loaders called directly by tests.
  return context.publicUrl ? new URL(context.publicUrl).origin : configuredOrigin(readEnv());
}
