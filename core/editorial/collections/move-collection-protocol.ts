import type { Db } from "../../db/client";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import type { CollectionChangeResult } from "./add-protocol-to-collection";
import { seenMove } from "./collection-rules";
import { changeCollection } from "./lock-collection";
import { collectionList, orderedListProtocols, renumberListProtocols } from "../protocol-list-order";

/**
 * Moves a protocol one place up or down in a collection (ADR 0106). `from` is the 1-based place the editor saw:
 * if the protocol is no longer there (another editor, or the same form sent twice) nothing moves (`stale`).
 */
export async function moveCollectionProtocol(
  db: Db,
  id: number,
  protocolId: number,
  from: number,
  direction: "up" | "down",
  actor: AuditActor,
): Promise<CollectionChangeResult> {
  return changeCollection(db, id, async (trx) => {
    const move = seenMove(await orderedListProtocols(trx, collectionList(id)), (p) => p.id === protocolId, from, direction);
    if (!move) return { ok: false, reason: "stale" } as const;
    await renumberListProtocols(trx, collectionList(id), move.order);
    await writeAuditEntry(trx, { actor, action: "edit", entityType: "collection", entityId: id, changes: { [`position:${protocolId}`]: [from, move.to] } });
    return { ok: true } as const;
  });
}
