import type { Db } from "../db/client";
import { loadSummaries, type ProtocolSummary } from "./load-summaries";

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
export async function listCategoryProtocols(db: Db, categoryId: number, limit: number, offset: number): Promise<ProtocolSummary[]> {
  const rows = await categoryQuery(db, categoryId)
    .select("protocols.id")
    .orderBy("protocols.published_on", "desc")
    .orderBy("protocols.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return loadSummaries(
    db,
    rows.map((r) => r.id),
  );
}

export async function countCategoryProtocols(db: Db, categoryId: number): Promise<number> {
  const row = await categoryQuery(db, categoryId)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
