import type { Db } from "../db/client";
import type { ProtocolKind } from "../db/schema";
import { displayName } from "../users/display-name";

export interface AnswerPost {
  id: number;
  author: string;
  authorId: number;
  body: string;
  createdAt: string;
}

export interface QuestionThread {
  id: number;
  author: string;
  authorId: number;
  title: string;
  description: string;
  createdAt: string;
  /** The protocol asked about; null for a general question. */
  protocol: { id: number; kind: ProtocolKind; titleEn: string; titleCn: string | null } | null;
  answers: AnswerPost[];
}

export interface QuestionFilter {
  /** Only the questions of this reader (My page). */
  userId?: number;
  limit: number;
  offset?: number;
}

/** Questions, newest first, each with its answers oldest first: the Q&A page and My page. */
export async function listQuestions(db: Db, filter: QuestionFilter): Promise<QuestionThread[]> {
  let query = db
    .selectFrom("questions")
    .innerJoin("users", "users.id", "questions.user_id")
    .leftJoin("protocols", "protocols.id", "questions.protocol_id")
    .select([
      "questions.id",
      "questions.user_id",
      "questions.title",
      "questions.description",
      "questions.created_at",
      "questions.protocol_id",
      "protocols.kind",
      "protocols.title_en",
      "protocols.title_cn",
      "users.username",
      "users.full_name",
      "users.first_name",
      "users.middle_name",
      "users.last_name",
    ]);
  if (filter.userId !== undefined) query = query.where("questions.user_id", "=", filter.userId);
  const questions = await query
    .orderBy("questions.created_at", "desc")
    .orderBy("questions.id", "desc")
    .limit(filter.limit)
    .offset(filter.offset ?? 0)
    .execute();
  if (questions.length === 0) return [];
  const answers = await db
    .selectFrom("answers")
    .innerJoin("users", "users.id", "answers.user_id")
    .select([
      "answers.id",
      "answers.question_id",
      "answers.user_id",
      "answers.body",
      "answers.created_at",
      "users.username",
      "users.full_name",
      "users.first_name",
      "users.middle_name",
      "users.last_name",
    ])
    .where(
      "answers.question_id",
      "in",
      questions.map((q) => q.id),
    )
    .orderBy("answers.created_at")
    .orderBy("answers.id")
    .execute();
  return questions.map((q) => ({
    id: q.id,
    author: displayName(q),
    authorId: q.user_id,
    title: q.title,
    description: q.description,
    createdAt: q.created_at,
    protocol: q.protocol_id !== null && q.kind ? { id: q.protocol_id, kind: q.kind, titleEn: q.title_en ?? "", titleCn: q.title_cn } : null,
    answers: answers
      .filter((a) => a.question_id === q.id)
      .map((a) => ({ id: a.id, author: displayName(a), authorId: a.user_id, body: a.body, createdAt: a.created_at })),
  }));
}

/** How many questions a listing has (for paging). */
export async function countQuestions(db: Db, filter: Pick<QuestionFilter, "userId"> = {}): Promise<number> {
  let query = db.selectFrom("questions").select((eb) => eb.fn.countAll<number>().as("n"));
  if (filter.userId !== undefined) query = query.where("user_id", "=", filter.userId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}
