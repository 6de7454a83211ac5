import type { Db } from "../../db/client";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import { seenMove } from "../collections/collection-rules";
import { changeSpecialIssue } from "./lock-special-issue";
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
  return changeSpecialIssue(db, id, async (trx) => {
    const move = seenMove(await orderedSections(trx, id), (s) => s.id === sectionId, from, direction);
    if (!move) return { ok: false, reason: "stale" } as const;
    await renumber(trx, "special_issue_sections", move.order);
    await writeAuditEntry(trx, { actor, action: "edit", entityType: "special_issue", entityId: id, changes: { [`sectionPosition:${sectionId}`]: [from, move.to] } });
    return { ok: true } as const;
  });
}
