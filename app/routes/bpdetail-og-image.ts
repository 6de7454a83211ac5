import type { Route } from "./+types/bpdetail-og-image";
import { obtainSocialCard } from "@core/protocols/social/obtain-social-card";
import { resolveDownloadRequest } from "~/lib/protocol-page.server";
import { matchesEtag } from "~/lib/protocol-pdf.server";
import { socialCardContent, socialCardDir } from "~/lib/social-card.server";

/**
 * GET /{lang}/bpdetail/og-image.png?id=…&type=…: the protocol's share image (Open Graph, Twitter), a 1200×630
 * PNG card drawn once per content and language and then served from the store (ADR 0094). Metadata only, so
 * it is public and may be cached by anyone; the ETag lets a cache revalidate cheaply after a day.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const resolved = await resolveDownloadRequest(request, params.lang, context, "bpdetail/og-image.png");
  if (resolved instanceof Response) return resolved;
  const card = await obtainSocialCard(socialCardDir(), socialCardContent(resolved.protocol, resolved.lang));
  const headers = { ETag: card.etag, "Cache-Control": "public, max-age=86400" };
  if (matchesEtag(request.headers.get("if-none-match"), card.etag)) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(card.bytes), { headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(card.bytes.length) } });
}
