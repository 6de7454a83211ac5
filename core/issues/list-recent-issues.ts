import type { Db } from "../db/client";

export interface IssueSummary {
  id: number;
  volume: number;
  number: number;
  year: number;
  publishedOn: string;
  coverUrl: string | null;
  protocolCount: number;
}

/** The newest published issues, newest first: the first is the current issue (scheduled ones are not: ADR 0100). */
export async function listRecentIssues(db: Db, limit: number): Promise<IssueSummary[]> {
  const rows = await db
    .selectFrom("issues")
    .innerJoin("volumes", "volumes.id", "issues.volume_id")
    .select([
      "issues.id",
      "issues.number",
      "issues.published_on",
      "issues.cover_url",
      "volumes.number as volume",
      "volumes.year",
      (eb) =>
        eb
          .selectFrom("protocols")
          .select((e) => e.fn.countAll<number>().as("n"))
          .whereRef("protocols.issue_id", "=", "issues.id")
          .as("protocol_count"),
    ])
    .where("issues.state", "=", "published")
    .orderBy("issues.published_on", "desc")
    .orderBy("issues.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    volume: r.volume,
    number: r.number,
    year: r.year,
    publishedOn: r.published_on,
    coverUrl: r.cover_url,
    protocolCount: Number(r.protocol_count ?? 0),
  }));
}
