import type { Db } from "../../db/client";
import { hasRow } from "../../db/has-row";
import { reindexProtocols } from "../../search/index-protocol";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import { ASSIGNABLE_STATUSES } from "./in-press";
import { elocationHolders } from "./elocation-holders";
import { issueElocations, publishRefusal, type IssuePublishRefusal } from "./issue-rules";
import { lockScheduledIssue } from "./lock-scheduled-issue";

export type PublishIssueResult =
  | { ok: true; protocolIds: number[] }
  /** changed: a protocol of the issue is no longer in press (withdrawn, or published elsewhere): nothing was done. */
  | { ok: false; reason: IssuePublishRefusal | "not-found" | "changed" };

class Changed extends Error {}

/**
 * Publishes a scheduled issue (ADR 0100), all in one transaction: each of its protocols becomes published on the
 * issue's date, in the issue, with its e-location; the issue becomes published (so the archive lists it and, being
 * the newest, it is the current issue); the search index is updated for the protocols, so /press and the lists
 * drop them at once; the audit log gets the issue's entry and one per protocol. Each update is conditional (the
 * issue still scheduled, each protocol still in press and in no issue): two editors publishing at once publish it
 * once, and a protocol that changed meanwhile undoes the whole publication.
 */
export async function publishIssue(db: Db, issueId: number, options: { actor: AuditActor; today: string }): Promise<PublishIssueResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await lockScheduledIssue(trx, issueId))) {
        const exists = await hasRow(trx.selectFrom("issues").where("id", "=", issueId));
        return { ok: false, reason: exists ? "published" : "not-found" } as const;
      }
      const issue = await trx.selectFrom("issues").select(["state", "published_on"]).where("id", "=", issueId).executeTakeFirstOrThrow();
      const rows = await trx
        .selectFrom("issue_protocols")
        .innerJoin("protocols", "protocols.id", "issue_protocols.protocol_id")
        .select(["protocols.id", "protocols.status", "protocols.elocation as current", "issue_protocols.elocation as override"])
        .where("issue_protocols.issue_id", "=", issueId)
        .orderBy("issue_protocols.position")
        .execute();
      const elocations = issueElocations(rows.map((r) => ({ protocolId: r.id, current: r.current, override: r.override })));
      const ids = rows.map((r) => r.id);
      const refusal = publishRefusal({ state: issue.state, publishedOn: issue.published_on }, elocations, options.today);
      if (refusal) return { ok: false, reason: refusal } as const;
      if (await hasRow(elocationHolders(trx, elocations, ids))) return { ok: false, reason: "elocations" } as const;

      const published = await trx
        .updateTable("issues")
        .set({ state: "published" })
        .where("id", "=", issueId)
        .where("state", "=", "scheduled")
        .executeTakeFirst();
      if (Number(published.numUpdatedRows) !== 1) return { ok: false, reason: "published" } as const;
      const now = new Date().toISOString();
      for (const [i, row] of rows.entries()) {
        const updated = await trx
          .updateTable("protocols")
          .set({ status: "published", published_on: issue.published_on, issue_id: issueId, elocation: elocations[i]!, updated_at: now })
          .where("id", "=", row.id)
          .where("kind", "=", "bp")
          .where("status", "in", ASSIGNABLE_STATUSES)
          .where("issue_id", "is", null)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw new Changed();
        await writeAuditEntry(trx, {
          actor: options.actor,
          action: "publish",
          entityType: "protocol",
          entityId: row.id,
          changes: {
            status: [row.status, "published"],
            publishedOn: [null, issue.published_on],
            issue: [null, issueId],
            ...(row.current !== elocations[i] ? { elocation: [row.current, elocations[i]] } : {}),
          },
        });
      }
      await reindexProtocols(trx, ids);
      await writeAuditEntry(trx, {
        actor: options.actor,
        action: "publish",
        entityType: "issue",
        entityId: issueId,
        changes: { state: ["scheduled", "published"], protocols: [null, ids] },
      });
      return { ok: true, protocolIds: ids } as const;
    });
  } catch (error) {
    if (error instanceof Changed) return { ok: false, reason: "changed" };
    throw error;
  }
}
