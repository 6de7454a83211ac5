import type { Db } from "../db/client";

/**
 * Favorite ⇄ Favorited (SPEC §4). `wanted`: true adds the protocol to the reader's favourites, false
 * removes it, undefined toggles. Saying what is wanted (the button's current label) makes a double
 * click or a resubmitted form harmless. Returns the new state, or null when there is no such protocol.
 */
export async function setFavourite(db: Db, userId: number, protocolId: number, wanted?: boolean, now = new Date()): Promise<boolean | null> {
  const protocol = await db.selectFrom("protocols").select("id").where("id", "=", protocolId).executeTakeFirst();
  if (!protocol) return null;
  if (wanted !== true) {
    const removed = await db.deleteFrom("favourites").where("user_id", "=", userId).where("protocol_id", "=", protocolId).executeTakeFirst();
    if (wanted === false || Number(removed.numDeletedRows) > 0) return false;
  }
  await db
    .insertInto("favourites")
    .values({ user_id: userId, protocol_id: protocolId, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["user_id", "protocol_id"]).doNothing())
    .execute();
  return true;
}
