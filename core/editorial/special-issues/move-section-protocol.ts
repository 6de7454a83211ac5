import type { Db } from "../../db/client";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import { movedOrder } from "../collections/collection-rules";
import { lockSpecialIssue } from "./lock-special-issue";
import { orderedSectionProtocols, renumber } from "./special-issue-order";
import { sectionOf } from "./special-issue-queries";
import type { SpecialIssueChangeResult } from "./special-issue-result";

/** Moves a protocol one place up or down in its section (ADR 0106); `from` is the place the editor saw (else `stale`). */
export async function moveSectionProtocol(
  db: Db,
  id: number,
  sectionId: number,
  protocolId: number,
  from: number,
  direction: "up" | "down",
  actor: AuditActor,
): Promise<SpecialIssueChangeResult> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockSpecialIssue(trx, id)) || !(await sectionOf(trx, id, sectionId))) return { ok: false, reason: "not-found" } as const;
    const rows = await orderedSectionProtocols(trx, sectionId);
    if (rows[from - 1]?.id !== protocolId) return { ok: false, reason: "stale" } as const;
    const next = movedOrder(rows, from, direction);
    if (!next) return { ok: false, reason: "stale" } as const;
    await renumber(trx, { sectionId }, next);
    const to = direction === "up" ? from - 1 : from + 1;
    await writeAuditEntry(trx, { actor, action: "edit", entityType: "special_issue", entityId: id, changes: { [`position:${protocolId}`]: [from, to] } });
    return { ok: true } as const;
  });
}
