import { JOURNAL, type Lang } from "../../config/constants";
import type { ProtocolDetail } from "../find-protocol-detail";
import { splitAuthorName, type PersonName } from "./split-author-name";

/** Where preprints are posted: the journal's preprint repository. */
export const PREPRINT_REPOSITORY = { en: `${JOURNAL.shortTitle} Preprints`, cn: `${JOURNAL.shortTitle} 预印本` } as const;

/** The bibliographic facts every citation format is written from. */
export interface CitationRecord {
  kind: ProtocolDetail["kind"];
  inPress: boolean;
  titleEn: string;
  titleCn: string | null;
  authors: (PersonName & { nameCn: string | null; affiliations: string[]; orcid: string | null })[];
  year: string;
  /** 'YYYY-MM-DD': issue date, else the online date. */
  date: string;
  volume: number | null;
  issue: number | null;
  elocation: string | null;
  doi: string | null;
  /** The protocol page (abstract page): the canonical URL. */
  url: string;
  abstractEn: string;
  keywordsEn: string[];
  id: number;
}

/** The canonical address of a protocol page. */
export function protocolPageUrl(origin: string, lang: Lang, id: number, kind: ProtocolDetail["kind"]): string {
  return `${origin}/${lang}/bpdetail?id=${id}&type=${kind}`;
}

export function buildCitationRecord(p: ProtocolDetail, origin: string): CitationRecord {
  const date = p.issue?.publishedOn ?? p.publishedOn ?? p.onlineOn ?? p.acceptedOn ?? "";
  return {
    kind: p.kind,
    inPress: p.kind === "bp" && p.issue === null,
    titleEn: p.titleEn,
    titleCn: p.titleCn,
    authors: p.authors.map((a) => ({ ...splitAuthorName(a.nameEn, a.nameCn), nameCn: a.nameCn, affiliations: a.affiliations, orcid: a.orcid })),
    year: date.slice(0, 4),
    date,
    volume: p.issue?.volume ?? null,
    issue: p.issue?.number ?? null,
    elocation: p.elocation,
    doi: p.doi,
    url: protocolPageUrl(origin, "en", p.id, p.kind),
    abstractEn: p.abstractEn,
    keywordsEn: p.keywordsEn,
    id: p.id,
  };
}
