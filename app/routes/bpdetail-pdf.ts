import type { Route } from "./+types/bpdetail-pdf";
import { loadProtocolBody } from "@core/protocols/load-protocol-body";
import { pdfSupportsChinese } from "@core/protocols/export/render-protocol-pdf";
import { obtainProtocolPdf } from "@core/protocols/export/obtain-protocol-pdf";
import { PdfRenderBusyError, renderPdfInWorker } from "@core/protocols/export/pdf-render-pool";
import renderPdfTask from "@core/protocols/export/render-pdf-task";
import { getSessionUser } from "~/lib/session.server";
import { attachment, loginRequired, resolveDownloadRequest } from "~/lib/protocol-page.server";
import { matchesEtag, pdfBenchBaseline, pdfStoreDir, protocolPdfTask } from "~/lib/protocol-pdf.server";
import { resourceRefusal } from "~/lib/resource-refusal.server";
import { siteOrigin } from "~/lib/site-origin.server";

/**
 * GET /{lang}/bpdetail/pdf?id=…&type=…: the protocol as a PDF, for signed-in readers. Rendered once per
 * version of the protocol in a render process (ADR 0155), then served from the store with a strong ETag (ADR 0083).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const resolved = await resolveDownloadRequest(request, params.lang, context, "bpdetail/pdf");
  if (resolved instanceof Response) return resolved;
  const { protocol } = resolved;
  // Chinese title, abstract and labels only when a Chinese font is installed; otherwise the PDF is English.
  const lang = resolved.lang === "cn" && pdfSupportsChinese() ? "cn" : "en";
  const user = await getSessionUser(request, context);
  if (!user) return loginRequired(request, resolved.lang, protocol);

  const origin = siteOrigin(context);
  const stored = await loadProtocolBody(context.db, protocol.id, lang);
  const task = protocolPdfTask({ protocol, body: stored?.body ?? null, lang, pageLang: resolved.lang, origin });
  const download = { "Content-Type": "application/pdf", "Content-Disposition": attachment(`opls-${protocol.elocation ?? protocol.id}.pdf`) };
  if (pdfBenchBaseline()) return new Response(new Uint8Array(await renderPdfTask(task)), { headers: { ...download, "Cache-Control": "private, no-store" } });
  let pdf;
  try {
    pdf = await obtainProtocolPdf(context.db, { dir: pdfStoreDir(), task, userId: user.id, render: renderPdfInWorker });
  } catch (error) {
    if (!(error instanceof PdfRenderBusyError)) throw error;
    return resourceRefusal(resolved.lang, "reading.pdfBusy", 503, { "Retry-After": "30" });
  }
  if (pdf.kind === "rate-limited") {
    const retryAfter = String(Math.ceil(pdf.retryAfterMs / 1000));
    return resourceRefusal(resolved.lang, "reading.pdfRateLimited", 429, { "Retry-After": retryAfter });
  }
  // The bytes are the same for every reader, but only signed-in readers may have them: browsers keep a
  // private copy and revalidate it on every download, so the sign-in check always runs.
  const headers = { ETag: pdf.etag, "Cache-Control": "private, no-cache" };
  if (matchesEtag(request.headers.get("if-none-match"), pdf.etag)) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(pdf.bytes), { headers: { ...headers, ...download } });
}
