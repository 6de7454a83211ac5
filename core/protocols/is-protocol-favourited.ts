import type { Db } from "../db/client";

/** Whether a reader has this protocol among their favourites (the Favorite / Favorited control). */
export async function isProtocolFavourited(db: Db, userId: number, protocolId: number): Promise<boolean> {
  const row = await db
    .selectFrom("favourites")
    .select("protocol_id")
    .where("user_id", "=", userId)
    .where("protocol_id", "=", protocolId)
    .executeTakeFirst();
  return row !== undefined;
}
