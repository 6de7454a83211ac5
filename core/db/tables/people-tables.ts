import type { Generated } from "kysely";
import type { ProtocolKind } from "./journal-tables";

/** Row types (see ../schema.ts), readers and editors: accounts, sessions, tokens, rate limits, favourites, the audit log, drafts, questions and answers. */

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

/** Moderation of a question or answer (ADR 0111, migration 0019): hidden from readers by an editor, and when an editor last edited it. */
export interface PostModerationColumns {
  hidden_at: string | null;
  hidden_by: number | null;
  hidden_reason: string | null;
  edited_at: string | null;
}

export interface QuestionsTable extends PostModerationColumns {
  id: Generated<number>;
  protocol_id: number | null;
  user_id: number;
  title: string;
  description: string;
  idempotency_key: string | null;
  created_at: Generated<string>;
}

export interface AnswersTable extends PostModerationColumns {
  id: Generated<number>;
  question_id: number;
  user_id: number;
  body: string;
  idempotency_key: string | null;
  created_at: Generated<string>;
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
