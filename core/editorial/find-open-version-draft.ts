import type { Db } from "../db/client";

/** The draft of a protocol's next version that is still being prepared, if one is open. */
export async function findOpenVersionDraft(db: Db, protocolId: number): Promise<number | null> {
  const open = await db
    .selectFrom("editorial_drafts")
    .select("id")
    .where("protocol_id", "=", protocolId)
    .where("published_at", "is", null)
    .executeTakeFirst();
  return open?.id ?? null;
}
