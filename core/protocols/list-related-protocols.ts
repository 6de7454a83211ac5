import type { Db } from "../db/client";
import { loadSelectedSummaries, type ProtocolSummary } from "./load-summaries";

/** The protocols the journal links to this one, in the chosen order. */
export function listRelatedProtocols(db: Db, protocolId: number): Promise<ProtocolSummary[]> {
  const related = db
    .selectFrom("protocol_related")
    .select("related_id as id")
    .where("protocol_id", "=", protocolId)
    .orderBy("position");
  return loadSelectedSummaries(db, related);
}
