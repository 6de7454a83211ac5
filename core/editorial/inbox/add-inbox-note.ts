import type { Db } from "../../db/client";
import { formatReference } from "../../forms/format-reference";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import type { InboxKind } from "./inbox-rules";
import { ensureInboxItem, recordInboxEvent, sourceExists, type InboxChangeResult } from "./inbox-item-row";

/**
 * Adds an internal note to an item's history: for the office only, never sent. The audit log records that a note
 * was added, not what it says (it may quote the sender).
 */
export async function addInboxNote(
  db: Db,
  input: { kind: InboxKind; id: number; note: string; actor: AuditActor },
): Promise<InboxChangeResult> {
  return db.transaction().execute(async (trx) => {
    if (!(await sourceExists(trx, input.kind, input.id))) return { ok: false, reason: "not-found" } as const;
    const itemId = await ensureInboxItem(trx, input.kind, input.id);
    await recordInboxEvent(trx, { itemId, actor: input.actor, type: "note", body: input.note });
    await writeAuditEntry(trx, {
      actor: input.actor,
      action: "edit",
      entityType: "inbox_item",
      entityId: formatReference(input.kind, input.id),
      changes: { note: [null, "…"] },
    });
    return { ok: true } as const;
  });
}
