import type { Db } from "../db/client";
import type { PostKind } from "../db/schema";
import { writeAuditEntry, type AuditActor } from "../editorial/write-audit-entry";
import { moderatePost, type ModerationResult } from "./moderate-post";
import { settlePostReports } from "./settle-post-reports";

/**
 * An editor keeps a reported post as it is (ADR 0111): its open reports are settled as dismissed and leave the queue.
 * None open is `stale` (a form sent twice, or another editor was quicker). Logged in the same transaction.
 */
export async function dismissPostReports(
  db: Db,
  kind: PostKind,
  postId: number,
  actor: AuditActor,
  now = new Date(),
): Promise<ModerationResult> {
  return moderatePost(db, now, async (trx, at) => {
    const settled = await settlePostReports(trx, kind, postId, "dismissed", actor.userId, at);
    if (settled === 0) return { ok: false, reason: "stale" } as const;
    await writeAuditEntry(trx, {
      actor,
      action: "status",
      entityType: kind,
      entityId: postId,
      changes: { openReports: [settled, 0] },
      at,
    });
    return { ok: true } as const;
  });
}
