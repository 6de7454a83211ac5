import type { ProtocolKind, ProtocolStatus } from "../db/schema";

/** The shape of a protocol's details, as every reader of them (pages, exports, harvesting) sees it. */

export interface DetailAuthor {
  nameEn: string;
  nameCn: string | null;
  affiliations: string[];
  orcid: string | null;
  corresponding: boolean;
  email: string | null;
}

/** Everything the protocol page shows about a protocol except its body, questions and related protocols. */
export interface ProtocolDetail {
  id: number;
  kind: ProtocolKind;
  status: ProtocolStatus;
  doi: string | null;
  elocation: string | null;
  titleEn: string;
  titleCn: string | null;
  abstractEn: string;
  abstractCn: string | null;
  keywordsEn: string[];
  keywordsCn: string[];
  receivedOn: string | null;
  acceptedOn: string | null;
  onlineOn: string | null;
  publishedOn: string | null;
  licence: string;
  reviewersAnonymous: boolean;
  views: number;
  citedBy: number;
  /** The issue it was published in; null while in press, and for preprints. */
  issue: { id: number; volume: number; number: number; year: number; publishedOn: string } | null;
  /** For a preprint: the journal protocol it became, if any. */
  journalVersion: { id: number; titleEn: string; titleCn: string | null } | null;
  /** For a journal protocol: its preprint, if one links to it. */
  preprint: { id: number; titleEn: string; titleCn: string | null } | null;
  authors: DetailAuthor[];
  categories: { id: number; nameEn: string; nameCn: string }[];
  organisms: { nameEn: string; nameCn: string }[];
  reviewers: { nameEn: string; nameCn: string | null; affiliation: string | null }[];
  /** `readable`: an earlier version kept as it was, which readers can open (ADR 0101). */
  versions: { version: number; publishedOn: string; noteEn: string; noteCn: string; readable: boolean }[];
  video: { titleEn: string; titleCn: string; src: string; posterUrl: string; durationSeconds: number } | null;
}
