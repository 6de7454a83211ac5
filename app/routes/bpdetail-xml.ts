import type { Route } from "./+types/bpdetail-xml";
import { loadProtocolBody } from "@core/protocols/load-protocol-body";
import { buildProtocolJats } from "@core/protocols/export/build-protocol-jats";
import { getSessionUser } from "~/lib/session.server";
import { attachment, loginRequired, resolveDownloadRequest } from "~/lib/protocol-page.server";
import { exportLabels } from "~/lib/export-labels.server";
import { siteOrigin } from "~/lib/site-origin.server";

/** GET /{lang}/bpdetail/xml?id=…&type=…: the protocol as JATS XML (English), for signed-in readers. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const resolved = await resolveDownloadRequest(request, params.lang, context, "bpdetail/xml");
  if (resolved instanceof Response) return resolved;
  const { protocol } = resolved;
  const user = await getSessionUser(request, context);
  if (!user) return loginRequired(request, resolved.lang, protocol);
  const origin = siteOrigin(context);
  const stored = await loadProtocolBody(context.db, protocol.id, "en");
  const year = (protocol.issue?.publishedOn ?? protocol.publishedOn ?? protocol.onlineOn ?? "").slice(0, 4);
  const xml = buildProtocolJats(protocol, stored?.body ?? null, exportLabels("en", protocol.licence, year), origin);
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": attachment(`opls-${protocol.elocation ?? protocol.id}.xml`),
      "Cache-Control": "private, no-store",
    },
  });
}
