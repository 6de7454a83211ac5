import type { Db } from "../db/client";
import { recordProtocolView } from "./record-protocol-view";

/**
 * A reader's view of a published protocol (ADR 0011, 0118): counted once per visitor and day, and the total the
 * page then shows (as read just before, with this view). Null when there is no such published protocol.
 */
export async function countProtocolView(
  db: Db,
  protocolId: number,
  visitor: string,
  day: string,
): Promise<{ counted: boolean; views: number } | null> {
  const published = await db
    .selectFrom("protocols")
    .select("views_total")
    .where("id", "=", protocolId)
    .where("status", "=", "published")
    .executeTakeFirst();
  if (!published) return null;
  const counted = await recordProtocolView(db, protocolId, visitor, day);
  return { counted, views: published.views_total + (counted ? 1 : 0) };
}
