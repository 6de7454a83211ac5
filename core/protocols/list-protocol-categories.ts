import type { Db } from "../db/client";

/** The subject categories of these protocols, by protocol, each protocol's in the categories' order. */
export function listProtocolCategories(db: Db, protocolIds: readonly number[]) {
  return db
    .selectFrom("protocol_categories")
    .innerJoin("categories", "categories.id", "protocol_categories.category_id")
    .select(["protocol_categories.protocol_id", "categories.id", "categories.name_en", "categories.name_cn"])
    .where("protocol_categories.protocol_id", "in", protocolIds)
    .orderBy("protocol_categories.protocol_id")
    .orderBy("categories.sort_order")
    .execute();
}
