import type { Db } from "../../db/client";
import type { IssueState } from "../../db/schema";
import { countIssueProtocols, selectIssues } from "../../issues/select-issues";

export interface EditorialIssueRow {
  id: number;
  volume: number;
  year: number;
  number: number;
  publishedOn: string;
  state: IssueState;
  titleEn: string | null;
  titleCn: string | null;
  /** Published protocols for a published issue; the protocols assigned so far for a scheduled one. */
  protocolCount: number;
}

/** Every issue, scheduled or published, newest first (volume, then issue number), for the editors (ADR 0100). */
export async function listEditorialIssues(db: Db): Promise<EditorialIssueRow[]> {
  const rows = await selectIssues(db)
    .select([
      countIssueProtocols,
      (eb) =>
        eb
          .selectFrom("issue_protocols")
          .select((e) => e.fn.countAll<number>().as("n"))
          .whereRef("issue_protocols.issue_id", "=", "issues.id")
          .as("assigned_count"),
    ])
    .orderBy("volumes.number", "desc")
    .orderBy("issues.number", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    volume: r.volume,
    year: r.year,
    number: r.number,
    publishedOn: r.published_on,
    state: r.state,
    titleEn: r.title_en,
    titleCn: r.title_cn,
    protocolCount: Number((r.state === "published" ? r.protocol_count : r.assigned_count) ?? 0),
  }));
}
