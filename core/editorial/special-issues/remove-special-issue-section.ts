import type { Db } from "../../db/client";
import { hasRow } from "../../db/has-row";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import { changeSpecialIssue } from "./lock-special-issue";
import { orderedSections, renumber } from "./special-issue-order";
import { sectionOf } from "./special-issue-queries";
import type { SpecialIssueChangeResult } from "./special-issue-result";

/** Removes an empty section (ADR 0106): one that still holds protocols is refused (`notEmpty`), so none is lost by a slip. */
export async function removeSpecialIssueSection(db: Db, id: number, sectionId: number, actor: AuditActor): Promise<SpecialIssueChangeResult> {
  return changeSpecialIssue(db, id, async (trx) => {
    const section = await sectionOf(trx, id, sectionId);
    if (!section) return { ok: false, reason: "stale" } as const;
    if (await hasRow(trx.selectFrom("special_issue_section_protocols").where("section_id", "=", sectionId))) {
      return { ok: false, reason: "notEmpty" } as const;
    }
    await trx.deleteFrom("special_issue_sections").where("id", "=", sectionId).execute();
    await renumber(trx, "special_issue_sections", await orderedSections(trx, id));
    await writeAuditEntry(trx, { actor, action: "edit", entityType: "special_issue", entityId: id, changes: { [`section:${sectionId}`]: [section.title_en, null] } });
    return { ok: true } as const;
  });
}
