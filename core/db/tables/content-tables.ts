import type { Generated } from "kysely";
import type { ContentState } from "./journal-tables";

/** Row types (see ../schema.ts), the journal's pages: collections, news, FAQs, board, logos, webinars, special issues and advertisements. */

/** The columns a collection and a special issue share (ADR 0106): the fields of their details form, and a state. */
export interface ShowcaseColumns {
  id: Generated<number>;
  slug: string;
  title_en: string;
  title_cn: string;
  description_en: string;
  description_cn: string;
  cover_url: string;
  /** 'draft' until an editor publishes it (ADR 0106); the seed's are published. */
  state: Generated<ContentState>;
}

export interface CollectionsTable extends ShowcaseColumns {
  sort_order: number;
}

export interface CollectionProtocolsTable {
  collection_id: number;
  protocol_id: number;
  position: number;
}

export interface NewsTable {
  id: Generated<number>;
  slug: string;
  title_en: string;
  title_cn: string;
  body_en: string;
  body_cn: string;
  published_on: string;
  /** Unpublished (draft) items are seen only in the editorial office (ADR 0112, migration 0020). */
  state: Generated<ContentState>;
}

export interface FaqsTable {
  id: Generated<number>;
  topic_en: string;
  topic_cn: string;
  question_en: string;
  question_cn: string;
  answer_en: string;
  answer_cn: string;
  sort_order: number;
  /** Unpublished (draft) items are seen only in the editorial office (ADR 0112, migration 0020). */
  state: Generated<ContentState>;
}

export interface BoardMembersTable {
  id: Generated<number>;
  board: "editorial" | "advisory";
  role: string;
  name_en: string;
  name_cn: string;
  affiliation_en: string;
  affiliation_cn: string;
  interests_en: string;
  interests_cn: string;
  photo_url: string;
  sort_order: number;
  /** Unpublished (draft) items are seen only in the editorial office (ADR 0112, migration 0020). */
  state: Generated<ContentState>;
}

export interface LinkedLogosTable {
  id: Generated<number>;
  name_en: string;
  name_cn: string;
  url: string;
  logo_url: string;
  sort_order: number;
  /** Unpublished (draft) items are seen only in the editorial office (ADR 0112, migration 0020). */
  state: Generated<ContentState>;
}

export interface WebinarsTable {
  id: Generated<number>;
  title_en: string;
  title_cn: string;
  speaker_en: string;
  speaker_cn: string;
  starts_at: string;
  description_en: string;
  description_cn: string;
  /** Unpublished (draft) items are seen only in the editorial office (ADR 0112, migration 0020). */
  state: Generated<ContentState>;
}

export interface SpecialIssuesTable extends ShowcaseColumns {
  published_on: string;
}

export interface SpecialIssuePeopleTable {
  id: Generated<number>;
  special_issue_id: number;
  role: "managing_editor" | "associate_editor" | "reviewer";
  name_en: string;
  name_cn: string;
  affiliation_en: string;
  affiliation_cn: string;
  position: number;
}

export interface SpecialIssueSectionsTable {
  id: Generated<number>;
  special_issue_id: number;
  title_en: string;
  title_cn: string;
  position: number;
}

export interface SpecialIssueSectionProtocolsTable {
  section_id: number;
  protocol_id: number;
  position: number;
}

export interface AdvertisementsTable {
  display_number: number;
  url: string;
  img_pc: string;
  img_mobile: string;
  title_cn: string;
  title_en: string;
  ad_page: number;
  ad_location: number;
  site_language: number;
  starts_on: string;
  ends_on: string | null;
  sort_order: Generated<number>;
  /** 1 while an editor has paused the ad (ADR 0113): not shown, whatever its dates. */
  paused: Generated<number>;
}

export interface AdEventsTable {
  id: Generated<number>;
  display_number: number;
  kind: "view" | "click";
  day: string;
  current_page: string;
  from_url: string | null;
  browser_uuid: string | null;
  browser_info: string | null;
  os: string | null;
  created_at: Generated<string>;
}
