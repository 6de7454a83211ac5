import type { Db } from "../../db/client";
import type { ContentState } from "../../db/schema";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";

/** The audit entry of a collection or special issue published or taken back to draft (ADR 0106). */
export async function auditStateChange(
  trx: Db,
  entity: { entityType: "collection" | "special_issue"; id: number },
  before: ContentState,
  state: ContentState,
  actor: AuditActor,
): Promise<void> {
  await writeAuditEntry(trx, {
    actor,
    action: state === "published" ? "publish" : "status",
    entityType: entity.entityType,
    entityId: entity.id,
    changes: { state: [before, state] },
  });
}
