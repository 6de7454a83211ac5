import type { Db } from "../../db/client";
import { changedFields, elideTexts, writeAuditEntry, type AuditActor } from "../write-audit-entry";
import { lockSpecialIssue } from "./lock-special-issue";
import type { SpecialIssueDetails } from "./special-issue-forms";
import { newestOnlineOn, specialIssueSlugTaken } from "./special-issue-queries";
import type { SpecialIssueChangeResult } from "./special-issue-result";

/**
 * Changes a special issue's slug, cover, date, title and description (ADR 0106). A published one may not be dated
 * before its newest protocol went online (`early`, issue 17).
 */
export async function updateSpecialIssueDetails(db: Db, id: number, details: SpecialIssueDetails, actor: AuditActor): Promise<SpecialIssueChangeResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      const issue = await lockSpecialIssue(trx, id);
      if (!issue) return { ok: false, reason: "not-found" } as const;
      if (await specialIssueSlugTaken(trx, details.slug, id)) return { ok: false, reason: "slug" } as const;
      const newest = await newestOnlineOn(trx, id);
      if (issue.state === "published" && newest && details.publishedOn < newest) return { ok: false, reason: "early" } as const;
      const row = await trx
        .selectFrom("special_issues")
        .select(["slug", "cover_url", "published_on", "title_en", "title_cn", "description_en", "description_cn"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const next = {
        slug: details.slug,
        cover_url: details.coverUrl,
        published_on: details.publishedOn,
        title_en: details.titleEn,
        title_cn: details.titleCn,
        description_en: details.descriptionEn,
        description_cn: details.descriptionCn,
      };
      const changes = changedFields(row, next);
      if (Object.keys(changes).length === 0) return { ok: true } as const;
      await trx.updateTable("special_issues").set(next).where("id", "=", id).execute();
      const logged = elideTexts(changes, ["description_en", "description_cn"]);
      await writeAuditEntry(trx, { actor, action: "edit", entityType: "special_issue", entityId: id, changes: logged });
      return { ok: true } as const;
    });
  } catch (error) {
    if (await specialIssueSlugTaken(db, details.slug, id)) return { ok: false, reason: "slug" };
    throw error;
  }
}
