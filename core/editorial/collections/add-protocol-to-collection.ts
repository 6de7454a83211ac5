import { sql } from "kysely";
import type { Db } from "../../db/client";
import { hasRow } from "../../db/has-row";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import { changeCollection } from "./lock-collection";

export type CollectionChangeResult =
  | { ok: true }
  /**
   * not-found: no such collection; unknown: no protocol has that id; offline: the protocol is not online yet;
   * already: it is in the collection; stale: the page was out of date (a move or removal already made); slug:
   * another collection has that slug.
   */
  | { ok: false; reason: "not-found" | "unknown" | "offline" | "already" | "stale" | "slug" };

/**
 * Adds a protocol online (a row of `protocols` with an online date: journal protocol or preprint, in press or
 * published) at the end of a collection (ADR 0106). A protocol may be in several collections, once in each.
 */
export async function addProtocolToCollection(db: Db, id: number, protocolId: number, actor: AuditActor): Promise<CollectionChangeResult> {
  return changeCollection(db, id, async (trx) => {
    const protocol = await trx.selectFrom("protocols").select(["id", "online_on"]).where("id", "=", protocolId).executeTakeFirst();
    if (!protocol) return { ok: false, reason: "unknown" } as const;
    if (!protocol.online_on) return { ok: false, reason: "offline" } as const;
    const present = trx.selectFrom("collection_protocols").where("collection_id", "=", id).where("protocol_id", "=", protocolId);
    if (await hasRow(present)) return { ok: false, reason: "already" } as const;
    const last = await trx
      .selectFrom("collection_protocols")
      .select(sql<number | null>`max(position)`.as("n"))
      .where("collection_id", "=", id)
      .executeTakeFirst();
    await trx
      .insertInto("collection_protocols")
      .values({ collection_id: id, protocol_id: protocolId, position: Number(last?.n ?? 0) + 1 })
      .execute();
    await writeAuditEntry(trx, { actor, action: "edit", entityType: "collection", entityId: id, changes: { added: [null, protocolId] } });
    return { ok: true } as const;
  });
}
