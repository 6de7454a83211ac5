import type { Db } from "../../db/client";
import type { AuditActor } from "../write-audit-entry";
import { refusingTakenSlug, slugTaken } from "../collections/slug-taken";
import { detailColumnsOf, writeDetailsChange } from "../collections/write-details-change";
import { changeSpecialIssue } from "./lock-special-issue";
import type { SpecialIssueDetails } from "./special-issue-forms";
import { newestOnlineOn } from "./special-issue-queries";
import type { SpecialIssueChangeResult } from "./special-issue-result";

/**
 * Changes a special issue's slug, cover, date, title and description (ADR 0106). A published one may not be dated
 * before its newest protocol went online (`early`, issue 17).
 */
export async function updateSpecialIssueDetails(db: Db, id: number, details: SpecialIssueDetails, actor: AuditActor): Promise<SpecialIssueChangeResult> {
  return refusingTakenSlug(db, "special_issues", details.slug, id, () =>
    changeSpecialIssue(db, id, async (trx, issue) => {
      if (await slugTaken(trx, "special_issues", details.slug, id)) return { ok: false, reason: "slug" } as const;
      const newest = await newestOnlineOn(trx, id);
      if (issue.state === "published" && newest && details.publishedOn < newest) return { ok: false, reason: "early" } as const;
      await writeDetailsChange(trx, { table: "special_issues", entityType: "special_issue", id }, detailColumnsOf(details), actor);
      return { ok: true } as const;
    }),
  );
}
