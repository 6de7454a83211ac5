import type { Db } from "../../db/client";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import { changeSpecialIssue } from "./lock-special-issue";
import { orderedPeople, renumber } from "./special-issue-order";
import type { SpecialIssueChangeResult } from "./special-issue-result";

/** Removes a guest editor or reviewer from a special issue (ADR 0106). */
export async function removeSpecialIssuePerson(db: Db, id: number, personId: number, actor: AuditActor): Promise<SpecialIssueChangeResult> {
  return changeSpecialIssue(db, id, async (trx) => {
    const row = await trx
      .deleteFrom("special_issue_people")
      .where("id", "=", personId)
      .where("special_issue_id", "=", id)
      .returning(["name_en", "role"])
      .executeTakeFirst();
    if (!row) return { ok: false, reason: "stale" } as const;
    await renumber(trx, "special_issue_people", await orderedPeople(trx, id));
    await writeAuditEntry(trx, { actor, action: "edit", entityType: "special_issue", entityId: id, changes: { [`person:${personId}`]: [`${row.name_en} (${row.role})`, null] } });
    return { ok: true } as const;
  });
}
