import type { Db } from "../db/client";
import { countRows } from "../db/count-rows";
import { loadSummaryPage, type ProtocolSummary } from "./load-summaries";

/** Published journal protocols of one subject category. */
function categoryQuery(db: Db, categoryId: number) {
  return db
    .selectFrom("protocol_categories")
    .innerJoin("protocols", "protocols.id", "protocol_categories.protocol_id")
    .where("protocol_categories.category_id", "=", categoryId)
    .where("protocols.kind", "=", "bp")
    .where("protocols.status", "=", "published");
}

/** One page of a subject's protocols, newest first. */
export function listCategoryProtocols(db: Db, categoryId: number, limit: number, offset: number): Promise<ProtocolSummary[]> {
  const ids = categoryQuery(db, categoryId).select("protocols.id").orderBy("protocols.published_on", "desc").orderBy("protocols.id", "desc");
  return loadSummaryPage(db, ids, limit, offset);
}

export function countCategoryProtocols(db: Db, categoryId: number): Promise<number> {
  return countRows(categoryQuery(db, categoryId));
}
