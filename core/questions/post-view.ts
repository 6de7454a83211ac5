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

/** The column names each query selects for the above. */
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
