import type { Db } from "../db/client";
import { hasRow } from "../db/has-row";

/** Whether a reader has this protocol among their favourites (the Favorite / Favorited control). */
export function isProtocolFavourited(db: Db, userId: number, protocolId: number): Promise<boolean> {
  return hasRow(db.selectFrom("favourites").where("user_id", "=", userId).where("protocol_id", "=", protocolId));
}
