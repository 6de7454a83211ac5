import type { ProtocolKind } from "../db/schema";

/**
 * What every list of questions and answers carries about moderation (ADR 0111), the same for the protocol page,
 * the questions pages and the office: readers' lists leave hidden posts out, editors' lists mark them.
 */
export interface PostModeration {
  /** When an editor last edited the text (readers see "edited"); null if never. */
  editedAt: string | null;
  /** Hidden by an editor: when and why; null for a post readers see. Only editors' lists contain hidden posts. */
  hidden: { at: string; reason: string } | null;
}

/** An answer given through the corresponding author's link: the author's name as the protocol lists it. */
export interface AuthorMark {
  nameEn: string;
  nameCn: string | null;
}

/** The protocol a question is about, as the lists of questions name it. */
export interface AskedProtocol {
  id: number;
  kind: ProtocolKind;
  titleEn: string;
  titleCn: string | null;
}

/** Which posts a list contains: readers never get hidden ones; editors get them, marked. */
export interface VisibilityOption {
  includeHidden?: boolean;
}

export function moderationOf(row: {
  edited_at: string | null;
  hidden_at: string | null;
  hidden_reason: string | null;
}): PostModeration {
  return {
    editedAt: row.edited_at,
    hidden: row.hidden_at ? { at: row.hidden_at, reason: row.hidden_reason ?? "" } : null,
  };
}

export function authorMarkOf(row: { author_name_en: string | null; author_name_cn: string | null }): AuthorMark | null {
  return row.author_name_en ? { nameEn: row.author_name_en, nameCn: row.author_name_cn } : null;
}

export function askedProtocolOf(row: {
  protocol_id: number | null;
  protocol_kind: ProtocolKind | null;
  title_en: string | null;
  title_cn: string | null;
}): AskedProtocol | null {
  return row.protocol_id !== null && row.protocol_kind
    ? { id: row.protocol_id, kind: row.protocol_kind, titleEn: row.title_en ?? "", titleCn: row.title_cn }
    : null;
}

/** The column names each query selects for the above (the protocol's from a left join of `protocols`). */
export const QUESTION_MODERATION_COLUMNS = [
  "questions.edited_at",
  "questions.hidden_at",
  "questions.hidden_reason",
] as const;
export const ANSWER_MODERATION_COLUMNS = [
  "answers.edited_at",
  "answers.hidden_at",
  "answers.hidden_reason",
  "answers.author_name_en",
  "answers.author_name_cn",
] as const;
export const ASKED_PROTOCOL_COLUMNS = [
  "protocols.id as protocol_id",
  "protocols.kind as protocol_kind",
  "protocols.title_en",
  "protocols.title_cn",
] as const;
