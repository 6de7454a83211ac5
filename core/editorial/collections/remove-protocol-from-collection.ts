import type { Db } from "../../db/client";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import type { CollectionChangeResult } from "./add-protocol-to-collection";
import { changeCollection } from "./lock-collection";
import { collectionList, removeListProtocol } from "../protocol-list-order";

/** Takes a protocol out of a collection and closes the gap in the order (ADR 0106). */
export async function removeProtocolFromCollection(db: Db, id: number, protocolId: number, actor: AuditActor): Promise<CollectionChangeResult> {
  return changeCollection(db, id, async (trx) => {
    if (!(await removeListProtocol(trx, collectionList(id), protocolId))) return { ok: false, reason: "stale" } as const;
    await writeAuditEntry(trx, { actor, action: "edit", entityType: "collection", entityId: id, changes: { removed: [protocolId, null] } });
    return { ok: true } as const;
  });
}
