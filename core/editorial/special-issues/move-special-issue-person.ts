import type { Db } from "../../db/client";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import { seenMove } from "../collections/collection-rules";
import { changeSpecialIssue } from "./lock-special-issue";
import { orderedPeople, renumber } from "./special-issue-order";
import type { SpecialIssueChangeResult } from "./special-issue-result";

/**
 * Moves a person one place up or down among the people of the same role (readers see each role as a list, ADR
 * 0106); `from` is the 1-based place within the role the editor saw (else `stale`).
 */
export async function moveSpecialIssuePerson(
  db: Db,
  id: number,
  personId: number,
  from: number,
  direction: "up" | "down",
  actor: AuditActor,
): Promise<SpecialIssueChangeResult> {
  return changeSpecialIssue(db, id, async (trx) => {
    const all = await orderedPeople(trx, id);
    const role = all.find((p) => p.id === personId)?.role;
    // Unknown person: no role, an empty list, a stale page.
    const move = seenMove(all.filter((p) => p.role === role), (p) => p.id === personId, from, direction);
    if (!move) return { ok: false, reason: "stale" } as const;
    // The role's places keep their slots in the whole list; only who holds them changes.
    const slots = all.map((p) => (p.role === role ? move.order.shift()! : p));
    await renumber(trx, "special_issue_people", slots);
    await writeAuditEntry(trx, { actor, action: "edit", entityType: "special_issue", entityId: id, changes: { [`personPosition:${personId}`]: [from, move.to] } });
    return { ok: true } as const;
  });
}
