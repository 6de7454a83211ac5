import type { Route } from "./+types/bpdetail-bib";
import { buildCitationRecord } from "@core/protocols/citation/citation-record";
import { toBibtex } from "@core/protocols/citation/to-bibtex";
import { attachment, resolveDownloadRequest } from "~/lib/protocol-page.server";
import { siteOrigin } from "~/lib/site-origin.server";

/** GET /{lang}/bpdetail/bib?id=…&type=…: the citation as BibTeX (metadata: open to everyone). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const resolved = await resolveDownloadRequest(request, params.lang, context, "bpdetail/bib");
  if (resolved instanceof Response) return resolved;
  const origin = siteOrigin(context);
  const bib = toBibtex(buildCitationRecord(resolved.protocol, origin));
  return new Response(bib, {
    headers: {
      "Content-Type": "application/x-bibtex; charset=utf-8",
      "Content-Disposition": attachment(`opls-${resolved.protocol.elocation ?? resolved.protocol.id}.bib`),
    },
  });
}
