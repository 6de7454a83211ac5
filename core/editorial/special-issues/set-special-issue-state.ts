import type { Db } from "../../db/client";
import type { ContentState } from "../../db/schema";
import type { AuditActor } from "../write-audit-entry";
import { auditStateChange } from "../collections/audit-state-change";
import { changeSpecialIssue } from "./lock-special-issue";
import { newestOnlineOn } from "./special-issue-queries";
import type { SpecialIssueChangeResult } from "./special-issue-result";

/**
 * Publishes a draft special issue (readers see it at once on /specialissue) or takes it back to draft (ADR 0106).
 * Publishing is refused with no protocols (`empty`) or when its date comes before its newest protocol went online
 * (`early`, issue 17). Setting the state it already has is `stale` (a form sent twice).
 */
export async function setSpecialIssueState(db: Db, id: number, state: ContentState, actor: AuditActor): Promise<SpecialIssueChangeResult> {
  return changeSpecialIssue(db, id, async (trx, issue) => {
    if (issue.state === state) return { ok: false, reason: "stale" } as const;
    if (state === "published") {
      const newest = await newestOnlineOn(trx, id);
      if (!newest) return { ok: false, reason: "empty" } as const;
      if (issue.publishedOn < newest) return { ok: false, reason: "early" } as const;
    }
    await trx.updateTable("special_issues").set({ state }).where("id", "=", id).execute();
    await auditStateChange(trx, { entityType: "special_issue", id }, issue.state, state, actor);
    return { ok: true } as const;
  });
}
