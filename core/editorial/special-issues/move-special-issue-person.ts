import type { Db } from "../../db/client";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import { movedOrder } from "../collections/collection-rules";
import { lockSpecialIssue } from "./lock-special-issue";
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
  return db.transaction().execute(async (trx) => {
    if (!(await lockSpecialIssue(trx, id))) return { ok: false, reason: "not-found" } as const;
    const all = await orderedPeople(trx, id);
    const role = all.find((p) => p.id === personId)?.role;
    const inRole = all.filter((p) => p.role === role);
    if (!role || inRole[from - 1]?.id !== personId) return { ok: false, reason: "stale" } as const;
    const moved = movedOrder(inRole, from, direction);
    if (!moved) return { ok: false, reason: "stale" } as const;
    // The role's places keep their slots in the whole list; only who holds them changes.
    const slots = all.map((p) => (p.role === role ? moved.shift()! : p));
    await renumber(trx, "special_issue_people", slots);
    const to = direction === "up" ? from - 1 : from + 1;
    await writeAuditEntry(trx, { actor, action: "edit", entityType: "special_issue", entityId: id, changes: { [`personPosition:${personId}`]: [from, to] } });
    return { ok: true } as const;
  });
}
