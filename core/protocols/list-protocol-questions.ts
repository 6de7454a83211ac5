import type { Db } from "../db/client";
import { listQuestions, type AnswerPost, type QuestionThread } from "../questions/list-questions";
import type { VisibilityOption } from "../questions/post-view";

/** An answer as the protocol page shows it: what the Q&A page shows but the poster's account id. */
export type ProtocolAnswer = Omit<AnswerPost, "authorId">;

/** A question as the protocol page shows it: no account id and no protocol (it is the page's). */
export type ProtocolQuestion = Omit<QuestionThread, "authorId" | "protocol" | "answers"> & { answers: ProtocolAnswer[] };

/**
 * Questions asked about a protocol, newest first, each with its answers in the order given. Hidden questions and
 * answers are left out (with a hidden question, its whole thread) unless `includeHidden` (editors, ADR 0111).
 */
export async function listProtocolQuestions(db: Db, protocolId: number, options: VisibilityOption = {}): Promise<ProtocolQuestion[]> {
  const threads = await listQuestions(db, { protocolId, includeHidden: options.includeHidden });
  return threads.map(({ authorId: _authorId, protocol: _protocol, answers, ...question }) => ({
    ...question,
    answers: answers.map(({ authorId: _answerAuthorId, ...answer }) => answer),
  }));
}
