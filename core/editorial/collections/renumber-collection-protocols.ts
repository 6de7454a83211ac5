import type { Db } from "../../db/client";

/** A collection's protocols in order: by position, then id (the seed's positions may start at 0 or tie). */
export async function orderedCollectionProtocols(trx: Db, id: number): Promise<number[]> {
  const rows = await trx
    .selectFrom("collection_protocols")
    .select("protocol_id")
    .where("collection_id", "=", id)
    .orderBy("position")
    .orderBy("protocol_id")
    .execute();
  return rows.map((r) => r.protocol_id);
}

/** Writes positions 1..n in the given order (only the rows whose position changes). */
export async function renumberCollectionProtocols(trx: Db, id: number, order: readonly number[]): Promise<void> {
  const current = await trx.selectFrom("collection_protocols").select(["protocol_id", "position"]).where("collection_id", "=", id).execute();
  const positionOf = new Map(current.map((r) => [r.protocol_id, r.position]));
  for (const [i, protocolId] of order.entries()) {
    if (positionOf.get(protocolId) === i + 1) continue;
    await trx
      .updateTable("collection_protocols")
      .set({ position: i + 1 })
      .where("collection_id", "=", id)
      .where("protocol_id", "=", protocolId)
      .execute();
  }
}
