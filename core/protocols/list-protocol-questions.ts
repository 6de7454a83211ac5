import type { Db } from "../db/client";
import {
  ANSWER_MODERATION_COLUMNS,
  QUESTION_MODERATION_COLUMNS,
  authorMarkOf,
  moderationOf,
  type AuthorMark,
  type PostModeration,
  type VisibilityOption,
} from "../questions/post-view";

export interface ProtocolAnswer extends PostModeration {
  id: number;
  author: string;
  body: string;
  createdAt: string;
  /** Given by the protocol's corresponding author through the e-mailed link (ADR 0111). */
  byAuthor: AuthorMark | null;
}

export interface ProtocolQuestion extends PostModeration {
  id: number;
  author: string;
  title: string;
  description: string;
  createdAt: string;
  answers: ProtocolAnswer[];
}

/** The display name of a reader: full name, else first and last name, else user name. */
function displayName(u: { full_name: string; first_name: string; last_name: string; username: string }): string {
  return u.full_name.trim() || `${u.first_name} ${u.last_name}`.trim() || u.username;
}

/**
 * Questions asked about a protocol, newest first, each with its answers in the order given. Hidden questions and
 * answers are left out (with a hidden question, its whole thread) unless `includeHidden` (editors, ADR 0111).
 */
export async function listProtocolQuestions(db: Db, protocolId: number, options: VisibilityOption = {}): Promise<ProtocolQuestion[]> {
  let questionQuery = db
    .selectFrom("questions")
    .innerJoin("users", "users.id", "questions.user_id")
    .select([
      "questions.id",
      "questions.title",
      "questions.description",
      "questions.created_at",
      ...QUESTION_MODERATION_COLUMNS,
      "users.full_name",
      "users.first_name",
      "users.last_name",
      "users.username",
    ])
    .where("questions.protocol_id", "=", protocolId);
  if (!options.includeHidden) questionQuery = questionQuery.where("questions.hidden_at", "is", null);
  const questions = await questionQuery.orderBy("questions.created_at", "desc").orderBy("questions.id", "desc").execute();
  if (questions.length === 0) return [];
  let answerQuery = db
    .selectFrom("answers")
    .innerJoin("users", "users.id", "answers.user_id")
    .select([
      "answers.id",
      "answers.question_id",
      "answers.body",
      "answers.created_at",
      ...ANSWER_MODERATION_COLUMNS,
      "users.full_name",
      "users.first_name",
      "users.last_name",
      "users.username",
    ])
    .where(
      "answers.question_id",
      "in",
      questions.map((q) => q.id),
    );
  if (!options.includeHidden) answerQuery = answerQuery.where("answers.hidden_at", "is", null);
  const answers = await answerQuery.orderBy("answers.created_at").orderBy("answers.id").execute();
  return questions.map((q) => ({
    id: q.id,
    author: displayName(q),
    title: q.title,
    description: q.description,
    createdAt: q.created_at,
    ...moderationOf(q),
    answers: answers
      .filter((a) => a.question_id === q.id)
      .map((a) => ({ id: a.id, author: displayName(a), body: a.body, createdAt: a.created_at, ...moderationOf(a), byAuthor: authorMarkOf(a) })),
  }));
}
