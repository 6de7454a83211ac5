import type { AppLoadContext } from "react-router";
import { buildCitationRecord } from "@core/protocols/citation/citation-record";
import { toBibtex } from "@core/protocols/citation/to-bibtex";
import { toRis } from "@core/protocols/citation/to-ris";
import { attachment, resolveDownloadRequest } from "./protocol-page.server";
import { siteOrigin } from "./site-origin.server";

/** The citation file formats (ADR 0094), by their file extension: how each is written and its media type. */
const CITATION_FORMATS = {
  bib: { write: toBibtex, contentType: "application/x-bibtex; charset=utf-8" },
  ris: { write: toRis, contentType: "application/x-research-info-systems; charset=utf-8" },
};

/**
 * GET /{lang}/bpdetail/{bib,ris}?id=…&type=…: a protocol's citation record as a file, the same from both
 * languages (metadata: open to everyone).
 */
export async function citationDownload(
  { request, params, context }: { request: Request; params: { lang?: string }; context: AppLoadContext },
  format: keyof typeof CITATION_FORMATS,
): Promise<Response> {
  const resolved = await resolveDownloadRequest(request, params.lang, context, `bpdetail/${format}`);
  if (resolved instanceof Response) return resolved;
  const { protocol } = resolved;
  const { write, contentType } = CITATION_FORMATS[format];
  return new Response(write(buildCitationRecord(protocol, siteOrigin(context))), {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": attachment(`opls-${protocol.elocation ?? protocol.id}.${format}`),
    },
  });
}
