import type { Db } from "../db/client";
import type { ProtocolKind } from "../db/schema";

export interface FavouriteProtocol {
  id: number;
  kind: ProtocolKind;
  titleEn: string;
  titleCn: string | null;
  publishedOn: string | null;
  favouritedAt: string;
}

/** A reader's favourite protocols, the latest favourited first. */
export async function listUserFavourites(db: Db, userId: number, limit = 200): Promise<FavouriteProtocol[]> {
  const rows = await db
    .selectFrom("favourites")
    .innerJoin("protocols", "protocols.id", "favourites.protocol_id")
    .select(["protocols.id", "protocols.kind", "protocols.title_en", "protocols.title_cn", "protocols.published_on", "protocols.online_on", "favourites.created_at"])
    .where("favourites.user_id", "=", userId)
    .orderBy("favourites.created_at", "desc")
    .orderBy("protocols.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    titleEn: r.title_en,
    titleCn: r.title_cn,
    publishedOn: r.published_on ?? r.online_on,
    favouritedAt: r.created_at,
  }));
}
