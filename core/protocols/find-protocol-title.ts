import type { Db } from "../db/client";
import type { ProtocolKind } from "../db/schema";

/** The titles of one protocol, or null when there is no such protocol of that kind. */
export async function findProtocolTitle(db: Db, id: number, kind: ProtocolKind) {
  const row = await db
    .selectFrom("protocols")
    .select(["id", "kind", "title_en", "title_cn", "abstract_en", "abstract_cn"])
    .where("id", "=", id)
    .where("kind", "=", kind)
    .executeTakeFirst();
  return row ?? null;
}
