import type { Db } from "../db/client";

/** The authors' names of these protocols, by protocol, each protocol's in the byline's order. */
export function listAuthorNames(db: Db, protocolIds: readonly number[]) {
  return db
    .selectFrom("protocol_authors")
    .select(["protocol_id", "name_en", "name_cn"])
    .where("protocol_id", "in", protocolIds)
    .orderBy("protocol_id")
    .orderBy("position")
    .execute();
}
