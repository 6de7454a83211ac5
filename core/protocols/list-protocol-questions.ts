import type { Db } from "../db/client";

export interface ProtocolAnswer {
  id: number;
  author: string;
  body: string;
  createdAt: string;
}

export interface ProtocolQuestion {
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

/** Questions asked about a protocol, newest first, each with its answers in the order given. */
export async function listProtocolQuestions(db: Db, protocolId: number): Promise<ProtocolQuestion[]> {
  const questions = await db
    .selectFrom("questions")
    .innerJoin("users", "users.id", "questions.user_id")
    .select([
      "questions.id",
      "questions.title",
      "questions.description",
      "questions.created_at",
      "users.full_name",
      "users.first_name",
      "users.last_name",
      "users.username",
    ])
    .where("questions.protocol_id", "=", protocolId)
    .orderBy("questions.created_at", "desc")
    .orderBy("questions.id", "desc")
    .execute();
  if (questions.length === 0) return [];
  const answers = await db
    .selectFrom("answers")
    .innerJoin("users", "users.id", "answers.user_id")
    .select([
      "answers.id",
      "answers.question_id",
      "answers.body",
      "answers.created_at",
      "users.full_name",
      "users.first_name",
      "users.last_name",
      "users.username",
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
    title: q.title,
    description: q.description,
    createdAt: q.created_at,
    answers: answers
      .filter((a) => a.question_id === q.id)
      .map((a) => ({ id: a.id, author: displayName(a), body: a.body, createdAt: a.created_at })),
  }));
}
