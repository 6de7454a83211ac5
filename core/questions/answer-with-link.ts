import type { Db } from "../db/client";
import { redeemUserToken } from "../users/redeem-user-token";
import { authorMarkFor, linkAnswerKey } from "./find-answer-link";
import { answerLinkScope } from "./moderation-rules";

export type LinkAnswerResult =
  | { ok: true; id: number; repeated: boolean; protocol: { id: number; kind: "bp" | "bpp" } }
  | { ok: false; problem: "invalid" };

/**
 * Posts the answer of a protocol's corresponding author through the e-mailed link (ADR 0111), body validated by
 * answerSchema. In one transaction: the question must still be one readers see, the link's once-code (scoped to
 * this question) is used up by one conditional UPDATE, and the answer is stored under the code's account with the
 * author's name, which marks it the author's. The same link sent again (a double click, a retry) returns the answer
 * it made; any other used, expired or foreign code is "invalid".
 */
export async function answerWithLink(
  db: Db,
  token: string,
  questionId: number,
  body: string,
  now = new Date(),
): Promise<LinkAnswerResult> {
  const key = token && token.length <= 200 ? linkAnswerKey(token) : null;
  if (!key) return { ok: false, problem: "invalid" };
  const earlier = async (): Promise<LinkAnswerResult | null> => {
    const row = await db
      .selectFrom("answers")
      .innerJoin("questions", "questions.id", "answers.question_id")
      .innerJoin("protocols", "protocols.id", "questions.protocol_id")
      .select(["answers.id", "protocols.id as protocol_id", "protocols.kind"])
      .where("answers.idempotency_key", "=", key)
      .where("answers.question_id", "=", questionId)
      .executeTakeFirst();
    return row ? { ok: true, id: row.id, repeated: true, protocol: { id: row.protocol_id, kind: row.kind } } : null;
  };
  const before = await earlier();
  if (before) return before;
  const made = await db.transaction().execute(async (trx): Promise<LinkAnswerResult> => {
    const question = await trx
      .selectFrom("questions")
      .innerJoin("protocols", "protocols.id", "questions.protocol_id")
      .select(["questions.id", "protocols.id as protocol_id", "protocols.kind"])
      .where("questions.id", "=", questionId)
      .where("questions.hidden_at", "is", null)
      .executeTakeFirst();
    if (!question) return { ok: false, problem: "invalid" };
    const userId = await redeemUserToken(trx, token, "once_code", now, answerLinkScope(questionId));
    if (userId === null) return { ok: false, problem: "invalid" };
    const author = await authorMarkFor(trx, userId, question.protocol_id);
    const row = await trx
      .insertInto("answers")
      .values({
        question_id: questionId,
        user_id: userId,
        body,
        idempotency_key: key,
        created_at: now.toISOString(),
        author_name_en: author.nameEn,
        author_name_cn: author.nameCn,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { ok: true, id: row.id, repeated: false, protocol: { id: question.protocol_id, kind: question.kind } };
  });
  // Used a moment ago by the same link's other request (PostgreSQL's concurrent double click): that answer.
  return made.ok ? made : ((await earlier()) ?? made);
}
