import type { Db } from "../db/client";
import { firstId } from "../db/first-id";

/** The draft of a protocol's next version that is still being prepared, if one is open. */
export function findOpenVersionDraft(db: Db, protocolId: number): Promise<number | null> {
  return firstId(
    db
      .selectFrom("editorial_drafts")
      .select("id")
      .where("protocol_id", "=", protocolId)
      .where("published_at", "is", null),
  );
}
