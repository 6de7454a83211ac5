import type { Db } from "../db/client";
import { loadSummaries, type ProtocolSummary } from "./load-summaries";

/** The preprint repository's list (SPEC §2.2 "preprint repository"): posted preprints, newest first. */
function preprintsQuery(db: Db) {
  // kind + status first: the (kind, status, published_on) index serves the filter and the order.
  return db.selectFrom("protocols").where("kind", "=", "bpp").where("status", "=", "published");
}

export async function listPreprints(db: Db, limit: number, offset = 0): Promise<ProtocolSummary[]> {
  const rows = await preprintsQuery(db)
    .select("id")
    .orderBy("published_on", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return loadSummaries(db, rows.map((r) => r.id));
}

export async function countPreprints(db: Db): Promise<number> {
  const row = await preprintsQuery(db)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
