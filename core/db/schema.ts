import type { Generated } from "kysely";

/**
 * Row types of the tables created by ./migrations. Dates are 'YYYY-MM-DD' text, instants ISO-8601
 * text, JSON columns text, booleans 0/1.
 */
export type ProtocolKind = "bp" | "bpp";
export type ProtocolStatus = "in_press" | "corrected_proof" | "published";

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

export interface CollectionsTable {
  id: Generated<number>;
  slug: string;
  title_en: string;
  title_cn: string;
  description_en: string;
  description_cn: string;
  cover_url: string;
  sort_order: number;
  /** 'draft' until an editor publishes it (ADR 0106); the seed's are published. */
  state: Generated<ContentState>;
}

/** A collection or special issue being prepared (draft) or on the public pages (ADR 0106). */
export type ContentState = "draft" | "published";

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

export interface SpecialIssuesTable {
  id: Generated<number>;
  slug: string;
  title_en: string;
  title_cn: string;
  description_en: string;
  description_cn: string;
  cover_url: string;
  published_on: string;
  /** 'draft' until an editor publishes it (ADR 0106); the seed's are published. */
  state: Generated<ContentState>;
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

export interface UsersTable {
  id: Generated<number>;
  email: string;
  username: string;
  password_hash: string;
  full_name: Generated<string>;
  first_name: Generated<string>;
  middle_name: Generated<string>;
  last_name: Generated<string>;
  contact_email: Generated<string>;
  affiliation: Generated<string>;
  avatar_upload_id: number | null;
  language: Generated<string>;
  /** Editorial role (ADR 0099): editors run the journal; admins also manage roles. */
  role: Generated<UserRole>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export const USER_ROLES = ["none", "editor", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export interface AuditLogTable {
  id: Generated<number>;
  at: Generated<string>;
  user_id: number | null;
  actor: string;
  action: string;
  entity_type: string;
  entity_id: string;
  changes: Generated<string>;
}

export interface EditorialDraftsTable {
  id: Generated<number>;
  protocol_id: number | null;
  kind: ProtocolKind;
  data: string;
  lock_version: Generated<number>;
  created_by: number | null;
  updated_by: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  published_at: string | null;
  published_protocol_id: number | null;
  idempotency_key: string | null;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: Generated<string>;
  expires_at: string;
}

export interface UserTokensTable {
  token_hash: string;
  purpose: "once_code" | "password_reset";
  user_id: number;
  expires_at: string;
  used_at: string | null;
  /** What the code is good for (migration 0019): null for a log-in code or reset token, else e.g. "answer:question:12". */
  scope: string | null;
}

export interface RateLimitHitsTable {
  id: Generated<number>;
  bucket: string;
  at: string;
}

export interface FavouritesTable {
  user_id: number;
  protocol_id: number;
  created_at: Generated<string>;
}

export interface QuestionsTable {
  id: Generated<number>;
  protocol_id: number | null;
  user_id: number;
  title: string;
  description: string;
  idempotency_key: string | null;
  created_at: Generated<string>;
  /** Moderation (ADR 0111, migration 0019): hidden from readers by an editor, and when an editor last edited it. */
  hidden_at: string | null;
  hidden_by: number | null;
  hidden_reason: string | null;
  edited_at: string | null;
}

export interface AnswersTable {
  id: Generated<number>;
  question_id: number;
  user_id: number;
  body: string;
  idempotency_key: string | null;
  created_at: Generated<string>;
  hidden_at: string | null;
  hidden_by: number | null;
  hidden_reason: string | null;
  edited_at: string | null;
  /** Given through the corresponding author's e-mailed link (ADR 0111): the author's name as the protocol lists it. */
  author_name_en: string | null;
  author_name_cn: string | null;
}

export type PostKind = "question" | "answer";

/** A post's texts before an editor's edit (ADR 0111): JSON {title, description} or {body}. */
export interface PostEditsTable {
  id: Generated<number>;
  post_kind: PostKind;
  post_id: number;
  edited_by: number | null;
  edited_at: Generated<string>;
  previous: string;
}

/** A reader's report of a question or answer (ADR 0111), open until an editor hides the post or dismisses it. */
export interface PostReportsTable {
  id: Generated<number>;
  post_kind: PostKind;
  post_id: number;
  user_id: number;
  reason: string;
  created_at: Generated<string>;
  resolved_at: string | null;
  resolved_by: number | null;
  resolution: "hidden" | "dismissed" | null;
}

/** Per editor: the newest question and answer seen in the moderation queue (ADR 0111). */
export interface QuestionQueueMarksTable {
  user_id: number;
  seen_question_id: Generated<number>;
  seen_answer_id: Generated<number>;
  updated_at: Generated<string>;
}

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
}

export interface Database {
  search_index_state: SearchIndexStateTable;
  categories: CategoriesTable;
  volumes: VolumesTable;
  issues: IssuesTable;
  issue_protocols: IssueProtocolsTable;
  videos: VideosTable;
  protocols: ProtocolsTable;
  protocol_bodies: ProtocolBodiesTable;
  protocol_notices: ProtocolNoticesTable;
  protocol_authors: ProtocolAuthorsTable;
  protocol_categories: ProtocolCategoriesTable;
  organisms: OrganismsTable;
  protocol_organisms: ProtocolOrganismsTable;
  protocol_reviewers: ProtocolReviewersTable;
  protocol_versions: ProtocolVersionsTable;
  protocol_related: ProtocolRelatedTable;
  protocol_views_daily: ProtocolViewsDailyTable;
  protocol_view_visitors: ProtocolViewVisitorsTable;
  citations: CitationsTable;
  collections: CollectionsTable;
  collection_protocols: CollectionProtocolsTable;
  news: NewsTable;
  faqs: FaqsTable;
  board_members: BoardMembersTable;
  sponsors: LinkedLogosTable;
  collaborating_journals: LinkedLogosTable;
  webinars: WebinarsTable;
  special_issues: SpecialIssuesTable;
  special_issue_people: SpecialIssuePeopleTable;
  special_issue_sections: SpecialIssueSectionsTable;
  special_issue_section_protocols: SpecialIssueSectionProtocolsTable;
  advertisements: AdvertisementsTable;
  ad_events: AdEventsTable;
  users: UsersTable;
  sessions: SessionsTable;
  user_tokens: UserTokensTable;
  rate_limit_hits: RateLimitHitsTable;
  favourites: FavouritesTable;
  questions: QuestionsTable;
  answers: AnswersTable;
  post_edits: PostEditsTable;
  post_reports: PostReportsTable;
  question_queue_marks: QuestionQueueMarksTable;
  uploads: UploadsTable;
  subscriptions: SubscriptionsTable;
  help_requests: HelpRequestsTable;
  reviewer_applications: ReviewerApplicationsTable;
  ambassador_applications: AmbassadorApplicationsTable;
  inbox_items: InboxItemsTable;
  inbox_events: InboxEventsTable;
  inbox_templates: InboxTemplatesTable;
  alert_digest_runs: AlertDigestRunsTable;
  ambassadors: AmbassadorsTable;
  presubmission_inquiries: PresubmissionInquiriesTable;
  invitations: InvitationsTable;
  submissions: SubmissionsTable;
  outbox_emails: OutboxEmailsTable;
  tracking_events: TrackingEventsTable;
  client_error_reports: ClientErrorReportsTable;
  crossref_deposits: CrossrefDepositsTable;
  audit_log: AuditLogTable;
  editorial_drafts: EditorialDraftsTable;
}
