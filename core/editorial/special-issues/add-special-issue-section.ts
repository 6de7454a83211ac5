import type { Db } from "../../db/client";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import { changeSpecialIssue } from "./lock-special-issue";
import type { SectionTitles } from "./special-issue-forms";
import { orderedSections } from "./special-issue-order";
import type { SpecialIssueChangeResult } from "./special-issue-result";

/** Adds a section (bilingual title) at the end of a special issue (ADR 0106). */
export async function addSpecialIssueSection(db: Db, id: number, titles: SectionTitles, actor: AuditActor): Promise<SpecialIssueChangeResult> {
  return changeSpecialIssue(db, id, async (trx) => {
    const count = (await orderedSections(trx, id)).length;
    const section = await trx
      .insertInto("special_issue_sections")
      .values({ special_issue_id: id, title_en: titles.titleEn, title_cn: titles.titleCn, position: count + 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeAuditEntry(trx, { actor, action: "edit", entityType: "special_issue", entityId: id, changes: { [`section:${section.id}`]: [null, titles.titleEn] } });
    return { ok: true } as const;
  });
}
