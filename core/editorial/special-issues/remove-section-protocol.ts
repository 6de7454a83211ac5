import type { Db } from "../../db/client";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import { changeSpecialIssue } from "./lock-special-issue";
import { removeListProtocol, sectionList } from "../protocol-list-order";
import { sectionOf } from "./special-issue-queries";
import type { SpecialIssueChangeResult } from "./special-issue-result";

/** Takes a protocol out of a section and closes the gap (ADR 0106). */
export async function removeSectionProtocol(db: Db, id: number, sectionId: number, protocolId: number, actor: AuditActor): Promise<SpecialIssueChangeResult> {
  return changeSpecialIssue(db, id, async (trx) => {
    if (!(await sectionOf(trx, id, sectionId))) return { ok: false, reason: "not-found" } as const;
    if (!(await removeListProtocol(trx, sectionList(sectionId), protocolId))) return { ok: false, reason: "stale" } as const;
    await writeAuditEntry(trx, { actor, action: "edit", entityType: "special_issue", entityId: id, changes: { [`removed:${sectionId}`]: [protocolId, null] } });
    return { ok: true } as const;
  });
}
