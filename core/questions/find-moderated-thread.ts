import type { Db } from "../db/client";
import { DISPLAY_NAME_COLUMNS, displayName } from "../users/display-name";
import { isOneOfPosts } from "./is-one-of-posts";
import { listQuestions, type QuestionThread } from "./list-questions";
import { selectPostReports } from "./select-post-reports";

/** A post's text before one edit, and who edited it when. */
export interface PostEdit {
  editedAt: string;
  editor: string | null;
  previous: { title?: string; description?: string; body?: string };
}

export interface PostReportView {
  reason: string;
  reporter: string;
  createdAt: string;
  /** null while open. */
  resolution: "hidden" | "dismissed" | null;
}

export interface PostRecord {
  edits: PostEdit[];
  reports: PostReportView[];
  /** Who hid it (the account's name), when hidden. */
  hiddenBy: string | null;
}

export interface ModeratedThread {
  question: QuestionThread;
  /** Per post ("question:12", "answer:34"): edit history, newest first, and reports, oldest first. */
  records: Record<string, PostRecord>;
}

/**
 * A question as the office sees it (ADR 0111): hidden posts included, each post's earlier texts and reports, and who
 * hid what. Null when there is no such question.
 */
export async function findModeratedThread(db: Db, questionId: number): Promise<ModeratedThread | null> {
  const [question] = await listQuestions(db, { questionId, includeHidden: true, limit: 1 });
  if (!question) return null;
  const answerIds = question.answers.map((a) => a.id);
  const thread = { questionIds: [questionId], answerIds };
  const [edits, reports, hiders] = await Promise.all([
    db
      .selectFrom("post_edits")
      .leftJoin("users", "users.id", "post_edits.edited_by")
      .select(["post_edits.post_kind", "post_edits.post_id", "post_edits.edited_at", "post_edits.previous", ...DISPLAY_NAME_COLUMNS])
      .where((eb) => isOneOfPosts(eb, thread))
      .orderBy("post_edits.id", "desc")
      .execute(),
    selectPostReports(db, thread).select("post_reports.resolution").orderBy("post_reports.id").execute(),
    hiddenByNames(db, questionId, answerIds),
  ]);
  const records: Record<string, PostRecord> = {};
  const recordOf = (key: string) => (records[key] ??= { edits: [], reports: [], hiddenBy: hiders.get(key) ?? null });
  recordOf(`question:${questionId}`);
  for (const id of answerIds) recordOf(`answer:${id}`);
  for (const e of edits) {
    recordOf(`${e.post_kind}:${e.post_id}`).edits.push({
      editedAt: e.edited_at,
      editor:
        e.username === null
          ? null
          : displayName({
              username: e.username,
              full_name: e.full_name ?? "",
              first_name: e.first_name ?? "",
              middle_name: e.middle_name ?? "",
              last_name: e.last_name ?? "",
            }),
      previous: JSON.parse(e.previous) as PostEdit["previous"],
    });
  }
  for (const r of reports) {
    recordOf(`${r.post_kind}:${r.post_id}`).reports.push({
      reason: r.reason,
      reporter: displayName(r),
      createdAt: r.created_at,
      resolution: r.resolution,
    });
  }
  return { question, records };
}

/** Who hid each hidden post of the thread. */
async function hiddenByNames(db: Db, questionId: number, answerIds: number[]): Promise<Map<string, string>> {
  const [q, a] = await Promise.all([
    db
      .selectFrom("questions")
      .innerJoin("users", "users.id", "questions.hidden_by")
      .select(["questions.id", ...DISPLAY_NAME_COLUMNS])
      .where("questions.id", "=", questionId)
      .execute(),
    answerIds.length
      ? db
          .selectFrom("answers")
          .innerJoin("users", "users.id", "answers.hidden_by")
          .select(["answers.id", ...DISPLAY_NAME_COLUMNS])
          .where("answers.id", "in", answerIds)
          .execute()
      : [],
  ]);
  const out = new Map<string, string>();
  for (const row of q) out.set(`question:${row.id}`, displayName(row));
  for (const row of a) out.set(`answer:${row.id}`, displayName(row));
  return out;
}
