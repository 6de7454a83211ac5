import type { Route } from "./+types/bpdetail-ris";
import { buildCitationRecord } from "@core/protocols/citation/citation-record";
import { toRis } from "@core/protocols/citation/to-ris";
import { attachment, resolveDownloadRequest } from "~/lib/protocol-page.server";
import { siteOrigin } from "~/lib/site-origin.server";

/** GET /{lang}/bpdetail/ris?id=…&type=…: the citation as RIS (metadata: open to everyone). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const resolved = await resolveDownloadRequest(request, params.lang, context, "bpdetail/ris");
  if (resolved instanceof Response) return resolved;
  const origin = siteOrigin(context);
  const ris = toRis(buildCitationRecord(resolved.protocol, origin));
  return new Response(ris, {
    headers: {
      "Content-Type": "application/x-research-info-systems; charset=utf-8",
      "Content-Disposition": attachment(`opls-${resolved.protocol.elocation ?? resolved.protocol.id}.ris`),
    },
  });
}
