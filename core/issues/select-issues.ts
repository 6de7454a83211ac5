import type { ExpressionBuilder } from "kysely";
import type { Db } from "../db/client";
import type { Database } from "../db/schema";

/** What every list of issues shows of one: its number, volume, date, cover and published protocols. */
export interface IssueSummary {
  id: number;
  volume: number;
  number: number;
  year: number;
  publishedOn: string;
  coverUrl: string | null;
  protocolCount: number;
}

/**
 * The issues with their volumes, each issue's own columns selected (volume number as `volume`): what the readers'
 * and the editors' issue queries start from.
 */
export function selectIssues(db: Db) {
  return db
    .selectFrom("issues")
    .innerJoin("volumes", "volumes.id", "issues.volume_id")
    .select([
      "issues.id",
      "issues.number",
      "issues.published_on",
      "issues.cover_url",
      "issues.state",
      "issues.title_en",
      "issues.title_cn",
      "issues.note_en",
      "issues.note_cn",
      "volumes.number as volume",
      "volumes.year",
    ]);
}

/** How many protocols an issue holds (the published ones: assigned protocols get `issue_id` when it is published). */
export function countIssueProtocols(eb: ExpressionBuilder<Database, "issues">) {
  return eb
    .selectFrom("protocols")
    .select((e) => e.fn.countAll<number>().as("n"))
    .whereRef("protocols.issue_id", "=", "issues.id")
    .as("protocol_count");
}

export function toIssueSummary(row: {
  id: number;
  volume: number;
  number: number;
  year: number;
  published_on: string;
  cover_url: string | null;
  protocol_count: number | null;
}): IssueSummary {
  return {
    id: row.id,
    volume: row.volume,
    number: row.number,
    year: row.year,
    publishedOn: row.published_on,
    coverUrl: row.cover_url,
    protocolCount: Number(row.protocol_count ?? 0),
  };
}
