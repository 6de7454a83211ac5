import type { Generated } from "kysely";

/** Row types (see ../schema.ts), what readers send and the journal sends back: uploads, subscriptions, the forms, the inbox, e-mail, tracking, Crossref deposits, the search index's format. */

export interface UploadsTable {
  id: Generated<number>;
  storage_key: string;
  original_name: string;
  extension: string;
  size_bytes: number;
  sha256: string;
  purpose: string;
  created_at: Generated<string>;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  email: string;
  language: string;
  category_ids: Generated<string>;
  confirm_token_hash: string | null;
  unsubscribe_token: string;
  confirmed_at: string | null;
  last_digest_at: string | null;
  created_at: Generated<string>;
  /** When the last confirmation e-mail went out (migration 0004). */
  confirm_sent_at: string | null;
}

export interface HelpRequestsTable {
  id: Generated<number>;
  user_id: number | null;
  email: string | null;
  message: string;
  screenshot_upload_id: number | null;
  page_url: string | null;
  language: string;
  idempotency_key: string;
  created_at: Generated<string>;
}

export interface ReviewerApplicationsTable {
  id: Generated<number>;
  name: string;
  email: string;
  affiliation: string;
  country: string;
  research_areas: Generated<string>;
  orcid: string | null;
  cv_upload_id: number;
  language: string;
  idempotency_key: string;
  created_at: Generated<string>;
}

export interface AmbassadorApplicationsTable {
  id: Generated<number>;
  name: string;
  email: string;
  institution: string;
  country: string;
  degree: string;
  motivation: string;
  language: string;
  idempotency_key: string;
  created_at: Generated<string>;
  /** 1: agreed to be on the public ambassador list if appointed (migration 0018, ADR 0110). */
  list_consent: Generated<number>;
}

export interface AmbassadorsTable {
  id: Generated<number>;
  name_en: string;
  name_cn: string;
  institution_en: string;
  institution_cn: string;
  country_en: string;
  country_cn: string;
  since_year: number;
  photo_url: string;
  /** The application this entry came from when an editor accepted it (migration 0018); null for the seed's. */
  application_id: Generated<number | null>;
}

export interface PresubmissionInquiriesTable {
  id: Generated<number>;
  first_name: string;
  middle_name: string;
  last_name: string;
  department: string;
  affiliation: string;
  city: string;
  country: string;
  email: string;
  is_corresponding: number;
  proposed_title: string;
  validation_method: string;
  doi_or_url: string;
  draft_upload_id: number | null;
  manuscript_status: string;
  /** Null for inquiries stored before migration 0007. */
  subject_category_id: number | null;
  /** At most PSI_SUMMARY_MAX_WORDS words; "" before migration 0007. */
  summary: Generated<string>;
  language: string;
  idempotency_key: string;
  created_at: Generated<string>;
}

export interface InvitationsTable {
  code: string;
  email: string;
  created_at: Generated<string>;
  used_at: string | null;
}

export interface SubmissionsTable {
  id: Generated<number>;
  route: "invitation" | "self";
  invitation_code: string | null;
  user_id: number | null;
  email: string;
  title: string;
  authors: string;
  category_id: number;
  cover_letter: string;
  manuscript_upload_id: number;
  waiver: "none" | "full" | "partial";
  waiver_reason: string | null;
  /** One optional supplementary file (archive for several), migration 0007. */
  supplementary_upload_id: number | null;
  language: string;
  idempotency_key: string;
  created_at: Generated<string>;
}

export interface OutboxEmailsTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Generated<string>;
  sent_at: string | null;
  error: string | null;
  /** JSON object of extra headers, e.g. List-Unsubscribe (migration 0004). */
  headers: Generated<string>;
}

export interface TrackingEventsTable {
  id: Generated<number>;
  point_number: number;
  point_value: string;
  about_id: string | null;
  language: string;
  web: number;
  url: string;
  refer_url: string | null;
  device: string;
  browser: string;
  browser_uuid: string | null;
  created_at: Generated<string>;
}

export interface ClientErrorReportsTable {
  id: Generated<number>;
  error_url: string;
  error_msg: string;
  user_agent: string | null;
  created_at: Generated<string>;
}

/** A Crossref deposit batch and what became of its upload (migration 0008, ADR 0090). */
export interface CrossrefDepositsTable {
  id: Generated<number>;
  batch_id: string;
  file_name: string;
  /** "journal" or "posted_content": Crossref takes one kind of record per batch. */
  content_type: string;
  work_count: number;
  /** JSON array of the DOIs in the batch. */
  dois: string;
  status: "written" | "submitted" | "failed";
  http_status: number | null;
  response_summary: string | null;
  attempted_at: string | null;
  created_at: Generated<string>;
}

/** The inbox's state of one received form (migration 0018, ADR 0110); a form without a row is new. */
export interface InboxItemsTable {
  id: Generated<number>;
  kind: string;
  source_id: number;
  status: Generated<string>;
  assignee_id: number | null;
  waiver_decision: string | null;
  /** Percent of the fee waived: 100, 1–99 or 0. */
  waiver_share: number | null;
  waiver_reason: string | null;
  ambassador_id: number | null;
  updated_at: Generated<string>;
}

/** One line of an inbox item's history: a status or assignee change, a note, a reply as sent, a waiver decision. */
export interface InboxEventsTable {
  id: Generated<number>;
  item_id: number;
  at: Generated<string>;
  user_id: number | null;
  actor: string;
  type: "status" | "assignee" | "note" | "reply" | "waiver";
  before: string | null;
  after: string | null;
  subject: string | null;
  body: string | null;
  language: string | null;
  outbox_email_id: number | null;
  idempotency_key: string | null;
}

/** A reply template of the inbox per kind, purpose and language, editable by editors. */
export interface InboxTemplatesTable {
  id: Generated<number>;
  kind: string;
  purpose: string;
  language: string;
  subject: string;
  body: string;
  lock_version: Generated<number>;
  updated_at: Generated<string>;
  updated_by: number | null;
}

/** One run of the alerts digest (scripts/send-alerts.ts). */
export interface AlertDigestRunsTable {
  id: Generated<number>;
  digest_day: string;
  started_at: string;
  finished_at: string;
  subscribers: number;
  digests: number;
  sent: number;
  failed: number;
}

/** The format of the search index this database holds (ADR 0116); one row, id 1. */
export interface SearchIndexStateTable {
  id: number;
  format: number;
  /** The fingerprint of the term dictionary's phrases the index holds (ADR 0130); null before migration 0024's first rebuild. */
  phrases: string | null;
  /** Raised by every write of the index, in its transaction (ADR 0130): remembered ranking texts stay valid while it holds. */
  generation: Generated<number>;
}

/** A protocol's title and keyword terms as relevance reads them (ADR 0132), written with its index entry. */
export interface SearchRankingTextsTable {
  protocol_id: number;
  /** Both titles, lower case, runs of white space as one. */
  title_text: string;
  /** The titles' index terms, each between two U+0001 (ranking-texts.ts). */
  title_terms: string;
  keyword_terms: string;
}
