import type { Db } from "../../db/client";
import { changedFields, writeAuditEntry, type AuditActor } from "../write-audit-entry";
import type { IssueChangeResult } from "./assign-protocol-to-issue";
import type { IssueDetails } from "./issue-forms";
import { changeScheduledIssue } from "./lock-scheduled-issue";

/**
 * Changes a scheduled issue's date, cover, title and editorial note (ADR 0100); a published issue is refused
 * (`issue`). The changed fields go to the audit log (a note's text as "…").
 */
export async function updateIssueDetails(db: Db, issueId: number, details: IssueDetails, actor: AuditActor): Promise<IssueChangeResult> {
  return changeScheduledIssue(db, issueId, async (trx) => {
    const row = await trx
      .selectFrom("issues")
      .select(["published_on", "cover_url", "title_en", "title_cn", "note_en", "note_cn"])
      .where("id", "=", issueId)
      .executeTakeFirstOrThrow();
    const next = {
      published_on: details.publishedOn,
      cover_url: details.coverUrl || null,
      title_en: details.titleEn || null,
      title_cn: details.titleCn || null,
      note_en: details.noteEn || null,
      note_cn: details.noteCn || null,
    };
    const changes = changedFields(row, next);
    if (Object.keys(changes).length === 0) return { ok: true } as const;
    await trx.updateTable("issues").set(next).where("id", "=", issueId).execute();
    for (const field of ["note_en", "note_cn"]) {
      const change = changes[field];
      if (change) changes[field] = [change[0] === null ? null : "…", change[1] === null ? null : "…"];
    }
    await writeAuditEntry(trx, { actor, action: "edit", entityType: "issue", entityId: issueId, changes });
    return { ok: true } as const;
  });
}
