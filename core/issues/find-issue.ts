import type { Db } from "../db/client";

export interface IssueInfo {
  id: number;
  number: number;
  volume: number;
  year: number;
  publishedOn: string;
  coverUrl: string | null;
  protocolCount: number;
  /** A themed issue's title and the editorial note, in both languages (ADR 0100); null when not given. */
  titleEn: string | null;
  titleCn: string | null;
  noteEn: string | null;
  noteCn: string | null;
}

/** One published issue with its volume; null when there is no such issue or it is only scheduled (ADR 0100). */
export async function findIssue(db: Db, id: number): Promise<IssueInfo | null> {
  const row = await db
    .selectFrom("issues")
    .innerJoin("volumes", "volumes.id", "issues.volume_id")
    .select([
      "issues.id",
      "issues.number",
      "issues.published_on",
      "issues.cover_url",
      "issues.title_en",
      "issues.title_cn",
      "issues.note_en",
      "issues.note_cn",
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
    .where("issues.state", "=", "published")
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
    titleEn: row.title_en,
    titleCn: row.title_cn,
    noteEn: row.note_en,
    noteCn: row.note_cn,
  };
}
