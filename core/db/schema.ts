/**
 * Row types of the tables created by ./migrations. Dates are 'YYYY-MM-DD' text, instants ISO-8601
 * text, JSON columns text, booleans 0/1.
 */

import type {
  CategoriesTable,
  VolumesTable,
  IssuesTable,
  IssueProtocolsTable,
  VideosTable,
  ProtocolsTable,
  ProtocolNoticesTable,
  ProtocolBodiesTable,
  ProtocolAuthorsTable,
  ProtocolCategoriesTable,
  OrganismsTable,
  ProtocolOrganismsTable,
  ProtocolReviewersTable,
  ProtocolVersionsTable,
  ProtocolRelatedTable,
  ProtocolViewsDailyTable,
  ProtocolViewVisitorsTable,
  CitationsTable,
} from "./tables/journal-tables";
import type {
  CollectionsTable,
  CollectionProtocolsTable,
  NewsTable,
  FaqsTable,
  BoardMembersTable,
  LinkedLogosTable,
  WebinarsTable,
  SpecialIssuesTable,
  SpecialIssuePeopleTable,
  SpecialIssueSectionsTable,
  SpecialIssueSectionProtocolsTable,
  AdvertisementsTable,
  AdEventsTable,
} from "./tables/content-tables";
import type {
  UsersTable,
  AuditLogTable,
  EditorialDraftsTable,
  SessionsTable,
  UserTokensTable,
  RateLimitHitsTable,
  FavouritesTable,
  QuestionsTable,
  AnswersTable,
  PostEditsTable,
  PostReportsTable,
  QuestionQueueMarksTable,
} from "./tables/people-tables";
import type {
  UploadsTable,
  SubscriptionsTable,
  HelpRequestsTable,
  ReviewerApplicationsTable,
  AmbassadorApplicationsTable,
  AmbassadorsTable,
  PresubmissionInquiriesTable,
  InvitationsTable,
  SubmissionsTable,
  OutboxEmailsTable,
  TrackingEventsTable,
  ClientErrorReportsTable,
  CrossrefDepositsTable,
  InboxItemsTable,
  InboxEventsTable,
  InboxTemplatesTable,
  AlertDigestRunsTable,
  SearchIndexStateTable,
  SearchRankingTextsTable,
} from "./tables/forms-tables";

export * from "./tables/journal-tables";
export * from "./tables/content-tables";
export * from "./tables/people-tables";
export * from "./tables/forms-tables";

export interface Database {
  search_index_state: SearchIndexStateTable;
  search_ranking_texts: SearchRankingTextsTable;
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
