import type { Db } from "../db/client";
import { countRows } from "../db/count-rows";
import { loadSummaryPage, type ProtocolSummary } from "./load-summaries";

/** The preprint repository's list (SPEC §2.2 "preprint repository"): posted preprints, newest first. */
function preprintsQuery(db: Db) {
  // kind + status first: the (kind, status, published_on) index serves the filter and the order.
  return db.selectFrom("protocols").where("kind", "=", "bpp").where("status", "=", "published");
}

export function listPreprints(db: Db, limit: number, offset = 0): Promise<ProtocolSummary[]> {
  return loadSummaryPage(db, preprintsQuery(db).select("id").orderBy("published_on", "desc").orderBy("id", "desc"), limit, offset);
}

export function countPreprints(db: Db): Promise<number> {
  return countRows(preprintsQuery(db));
}
