import type { Generated } from "kysely";

/** Row types (see ../schema.ts), the journal's record: categories, volumes and issues, protocols and what belongs to them, organisms, views and citations. */

export type ProtocolKind = "bp" | "bpp";
export type ProtocolStatus = "in_press" | "corrected_proof" | "published";

/** A collection, special issue, video or other page item being prepared (draft) or on the public pages (ADR 0106, 0112). */
export type ContentState = "draft" | "published";

export interface CategoriesTable {
  id: number;
  slug: string;
  name_en: string;
  name_cn: string;
  sort_order: number;
}

export interface VolumesTable {
  id: Generated<number>;
  number: number;
  year: number;
}

export interface IssuesTable {
  id: Generated<number>;
  volume_id: number;
  number: number;
  published_on: string;
  cover_url: string | null;
  /** Only a published issue is on the public pages (ADR 0100). */
  state: Generated<IssueState>;
  title_en: string | null;
  title_cn: string | null;
  /** The editorial note, plain text with blank lines between paragraphs. */
  note_en: string | null;
  note_cn: string | null;
}

export type IssueState = "scheduled" | "published";

/** The protocols an editor assigned to an issue, in order (ADR 0100). */
export interface IssueProtocolsTable {
  id: Generated<number>;
  issue_id: number;
  protocol_id: number;
  position: number;
  /** Set by hand; null: automatic. */
  elocation: string | null;
  added_at: Generated<string>;
}

export interface VideosTable {
  id: Generated<number>;
  title_en: string;
  title_cn: string;
  src: string | null;
  poster_url: string;
  duration_seconds: number;
  published_on: string;
  protocol_id: number | null;
  /** Unpublished (draft) items are seen only in the editorial office (ADR 0112, migration 0020). */
  state: Generated<ContentState>;
}

export interface ProtocolsTable {
  id: number;
  kind: ProtocolKind;
  status: ProtocolStatus;
  doi: string | null;
  elocation: string | null;
  title_en: string;
  title_cn: string | null;
  abstract_en: string;
  abstract_cn: string | null;
  keywords_en: Generated<string>;
  keywords_cn: Generated<string>;
  received_on: string | null;
  accepted_on: string | null;
  online_on: string | null;
  published_on: string | null;
  issue_id: number | null;
  licence: Generated<string>;
  reviewers_anonymous: Generated<number>;
  video_id: number | null;
  /** For a preprint (bpp): the journal protocol it became, if any. */
  journal_version_id: number | null;
  views_total: Generated<number>;
  cited_total: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export type NoticeKind = "correction" | "retraction" | "concern";

/** A correction, retraction or expression of concern on a protocol online (ADR 0104). */
export interface ProtocolNoticesTable {
  id: Generated<number>;
  protocol_id: number;
  kind: NoticeKind;
  notice_on: string;
  text_en: string;
  text_cn: string | null;
  doi: string | null;
  created_by: number | null;
  created_at: Generated<string>;
}

export interface ProtocolBodiesTable {
  protocol_id: number;
  lang: string;
  /** JSON of a ProtocolBody (core/protocols/body.ts). */
  body: string;
}

export interface ProtocolAuthorsTable {
  protocol_id: number;
  position: number;
  name_en: string;
  name_cn: string | null;
  affiliations: Generated<string>;
  orcid: string | null;
  is_corresponding: Generated<number>;
  email: string | null;
}

export interface ProtocolCategoriesTable {
  protocol_id: number;
  category_id: number;
}

export interface OrganismsTable {
  id: Generated<number>;
  name_en: string;
  name_cn: string;
}

export interface ProtocolOrganismsTable {
  protocol_id: number;
  organism_id: number;
}

export interface ProtocolReviewersTable {
  protocol_id: number;
  position: number;
  name_en: string;
  name_cn: string | null;
  affiliation: string | null;
}

export interface ProtocolVersionsTable {
  protocol_id: number;
  version: number;
  published_on: string;
  note_en: string;
  note_cn: string;
  /** JSON of an EditorialDraft: this version as it was, once a newer one replaced it (ADR 0099); null for the current. */
  snapshot: Generated<string | null>;
}

export interface ProtocolRelatedTable {
  protocol_id: number;
  related_id: number;
  position: number;
}

export interface ProtocolViewsDailyTable {
  protocol_id: number;
  day: string;
  views: number;
}

export interface ProtocolViewVisitorsTable {
  protocol_id: number;
  day: string;
  visitor: string;
}

export interface CitationsTable {
  id: Generated<number>;
  protocol_id: number;
  year: number;
  citing_title: string;
  citing_journal: string;
  citing_doi: string | null;
}
