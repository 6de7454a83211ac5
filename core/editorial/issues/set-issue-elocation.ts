import type { Db } from "../../db/client";
import { hasRow } from "../../db/has-row";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import type { IssueChangeResult } from "./assign-protocol-to-issue";
import { elocationHolders } from "./elocation-holders";
import { changeScheduledIssue } from "./lock-scheduled-issue";

/**
 * Sets the e-location a protocol of a scheduled issue will be published with, or (null) goes back to the
 * automatic one (ADR 0100). `taken`: another protocol already has it, or another editor typed it for another.
 */
export async function setIssueElocation(
  db: Db,
  issueId: number,
  protocolId: number,
  elocation: string | null,
  actor: AuditActor,
): Promise<IssueChangeResult> {
  return changeScheduledIssue(db, issueId, async (trx) => {
    const row = await trx
      .selectFrom("issue_protocols")
      .select(["id", "elocation"])
      .where("issue_id", "=", issueId)
      .where("protocol_id", "=", protocolId)
      .executeTakeFirst();
    if (!row) return { ok: false, reason: "stale" } as const;
    if (elocation !== null) {
      const used = await hasRow(
        elocationHolders(trx, [elocation], [protocolId]).where((eb) =>
          eb.or([eb("issue_id", "is not", null), eb("id", "not in", eb.selectFrom("issue_protocols").select("protocol_id").where("issue_id", "=", issueId))]),
        ),
      );
      const typed = await hasRow(trx.selectFrom("issue_protocols").where("elocation", "=", elocation).where("id", "!=", row.id));
      if (used || typed) return { ok: false, reason: "taken" } as const;
    }
    if (row.elocation === elocation) return { ok: true } as const;
    await trx.updateTable("issue_protocols").set({ elocation }).where("id", "=", row.id).execute();
    await writeAuditEntry(trx, { actor, action: "edit", entityType: "issue", entityId: issueId, changes: { [`elocation:${protocolId}`]: [row.elocation, elocation] } });
    return { ok: true } as const;
  });
}
