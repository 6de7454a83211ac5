import type { Db } from "../db/client";
import type { PostKind } from "../db/schema";
import { writeAuditEntry, type AuditActor } from "../editorial/write-audit-entry";
import { moderatePost, type ModerationResult } from "./moderate-post";
import { settlePostReports } from "./settle-post-reports";

/**
 * Hides a question or answer from readers, or shows it again, with the editor's reason (ADR 0111). A hidden question
 * takes its answers with it; editors still see everything, marked. Hiding settles the post's open reports. Setting
 * the state it already has is `stale` (a form sent twice, or another editor was quicker). Logged in the same
 * transaction.
 */
export async function setPostHidden(
  db: Db,
  kind: PostKind,
  postId: number,
  hide: boolean,
  reason: string,
  actor: AuditActor,
  now = new Date(),
): Promise<ModerationResult> {
  const table = kind === "question" ? "questions" : "answers";
  return moderatePost(db, now, async (trx, at) => {
    const row = await trx.selectFrom(table).select(["id", "hidden_reason"]).where("id", "=", postId).executeTakeFirst();
    if (!row) return { ok: false, reason: "not-found" } as const;
    const changed = await trx
      .updateTable(table)
      .set(
        hide
          ? { hidden_at: at, hidden_by: actor.userId, hidden_reason: reason }
          : { hidden_at: null, hidden_by: null, hidden_reason: null },
      )
      .where("id", "=", postId)
      .where("hidden_at", hide ? "is" : "is not", null)
      .returning("id")
      .executeTakeFirst();
    if (!changed) return { ok: false, reason: "stale" } as const;
    const settled = hide ? await settlePostReports(trx, kind, postId, "hidden", actor.userId, at) : 0;
    await writeAuditEntry(trx, {
      actor,
      action: "status",
      entityType: kind,
      entityId: postId,
      changes: {
        hidden: [!hide, hide],
        reason: [hide ? null : row.hidden_reason, reason],
        ...(settled ? { openReports: [settled, 0] } : {}),
      },
      at,
    });
    return { ok: true } as const;
  });
}
