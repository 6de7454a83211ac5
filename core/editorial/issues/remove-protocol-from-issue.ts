import type { Db } from "../../db/client";
import { issueList, removeListProtocol } from "../protocol-list-order";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import type { IssueChangeResult } from "./assign-protocol-to-issue";
import { changeScheduledIssue } from "./lock-scheduled-issue";

/** Takes a protocol out of a scheduled issue (it stays in press) and closes the gap in the order (ADR 0100). */
export async function removeProtocolFromIssue(db: Db, issueId: number, protocolId: number, actor: AuditActor): Promise<IssueChangeResult> {
  return changeScheduledIssue(db, issueId, async (trx) => {
    if (!(await removeListProtocol(trx, issueList(issueId), protocolId))) return { ok: false, reason: "stale" } as const;
    await writeAuditEntry(trx, { actor, action: "edit", entityType: "issue", entityId: issueId, changes: { removed: [protocolId, null] } });
    return { ok: true } as const;
  });
}
