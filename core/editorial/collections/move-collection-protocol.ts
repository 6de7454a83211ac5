import type { Db } from "../../db/client";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import type { CollectionChangeResult } from "./add-protocol-to-collection";
import { movedOrder } from "./collection-rules";
import { lockCollection } from "./lock-collection";
import { orderedCollectionProtocols, renumberCollectionProtocols } from "./renumber-collection-protocols";

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
  return db.transaction().execute(async (trx) => {
    if (!(await lockCollection(trx, id))) return { ok: false, reason: "not-found" } as const;
    const order = await orderedCollectionProtocols(trx, id);
    if (order[from - 1] !== protocolId) return { ok: false, reason: "stale" } as const;
    const next = movedOrder(order, from, direction);
    if (!next) return { ok: false, reason: "stale" } as const;
    await renumberCollectionProtocols(trx, id, next);
    const to = direction === "up" ? from - 1 : from + 1;
    await writeAuditEntry(trx, { actor, action: "edit", entityType: "collection", entityId: id, changes: { [`position:${protocolId}`]: [from, to] } });
    return { ok: true } as const;
  });
}
