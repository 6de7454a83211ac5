import type { Db } from "../../db/client";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import { changeSpecialIssue } from "./lock-special-issue";
import { orderedSections, renumber } from "./special-issue-order";
import type { SpecialIssueChangeResult } from "./special-issue-result";

/** Removes an empty section (ADR 0106): one that still holds protocols is refused (`notEmpty`), so none is lost by a slip. */
export async function removeSpecialIssueSection(db: Db, id: number, sectionId: number, actor: AuditActor): Promise<SpecialIssueChangeResult> {
  return changeSpecialIssue(db, id, async (trx) => {
    const section = await trx
      .selectFrom("special_issue_sections")
      .select(["title_en"])
      .where("id", "=", sectionId)
      .where("special_issue_id", "=", id)
      .executeTakeFirst();
    if (!section) return { ok: false, reason: "stale" } as const;
    const held = await trx.selectFrom("special_issue_section_protocols").select("protocol_id").where("section_id", "=", sectionId).executeTakeFirst();
    if (held) return { ok: false, reason: "notEmpty" } as const;
    await trx.deleteFrom("special_issue_sections").where("id", "=", sectionId).execute();
    await renumber(trx, "special_issue_sections", await orderedSections(trx, id));
    await writeAuditEntry(trx, { actor, action: "edit", entityType: "special_issue", entityId: id, changes: { [`section:${sectionId}`]: [section.title_en, null] } });
    return { ok: true } as const;
  });
}
