import { sql } from "kysely";
import type { Db } from "../db/client";

/**
 * Counts one view of a protocol by one visitor on one day, at most once: the first call for
 * (protocol, visitor, day) adds 1 to the day's views and to the protocol's total; later calls do nothing.
 * Returns whether this call counted. Deciding *whether* a request is a view (bots, prefetches) is the
 * caller's job.
 */
export async function recordProtocolView(db: Db, protocolId: number, visitor: string, day: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("protocol_view_visitors")
      .values({ protocol_id: protocolId, day, visitor })
      .onConflict((oc) => oc.columns(["protocol_id", "day", "visitor"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await trx
      .insertInto("protocol_views_daily")
      .values({ protocol_id: protocolId, day, views: 1 })
      .onConflict((oc) => oc.columns(["protocol_id", "day"]).doUpdateSet({ views: sql`protocol_views_daily.views + 1` }))
      .execute();
    await trx
      .updateTable("protocols")
      .set({ views_total: sql`views_total + 1` })
      .where("id", "=", protocolId)
      .execute();
    return true;
  });
}
