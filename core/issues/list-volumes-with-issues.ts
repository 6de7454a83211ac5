import type { ExpressionBuilder } from "kysely";
import type { Db } from "../db/client";
import type { Database } from "../db/schema";
import { countRows } from "../db/count-rows";

const hasPublishedIssue = (eb: ExpressionBuilder<Database, "volumes">) =>
  eb.exists(eb.selectFrom("issues").select("issues.id").whereRef("issues.volume_id", "=", "volumes.id").where("issues.state", "=", "published"));

/** What the archive shows of an issue: selected, and grouped by to count its protocols. */
const ISSUE_COLUMNS = ["issues.id", "issues.volume_id", "issues.number", "issues.published_on", "issues.cover_url"] as const;

export interface VolumeWithIssues {
  id: number;
  number: number;
  year: number;
  issues: { id: number; number: number; publishedOn: string; coverUrl: string | null; protocolCount: number }[];
}

/**
 * Volumes with a published issue, newest first, each with its published issues (newest first) and how many
 * protocols each holds; scheduled issues are the editors' own until published (ADR 0100).
 */
export async function listVolumesWithIssues(db: Db, limit: number, offset: number): Promise<VolumeWithIssues[]> {
  const volumes = await db
    .selectFrom("volumes")
    .select(["id", "number", "year"])
    .where(hasPublishedIssue)
    .orderBy("number", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  if (volumes.length === 0) return [];
  const issues = await db
    .selectFrom("issues")
    .leftJoin("protocols", "protocols.issue_id", "issues.id")
    .select(ISSUE_COLUMNS)
    .select((eb) => eb.fn.count<number>("protocols.id").as("n"))
    .where(
      "issues.volume_id",
      "in",
      volumes.map((v) => v.id),
    )
    .where("issues.state", "=", "published")
    .groupBy(ISSUE_COLUMNS)
    .orderBy("issues.number", "desc")
    .execute();
  return volumes.map((v) => ({
    id: v.id,
    number: v.number,
    year: v.year,
    issues: issues
      .filter((i) => i.volume_id === v.id)
      .map((i) => ({ id: i.id, number: i.number, publishedOn: i.published_on, coverUrl: i.cover_url, protocolCount: Number(i.n) })),
  }));
}

export function countVolumes(db: Db): Promise<number> {
  return countRows(db.selectFrom("volumes").where(hasPublishedIssue));
}
