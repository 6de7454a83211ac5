import path from "node:path";
import { existsSync } from "node:fs";
import { JOURNAL, type Lang } from "@core/config/constants";
import { formatDate } from "@core/dates/format-date";
import type { ProtocolDetail } from "@core/protocols/protocol-detail";
import type { ProtocolBody } from "@core/protocols/body";
import { buildCitationRecord, protocolPageUrl, PREPRINT_REPOSITORY } from "@core/protocols/citation/citation-record";
import { formatJournalCitation } from "@core/protocols/citation/format-journal-citation";
import type { PdfRenderTask } from "@core/protocols/export/render-pdf-task";
import { exportLabels } from "~/lib/export-labels.server";
import { translate } from "~/i18n/translate";
import { localized } from "@core/content/localized";

/** Where the site's public files are: the source folder, else the built client folder. */
function publicDir(): string {
  const source = path.resolve("public");
  return existsSync(source) ? source : path.resolve(process.env.BUILD_DIR ?? "build", "client");
}

/** Where rendered PDFs are stored (`PDF_DIR`, default data/pdfs; a folder all servers share: ADR 0083). */
export function pdfStoreDir(): string {
  return path.resolve(process.env.PDF_DIR || "data/pdfs");
}

/** Everything the PDF renderer needs, as plain data a render process can receive. */
export function protocolPdfTask(args: {
  protocol: ProtocolDetail;
  body: ProtocolBody | null;
  /** The PDF's language (English when no Chinese font is installed). */
  lang: Lang;
  /** The page's language, for the protocol URL printed in the PDF. */
  pageLang: Lang;
  origin: string;
}): PdfRenderTask {
  const { protocol, lang, origin } = args;
  const year = (protocol.issue?.publishedOn ?? protocol.publishedOn ?? protocol.onlineOn ?? "").slice(0, 4);
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) => translate(lang, key, values);
  const journal = localized(lang, JOURNAL.titleEn, JOURNAL.titleCn);
  // A preprint is headed by the repository it is posted in, never by the journal (ADR 0094).
  const source = (
    protocol.kind === "bpp"
      ? [PREPRINT_REPOSITORY[lang], t("reading.notPeerReviewed")]
      : [journal, protocol.issue ? t("issue.label", { volume: protocol.issue.volume, issue: protocol.issue.number }) : t("reading.inPress"), protocol.elocation]
  )
    .filter(Boolean)
    .join(" · ");
  const dates = [
    { label: t("reading.received"), value: protocol.receivedOn },
    { label: t("reading.accepted"), value: protocol.acceptedOn },
    { label: t("reading.availableOnline"), value: protocol.onlineOn },
    { label: t("reading.issuePublished"), value: protocol.issue?.publishedOn ?? null },
  ].flatMap((d) => (d.value ? [{ label: d.label, value: formatDate(d.value, lang) }] : []));
  return {
    protocol,
    body: args.body,
    labels: exportLabels(lang, protocol.licence, year),
    chinese: lang === "cn",
    sourceLine: source,
    dates,
    citation: formatJournalCitation(buildCitationRecord(protocol, origin)),
    url: protocolPageUrl(origin, args.pageLang, protocol.id, protocol.kind),
    publicDir: publicDir(),
  };
}

/**
 * `PDF_BENCH_BASELINE=1` (npm run bench:pdf only, never in production): the path before ADR 0083, every
 * request rendering on the main thread with nothing stored, so the bench can measure both in one run.
 */
export function pdfBenchBaseline(): boolean {
  return process.env.PDF_BENCH_BASELINE === "1";
}

/** Whether an `If-None-Match` header names `etag` (or is `*`). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((v) => v.trim().replace(/^W\//, ""))
    .some((v) => v === etag || v === "*");
}
