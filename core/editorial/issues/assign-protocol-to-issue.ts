import { sql } from "kysely";
import type { Db } from "../../db/client";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import { ASSIGNABLE_STATUSES } from "./in-press";
import { changeScheduledIssue } from "./lock-scheduled-issue";

export type IssueChangeResult = { ok: true } | { ok: false; reason: "issue" | "taken" | "stale" };

/**
 * Adds an in-press protocol at the end of a scheduled issue (ADR 0100). The insert is conditional: the protocol
 * must still be in press and in no issue, and `issue_protocols.protocol_id` is unique (a concurrent second
 * assignment does nothing), so two editors cannot put one protocol in two issues. `taken`: it is not (or no
 * longer) available; `issue`: the issue is published or gone.
 */
export async function assignProtocolToIssue(db: Db, issueId: number, protocolId: number, actor: AuditActor): Promise<IssueChangeResult> {
  return changeScheduledIssue(db, issueId, async (trx) => {
    const inserted = await trx
      .insertInto("issue_protocols")
      .columns(["issue_id", "protocol_id", "position"])
      .expression((eb) =>
        eb
          .selectFrom("protocols")
          .select([
            sql<number>`${issueId}`.as("issue_id"),
            "protocols.id",
            eb
              .selectFrom("issue_protocols")
              .select(sql<number>`coalesce(max(position), 0) + 1`.as("p"))
              .where("issue_protocols.issue_id", "=", issueId)
              .as("position"),
          ])
          .where("protocols.id", "=", protocolId)
          .where("protocols.kind", "=", "bp")
          .where("protocols.status", "in", ASSIGNABLE_STATUSES)
          .where("protocols.issue_id", "is", null),
      )
      .onConflict((oc) => oc.column("protocol_id").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return { ok: false, reason: "taken" } as const;
    await writeAuditEntry(trx, { actor, action: "edit", entityType: "issue", entityId: issueId, changes: { assigned: [null, protocolId] } });
    return { ok: true } as const;
  });
}
