import { JOURNAL, type Lang } from "../../config/constants";
import type { ProtocolDetail } from "../protocol-detail";
import { splitAuthorName, type PersonName } from "./split-author-name";

/**
 * Where preprints are posted: the journal's preprint repository. The one name of it in page tags
 * (citation_technical_report_institution), JSON-LD, RIS/BibTeX, OAI-PMH, the PDF header and the site's pages
 * (ADR 0094; the i18n "page.preprints" text is tested to match).
 */
export const PREPRINT_REPOSITORY = { en: `${JOURNAL.shortTitle} Preprints`, cn: `${JOURNAL.shortTitle} 预印本` } as const;

/** The bibliographic facts every citation format is written from. */
export interface CitationRecord {
  kind: ProtocolDetail["kind"];
  inPress: boolean;
  titleEn: string;
  titleCn: string | null;
  authors: (PersonName & { nameEn: string; nameCn: string | null; affiliations: string[]; orcid: string | null; email: string | null })[];
  year: string;
  /** 'YYYY-MM-DD': issue date, else the online date. */
  date: string;
  volume: number | null;
  issue: number | null;
  elocation: string | null;
  doi: string | null;
  /**
   * The English protocol page: the page of the record. The /cn page is its translation (ADR 0094), so both
   * languages' tags and exports name this page.
   */
  url: string;
  /** The PDF of the record (the English one). */
  pdfUrl: string;
  abstractEn: string;
  keywordsEn: string[];
  id: number;
}

/** The canonical address of a protocol page. */
export function protocolPageUrl(origin: string, lang: Lang, id: number, kind: ProtocolDetail["kind"]): string {
  return `${origin}/${lang}/bpdetail?id=${id}&type=${kind}`;
}

/** The PDF of a protocol in a page language. */
export function protocolPdfUrl(origin: string, lang: Lang, id: number, kind: ProtocolDetail["kind"]): string {
  return `${origin}/${lang}/bpdetail/pdf?id=${id}&type=${kind}`;
}

export function buildCitationRecord(p: ProtocolDetail, origin: string): CitationRecord {
  const date = p.issue?.publishedOn ?? p.publishedOn ?? p.onlineOn ?? p.acceptedOn ?? "";
  return {
    kind: p.kind,
    inPress: p.kind === "bp" && p.issue === null,
    titleEn: p.titleEn,
    titleCn: p.titleCn,
    authors: p.authors.map((a) => ({
      ...splitAuthorName(a.nameEn, a.nameCn),
      nameEn: a.nameEn,
      nameCn: a.nameCn,
      affiliations: a.affiliations,
      orcid: a.orcid,
      // Only a corresponding author's address is published (the page shows it too).
      email: a.corresponding ? a.email : null,
    })),
    year: date.slice(0, 4),
    date,
    volume: p.issue?.volume ?? null,
    issue: p.issue?.number ?? null,
    elocation: p.elocation,
    doi: p.doi,
    url: protocolPageUrl(origin, "en", p.id, p.kind),
    pdfUrl: protocolPdfUrl(origin, "en", p.id, p.kind),
    abstractEn: p.abstractEn,
    keywordsEn: p.keywordsEn,
    id: p.id,
  };
}
