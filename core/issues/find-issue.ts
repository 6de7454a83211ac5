import type { Db } from "../db/client";
import { countIssueProtocols, selectIssues, toIssueSummary, type IssueSummary } from "./select-issues";

export interface IssueInfo extends IssueSummary {
  /** A themed issue's title and the editorial note, in both languages (ADR 0100); null when not given. */
  titleEn: string | null;
  titleCn: string | null;
  noteEn: string | null;
  noteCn: string | null;
}

/** One published issue with its volume; null when there is no such issue or it is only scheduled (ADR 0100). */
export async function findIssue(db: Db, id: number): Promise<IssueInfo | null> {
  const row = await selectIssues(db)
    .select(countIssueProtocols)
    .where("issues.id", "=", id)
    .where("issues.state", "=", "published")
    .executeTakeFirst();
  if (!row) return null;
  return { ...toIssueSummary(row), titleEn: row.title_en, titleCn: row.title_cn, noteEn: row.note_en, noteCn: row.note_cn };
}
