import type { Db } from "../db/client";
import type { PostKind } from "../db/schema";
import { DISPLAY_NAME_COLUMNS, displayName } from "../users/display-name";
import { countNewPosts } from "./count-new-posts";
import { QUEUE_PAGE_SIZE } from "./moderation-rules";
import { ASKED_PROTOCOL_COLUMNS, askedProtocolOf, type AskedProtocol } from "./post-view";
import { readQueueMark, type QueueMark } from "./queue-mark";
import { selectAskedQuestions } from "./select-asked-questions";
import { selectPostReports } from "./select-post-reports";
import { selectWrittenAnswers } from "./select-written-answers";

export interface QueueReport {
  reason: string;
  reporter: string;
  createdAt: string;
}

/** One question or answer in the moderation queue, with what an editor needs to decide about it. */
export interface QueuePost {
  kind: PostKind;
  id: number;
  questionId: number;
  questionTitle: string;
  /** The question's description or the answer's body. */
  text: string;
  author: string;
  createdAt: string;
  protocol: AskedProtocol | null;
  hidden: boolean;
  edited: boolean;
  byAuthor: boolean;
  /** Its open reports, oldest first (empty when nobody reported it). */
  reports: QueueReport[];
}

export interface ModerationQueue {
  /** Posts since this editor's last look, oldest first, at most QUEUE_PAGE_SIZE. */
  newPosts: QueuePost[];
  /** How many there are in all. */
  newTotal: number;
  /** Posts with open reports, the longest waiting first. */
  reported: QueuePost[];
  /** The newest question and answer on this page: what "mark as seen" marks. */
  shownUpTo: QueueMark;
}

type Ref = { kind: PostKind; id: number };
/** The columns of a question's or answer's row that both kinds of entry are made from. */
type PostRow = Parameters<typeof displayName>[0] & Parameters<typeof askedProtocolOf>[0] & { id: number; created_at: string; edited_at: string | null };

/** The posts named, with their thread, protocol and open reports. */
async function loadPosts(db: Db, refs: readonly Ref[]): Promise<QueuePost[]> {
  const questionIds = refs.filter((r) => r.kind === "question").map((r) => r.id);
  const answerIds = refs.filter((r) => r.kind === "answer").map((r) => r.id);
  const [questions, answers, reports] = await Promise.all([
    questionIds.length
      ? selectAskedQuestions(db)
          .select([
            "questions.id",
            "questions.title",
            "questions.description",
            "questions.created_at",
            "questions.hidden_at",
            "questions.edited_at",
            ...DISPLAY_NAME_COLUMNS,
            ...ASKED_PROTOCOL_COLUMNS,
          ])
          .where("questions.id", "in", questionIds)
          .execute()
      : [],
    answerIds.length
      ? selectWrittenAnswers(db)
          .innerJoin("questions", "questions.id", "answers.question_id")
          .leftJoin("protocols", "protocols.id", "questions.protocol_id")
          .select([
            "answers.id",
            "answers.question_id",
            "questions.title",
            "answers.body",
            "answers.created_at",
            "answers.hidden_at",
            "answers.edited_at",
            "answers.author_name_en",
            "questions.hidden_at as question_hidden_at",
            ...DISPLAY_NAME_COLUMNS,
            ...ASKED_PROTOCOL_COLUMNS,
          ])
          .where("answers.id", "in", answerIds)
          .execute()
      : [],
    refs.length
      ? selectPostReports(db, { questionIds, answerIds })
          .where("post_reports.resolved_at", "is", null)
          .orderBy("post_reports.id")
          .execute()
      : [],
  ]);
  const reportsOf = (kind: PostKind, id: number) =>
    reports
      .filter((r) => r.post_kind === kind && r.post_id === id)
      .map((r) => ({ reason: r.reason, reporter: displayName(r), createdAt: r.created_at }));
  const byRef = new Map<string, QueuePost>();
  // What an entry says the same way of a question and of an answer; `own` is what differs.
  const add = (kind: PostKind, row: PostRow, own: Pick<QueuePost, "questionId" | "questionTitle" | "text" | "hidden" | "byAuthor">) =>
    byRef.set(`${kind}:${row.id}`, {
      kind,
      id: row.id,
      ...own,
      author: displayName(row),
      createdAt: row.created_at,
      protocol: askedProtocolOf(row),
      edited: row.edited_at !== null,
      reports: reportsOf(kind, row.id),
    });
  for (const q of questions) {
    add("question", q, { questionId: q.id, questionTitle: q.title, text: q.description, hidden: q.hidden_at !== null, byAuthor: false });
  }
  for (const a of answers) {
    const hidden = a.hidden_at !== null || a.question_hidden_at !== null;
    add("answer", a, { questionId: a.question_id, questionTitle: a.title, text: a.body, hidden, byAuthor: a.author_name_en !== null });
  }
  return refs.map((r) => byRef.get(`${r.kind}:${r.id}`)).filter((p): p is QueuePost => p !== undefined);
}

/**
 * One editor's moderation queue (ADR 0111): the questions and answers posted since their last look (oldest first, so
 * "mark as seen" marks exactly what the page showed), and every post with open reports.
 */
export async function listModerationQueue(db: Db, editorUserId: number): Promise<ModerationQueue> {
  const mark = await readQueueMark(db, editorUserId);
  // A page of one kind's posts after the editor's mark, oldest first.
  const postsAfter = (table: "questions" | "answers", seenId: number) =>
    db.selectFrom(table).select(["id", "created_at"]).where("id", ">", seenId).orderBy("id").limit(QUEUE_PAGE_SIZE).execute();
  const [questions, answers, newTotal, reportedRefs] = await Promise.all([
    postsAfter("questions", mark.questionId),
    postsAfter("answers", mark.answerId),
    countNewPosts(db, mark),
    db
      .selectFrom("post_reports")
      .select(["post_kind", "post_id", (eb) => eb.fn.min("id").as("first")])
      .where("resolved_at", "is", null)
      .groupBy(["post_kind", "post_id"])
      .orderBy("first")
      .limit(QUEUE_PAGE_SIZE)
      .execute(),
  ]);
  // Merge the two id-ordered lists by time, keeping each one's order: the page shows a prefix of each.
  const merged: Ref[] = [];
  const shownUpTo = { ...mark };
  let qi = 0;
  let ai = 0;
  while (merged.length < QUEUE_PAGE_SIZE && (qi < questions.length || ai < answers.length)) {
    const q = questions[qi];
    const a = answers[ai];
    if (q && (!a || q.created_at <= a.created_at)) {
      merged.push({ kind: "question", id: q.id });
      shownUpTo.questionId = q.id;
      qi++;
    } else if (a) {
      merged.push({ kind: "answer", id: a.id });
      shownUpTo.answerId = a.id;
      ai++;
    }
  }
  const [newPosts, reported] = await Promise.all([
    loadPosts(db, merged),
    loadPosts(
      db,
      reportedRefs.map((r) => ({ kind: r.post_kind, id: r.post_id })),
    ),
  ]);
  return { newPosts, newTotal, reported, shownUpTo };
}
