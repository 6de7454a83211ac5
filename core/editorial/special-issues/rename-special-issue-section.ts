import type { Db } from "../../db/client";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import { changeSpecialIssue } from "./lock-special-issue";
import type { SectionTitles } from "./special-issue-forms";
import { sectionOf } from "./special-issue-queries";
import type { SpecialIssueChangeResult } from "./special-issue-result";

/** Changes a section's titles in both languages (ADR 0106). */
export async function renameSpecialIssueSection(db: Db, id: number, sectionId: number, titles: SectionTitles, actor: AuditActor): Promise<SpecialIssueChangeResult> {
  return changeSpecialIssue(db, id, async (trx) => {
    const before = await sectionOf(trx, id, sectionId);
    if (!before) return { ok: false, reason: "not-found" } as const;
    await trx.updateTable("special_issue_sections").set({ title_en: titles.titleEn, title_cn: titles.titleCn }).where("id", "=", sectionId).execute();
    await writeAuditEntry(trx, {
      actor,
      action: "edit",
      entityType: "special_issue",
      entityId: id,
      changes: { [`section:${sectionId}`]: [`${before.title_en} / ${before.title_cn}`, `${titles.titleEn} / ${titles.titleCn}`] },
    });
    return { ok: true } as const;
  });
}
