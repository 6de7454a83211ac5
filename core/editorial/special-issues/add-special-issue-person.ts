import type { Db } from "../../db/client";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import { changeSpecialIssue } from "./lock-special-issue";
import type { PersonInput } from "./special-issue-forms";
import { orderedPeople } from "./special-issue-order";
import type { SpecialIssueChangeResult } from "./special-issue-result";

/** Adds a guest editor or reviewer (bilingual name and affiliation, role) after the others (ADR 0106). */
export async function addSpecialIssuePerson(db: Db, id: number, person: PersonInput, actor: AuditActor): Promise<SpecialIssueChangeResult> {
  return changeSpecialIssue(db, id, async (trx) => {
    const count = (await orderedPeople(trx, id)).length;
    const row = await trx
      .insertInto("special_issue_people")
      .values({
        special_issue_id: id,
        role: person.role,
        name_en: person.nameEn,
        name_cn: person.nameCn,
        affiliation_en: person.affiliationEn,
        affiliation_cn: person.affiliationCn,
        position: count + 1,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeAuditEntry(trx, { actor, action: "edit", entityType: "special_issue", entityId: id, changes: { [`person:${row.id}`]: [null, `${person.nameEn} (${person.role})`] } });
    return { ok: true } as const;
  });
}
