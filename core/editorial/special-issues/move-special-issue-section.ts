import type { Db } from "../../db/client";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import { movedOrder } from "../collections/collection-rules";
import { lockSpecialIssue } from "./lock-special-issue";
import { orderedSections, renumber } from "./special-issue-order";
import type { SpecialIssueChangeResult } from "./special-issue-result";

/** Moves a section one place up or down (ADR 0106); `from` is the 1-based place the editor saw (else `stale`). */
export async function moveSpecialIssueSection(
  db: Db,
  id: number,
  sectionId: number,
  from: number,
  direction: "up" | "down",
  actor: AuditActor,
): Promise<SpecialIssueChangeResult> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockSpecialIssue(trx, id))) return { ok: false, reason: "not-found" } as const;
    const rows = await orderedSections(trx, id);
    if (rows[from - 1]?.id !== sectionId) return { ok: false, reason: "stale" } as const;
    const next = movedOrder(rows, from, direction);
    if (!next) return { ok: false, reason: "stale" } as const;
    await renumber(trx, "special_issue_sections", next);
    const to = direction === "up" ? from - 1 : from + 1;
    await writeAuditEntry(trx, { actor, action: "edit", entityType: "special_issue", entityId: id, changes: { [`sectionPosition:${sectionId}`]: [from, to] } });
    return { ok: true } as const;
  });
}
