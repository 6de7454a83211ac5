import type { Db } from "../../db/client";
import type { IssueState } from "../../db/schema";

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
  const rows = await db
    .selectFrom("issues")
    .innerJoin("volumes", "volumes.id", "issues.volume_id")
    .select([
      "issues.id",
      "issues.number",
      "issues.published_on",
      "issues.state",
      "issues.title_en",
      "issues.title_cn",
      "volumes.number as volume",
      "volumes.year",
      (eb) =>
        eb
          .selectFrom("protocols")
          .select((e) => e.fn.countAll<number>().as("n"))
          .whereRef("protocols.issue_id", "=", "issues.id")
          .as("published_count"),
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
    protocolCount: Number((r.state === "published" ? r.published_count : r.assigned_count) ?? 0),
  }));
}
