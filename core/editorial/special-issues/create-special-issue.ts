import type { Db } from "../../db/client";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import { refusingTakenSlug, slugTaken } from "../collections/slug-taken";
import { createdChanges, detailColumnsOf } from "../collections/write-details-change";
import type { SpecialIssueDetails } from "./special-issue-forms";

export type CreateSpecialIssueResult = { ok: true; id: number } | { ok: false; reason: "slug" };

/** Creates a special issue as a draft (ADR 0106) with its audit entry; readers see it once an editor publishes it. */
export async function createSpecialIssue(db: Db, input: SpecialIssueDetails, actor: AuditActor): Promise<CreateSpecialIssueResult> {
  return refusingTakenSlug(db, "special_issues", input.slug, null, () =>
    db.transaction().execute(async (trx) => {
      if (await slugTaken(trx, "special_issues", input.slug, null)) return { ok: false, reason: "slug" } as const;
      const values = { ...detailColumnsOf(input), state: "draft" as const };
      const { id } = await trx.insertInto("special_issues").values(values).returning("id").executeTakeFirstOrThrow();
      await writeAuditEntry(trx, { actor, action: "create", entityType: "special_issue", entityId: id, changes: createdChanges(values) });
      return { ok: true, id } as const;
    }),
  );
}
