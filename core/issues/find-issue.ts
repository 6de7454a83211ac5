import type { Db } from "../db/client";

export interface IssueInfo {
  id: number;
  number: number;
  volume: number;
  year: number;
  publishedOn: string;
  coverUrl: string | null;
  protocolCount: number;
}

/** One issue with its volume; null when there is no such issue. */
export async function findIssue(db: Db, id: number): Promise<IssueInfo | null> {
  const row = await db
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
    .where("issues.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    number: row.number,
    volume: row.volume,
    year: row.year,
    publishedOn: row.published_on,
    coverUrl: row.cover_url,
    protocolCount: Number(row.protocol_count ?? 0),
  };
}
