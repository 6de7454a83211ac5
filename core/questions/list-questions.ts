import type { Db } from "../db/client";
import { DISPLAY_NAME_COLUMNS, displayName } from "../users/display-name";
import { selectAskedQuestions } from "./select-asked-questions";
import { selectWrittenAnswers } from "./select-written-answers";
import {
  ANSWER_MODERATION_COLUMNS,
  ASKED_PROTOCOL_COLUMNS,
  QUESTION_MODERATION_COLUMNS,
  askedProtocolOf,
  authorMarkOf,
  moderationOf,
  type AskedProtocol,
  type AuthorMark,
  type PostModeration,
  type VisibilityOption,
} from "./post-view";

export interface AnswerPost extends PostModeration {
  id: number;
  author: string;
  authorId: number;
  body: string;
  createdAt: string;
  /** Given by the protocol's corresponding author through the e-mailed link (ADR 0111). */
  byAuthor: AuthorMark | null;
}

export interface QuestionThread extends PostModeration {
  id: number;
  author: string;
  authorId: number;
  title: string;
  description: string;
  createdAt: string;
  /** The protocol asked about; null for a general question. */
  protocol: AskedProtocol | null;
  answers: AnswerPost[];
}

export interface QuestionFilter extends VisibilityOption {
  /** Only the questions of this reader (My page). */
  userId?: number;
  /** Only this question (the author's answer page, the office's question page). */
  questionId?: number;
  /** Only the questions asked about this protocol (the protocol page). */
  protocolId?: number;
  /** A page of the listing; without it, every question. */
  limit?: number;
  offset?: number;
}

/**
 * Questions, newest first, each with its answers oldest first: the Q&A page, My page and the protocol page. Hidden posts are left out
 * (a hidden question with its answers) unless `includeHidden` (editors, ADR 0111).
 */
export async function listQuestions(db: Db, filter: QuestionFilter): Promise<QuestionThread[]> {
  let query = selectAskedQuestions(db).select([
    "questions.id",
    "questions.user_id",
    "questions.title",
    "questions.description",
    "questions.created_at",
    ...QUESTION_MODERATION_COLUMNS,
    ...ASKED_PROTOCOL_COLUMNS,
    ...DISPLAY_NAME_COLUMNS,
  ]);
  if (filter.userId !== undefined) query = query.where("questions.user_id", "=", filter.userId);
  if (filter.questionId !== undefined) query = query.where("questions.id", "=", filter.questionId);
  if (filter.protocolId !== undefined) query = query.where("questions.protocol_id", "=", filter.protocolId);
  if (!filter.includeHidden) query = query.where("questions.hidden_at", "is", null);
  query = query.orderBy("questions.created_at", "desc").orderBy("questions.id", "desc");
  if (filter.limit !== undefined) query = query.limit(filter.limit).offset(filter.offset ?? 0);
  const questions = await query.execute();
  if (questions.length === 0) return [];
  let answerQuery = selectWrittenAnswers(db)
    .select([
      "answers.id",
      "answers.question_id",
      "answers.user_id",
      "answers.body",
      "answers.created_at",
      ...ANSWER_MODERATION_COLUMNS,
      ...DISPLAY_NAME_COLUMNS,
    ])
    .where(
      "answers.question_id",
      "in",
      questions.map((q) => q.id),
    );
  if (!filter.includeHidden) answerQuery = answerQuery.where("answers.hidden_at", "is", null);
  const answers = await answerQuery.orderBy("answers.created_at").orderBy("answers.id").execute();
  return questions.map((q) => ({
    id: q.id,
    author: displayName(q),
    authorId: q.user_id,
    title: q.title,
    description: q.description,
    createdAt: q.created_at,
    ...moderationOf(q),
    protocol: askedProtocolOf(q),
    answers: answers
      .filter((a) => a.question_id === q.id)
      .map((a) => ({ id: a.id, author: displayName(a), authorId: a.user_id, body: a.body, createdAt: a.created_at, ...moderationOf(a), byAuthor: authorMarkOf(a) })),
  }));
}

/** How many questions a listing has (for paging); hidden ones only with `includeHidden`. */
export async function countQuestions(db: Db, filter: Pick<QuestionFilter, "userId" | "includeHidden"> = {}): Promise<number> {
  let query = db.selectFrom("questions").select((eb) => eb.fn.countAll<number>().as("n"));
  if (filter.userId !== undefined) query = query.where("user_id", "=", filter.userId);
  if (!filter.includeHidden) query = query.where("hidden_at", "is", null);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}
