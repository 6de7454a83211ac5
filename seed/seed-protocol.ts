import type { ProtocolBody } from "@core/protocols/body";
import type { ProtocolKind, ProtocolStatus } from "@core/db/schema";

/** One protocol as the seed writes it: hand-written and generated protocols share this shape. */
export interface SeedProtocol {
  id: number;
  kind: ProtocolKind;
  status: ProtocolStatus;
  doi: string;
  elocation: string;
  titleEn: string;
  titleCn: string | null;
  abstractEn: string;
  abstractCn: string | null;
  keywordsEn: string[];
  keywordsCn: string[];
  receivedOn: string;
  acceptedOn: string;
  onlineOn: string;
  publishedOn: string | null;
  issueId: number | null;
  journalVersionId: number | null;
  videoId: number | null;
  authors: { nameEn: string; nameCn: string | null; affiliations: string[]; orcid: string | null; corresponding: boolean; email: string | null }[];
  categoryIds: number[];
  organisms: string[];
  /** Empty: anonymous reviewers. */
  reviewers: { nameEn: string; nameCn: string | null; affiliation: string }[];
  versions: { version: number; publishedOn: string; noteEn: string; noteCn: string }[];
  body: ProtocolBody;
  /** The Chinese full text, where the journal has one (issue 17 §2). */
  bodyCn?: ProtocolBody | null;
}
