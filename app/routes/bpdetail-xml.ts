import type { Route } from "./+types/bpdetail-xml";
import { loadProtocolBodies } from "@core/protocols/load-protocol-bodies";
import { listProtocolNotices } from "@core/protocols/list-protocol-notices";
import { buildProtocolJats } from "@core/protocols/export/build-protocol-jats";
import { getSessionUser } from "~/lib/session.server";
import { attachment, loginRequired, resolveDownloadRequest } from "~/lib/protocol-page.server";
import { exportLabels } from "~/lib/export-labels.server";
import { siteOrigin } from "~/lib/site-origin.server";

/**
 * GET /{lang}/bpdetail/xml?id=…&type=…: the protocol as JATS XML, for signed-in readers. The same file from
 * /en and /cn: the English article, with the Chinese full text as its translation sub-article where the
 * journal has one (ADR 0097).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const resolved = await resolveDownloadRequest(request, params.lang, context, "bpdetail/xml");
  if (resolved instanceof Response) return resolved;
  const { protocol } = resolved;
  const user = await getSessionUser(request, context);
  if (!user) return loginRequired(request, resolved.lang, protocol);
  const origin = siteOrigin(context);
  const [bodies, notices] = await Promise.all([loadProtocolBodies(context.db, protocol.id), listProtocolNotices(context.db, protocol.id)]);
  const year = (protocol.issue?.publishedOn ?? protocol.publishedOn ?? protocol.onlineOn ?? "").slice(0, 4);
  const translation = bodies.cn ? { body: bodies.cn, labels: exportLabels("cn", protocol.licence, year) } : null;
  const xml = buildProtocolJats(
    protocol,
    bodies.en ?? null,
    exportLabels("en", protocol.licence, year),
    origin,
    translation,
    notices,
  );
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": attachment(`opls-${protocol.elocation ?? protocol.id}.xml`),
      "Cache-Control": "private, no-store",
    },
  });
}
