import type { Db } from "../db/client";
import { loadProtocolDetails } from "./load-protocol-details";
import type { ProtocolDetail } from "./protocol-detail";

/** One protocol with its people, subjects, issue and history; null when there is no protocol with that id. */
export async function findProtocolDetail(db: Db, id: number): Promise<ProtocolDetail | null> {
  return (await loadProtocolDetails(db, [id])).get(id) ?? null;
}
