import path from "node:path";
import { existsSync } from "node:fs";
import type { Route } from "./+types/bpdetail-pdf";
import { JOURNAL } from "@core/config/constants";
import { formatDate } from "@core/dates/format-date";
import { loadProtocolBody } from "@core/protocols/load-protocol-body";
import { buildCitationRecord, protocolPageUrl } from "@core/protocols/citation/citation-record";
import { formatJournalCitation } from "@core/protocols/citation/format-journal-citation";
import { renderProtocolPdf, pdfSupportsChinese } from "@core/protocols/export/render-protocol-pdf";
import { loadFigureImage } from "@core/protocols/export/load-figure-image";
import { getSessionUser } from "~/lib/session.server";
import { attachment, loginRequired, resolveDownloadRequest } from "~/lib/protocol-page.server";
import { exportLabels } from "~/lib/export-labels.server";
import { translate } from "~/i18n/translate";

/** Where the site's public files are: the source folder, else the built client folder. */
function publicDir(): string {
  const source = path.resolve("public");
  return existsSync(source) ? source : path.resolve(process.env.BUILD_DIR ?? "build", "client");
}

/** GET /{lang}/bpdetail/pdf?id=…&type=…: the protocol as a PDF, for signed-in readers. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const resolved = await resolveDownloadRequest(request, params.lang, context, "bpdetail/pdf");
  if (resolved instanceof Response) return resolved;
  const { protocol } = resolved;
  // Chinese title, abstract and labels only when a Chinese font is installed; otherwise the PDF is English.
  const lang = resolved.lang === "cn" && pdfSupportsChinese() ? "cn" : "en";
  const user = await getSessionUser(request, context);
  if (!user) return loginRequired(request, resolved.lang, protocol);

  const origin = context.publicUrl ?? new URL(request.url).origin;
  const stored = await loadProtocolBody(context.db, protocol.id, lang);
  const year = (protocol.issue?.publishedOn ?? protocol.publishedOn ?? protocol.onlineOn ?? "").slice(0, 4);
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) => translate(lang, key, values);
  const journal = lang === "cn" ? JOURNAL.titleCn : JOURNAL.titleEn;
  const source = [
    journal,
    protocol.issue ? t("issue.label", { volume: protocol.issue.volume, issue: protocol.issue.number }) : protocol.kind === "bpp" ? t("reading.preprint") : t("reading.inPress"),
    protocol.elocation,
  ]
    .filter(Boolean)
    .join(" · ");
  const dates = [
    { label: t("reading.received"), value: protocol.receivedOn },
    { label: t("reading.accepted"), value: protocol.acceptedOn },
    { label: t("reading.availableOnline"), value: protocol.onlineOn },
    { label: t("reading.issuePublished"), value: protocol.issue?.publishedOn ?? null },
  ].flatMap((d) => (d.value ? [{ label: d.label, value: formatDate(d.value, lang) }] : []));
  const dir = publicDir();

  const pdf = await renderProtocolPdf({
    protocol,
    body: stored?.body ?? null,
    labels: exportLabels(lang, protocol.licence, year),
    chinese: lang === "cn",
    sourceLine: source,
    dates,
    citation: formatJournalCitation(buildCitationRecord(protocol, origin)),
    url: protocolPageUrl(origin, resolved.lang, protocol.id, protocol.kind),
    loadFigure: (src) => loadFigureImage(dir, src),
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachment(`opls-${protocol.elocation ?? protocol.id}.pdf`),
      "Cache-Control": "private, no-store",
    },
  });
}
