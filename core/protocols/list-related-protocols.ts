import type { Db } from "../db/client";
import { loadSummaries, type ProtocolSummary } from "./load-summaries";

/** The protocols the journal links to this one, in the chosen order. */
export async function listRelatedProtocols(db: Db, protocolId: number): Promise<ProtocolSummary[]> {
  const rows = await db
    .selectFrom("protocol_related")
    .select("related_id")
    .where("protocol_id", "=", protocolId)
    .orderBy("position")
    .execute();
  return loadSummaries(
    db,
    rows.map((r) => r.related_id),
  );
}
