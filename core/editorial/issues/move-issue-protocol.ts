import type { Db } from "../../db/client";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import type { IssueChangeResult } from "./assign-protocol-to-issue";
import { movedPosition } from "./issue-rules";
import { changeScheduledIssue } from "./lock-scheduled-issue";

/**
 * Moves a protocol one place up or down in a scheduled issue, swapping it with its neighbour (ADR 0100). `from`
 * is the place the editor saw: if it changed since (another editor, or the same form sent twice) nothing moves
 * and the result is `stale`, so a repeated post never moves a protocol two places.
 */
export async function moveIssueProtocol(
  db: Db,
  issueId: number,
  protocolId: number,
  from: number,
  direction: "up" | "down",
  actor: AuditActor,
): Promise<IssueChangeResult> {
  return changeScheduledIssue(db, issueId, async (trx) => {
    const rows = await trx.selectFrom("issue_protocols").select(["id", "protocol_id", "position"]).where("issue_id", "=", issueId).execute();
    const self = rows.find((r) => r.protocol_id === protocolId);
    if (!self || self.position !== from) return { ok: false, reason: "stale" } as const;
    const to = movedPosition(from, rows.length, direction);
    const other = to === null ? undefined : rows.find((r) => r.position === to);
    if (to === null || !other) return { ok: false, reason: "stale" } as const;
    await trx.updateTable("issue_protocols").set({ position: to }).where("id", "=", self.id).execute();
    await trx.updateTable("issue_protocols").set({ position: from }).where("id", "=", other.id).execute();
    await writeAuditEntry(trx, { actor, action: "edit", entityType: "issue", entityId: issueId, changes: { [`position:${protocolId}`]: [from, to] } });
    return { ok: true } as const;
  });
}
