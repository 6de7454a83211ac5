import type { Db } from "../db/client";
import { countIssueProtocols, selectIssues, toIssueSummary, type IssueSummary } from "./select-issues";

export type { IssueSummary } from "./select-issues";

/** The newest published issues, newest first: the first is the current issue (scheduled ones are not: ADR 0100). */
export async function listRecentIssues(db: Db, limit: number): Promise<IssueSummary[]> {
  const rows = await selectIssues(db)
    .select(countIssueProtocols)
    .where("issues.state", "=", "published")
    .orderBy("issues.published_on", "desc")
    .orderBy("issues.id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toIssueSummary);
}
