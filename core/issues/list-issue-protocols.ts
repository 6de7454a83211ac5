import { sql } from "kysely";
import type { Db } from "../db/client";
import { loadSummaryPage, type ProtocolSummary } from "../protocols/load-summaries";

/**
 * One page of an issue's protocols, grouped by subject: ordered by the protocol's first category (in the
 * navigation's order), then in the editors' order of the issue, then by id. Each summary's first category is the
 * group it belongs to.
 */
export function listIssueProtocols(db: Db, issueId: number, limit: number, offset: number): Promise<ProtocolSummary[]> {
  const ids = db
    .selectFrom("protocols")
    .leftJoin("protocol_categories", "protocol_categories.protocol_id", "protocols.id")
    .leftJoin("categories", "categories.id", "protocol_categories.category_id")
    .leftJoin("issue_protocols", "issue_protocols.protocol_id", "protocols.id")
    .select([
      "protocols.id",
      sql<number>`min(coalesce(categories.sort_order, 999))`.as("category_order"),
      // The editors' order (ADR 0100); issues from before it have none and keep the order of ids.
      sql<number>`min(coalesce(issue_protocols.position, 0))`.as("position"),
    ])
    .where("protocols.issue_id", "=", issueId)
    .groupBy("protocols.id")
    .orderBy("category_order")
    .orderBy("position")
    .orderBy("protocols.id");
  return loadSummaryPage(db, ids, limit, offset);
}
