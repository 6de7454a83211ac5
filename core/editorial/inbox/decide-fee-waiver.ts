import type { Db } from "../../db/client";
import { formatReference } from "../../forms/format-reference";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import { waivedShare, type WaiverDecision } from "./inbox-rules";
import { ensureInboxItem, recordInboxEvent, type InboxChangeResult } from "./inbox-item-row";

/**
 * Records the decision on a submission's fee-waiver request (SPEC §9, ADR 0110): granted in full, in part (the
 * share waived, 1–99 %) or refused, always with the editors' reason. Recorded once: a second decision, or two
 * editors deciding at once, meets the conditional update and is refused.
 */
export async function decideFeeWaiver(
  db: Db,
  input: { id: number; decision: WaiverDecision; partialShare: number; reason: string; actor: AuditActor },
): Promise<InboxChangeResult> {
  const { id, decision, reason, actor } = input;
  const share = waivedShare(decision, input.partialShare);
  if (decision === "partial" && !(Number.isInteger(share) && share >= 1 && share <= 99))
    return { ok: false, reason: "share" };
  return db.transaction().execute(async (trx) => {
    const submission = await trx.selectFrom("submissions").select("waiver").where("id", "=", id).executeTakeFirst();
    if (!submission) return { ok: false, reason: "not-found" } as const;
    if (submission.waiver === "none") return { ok: false, reason: "no-waiver" } as const;
    const itemId = await ensureInboxItem(trx, "submission", id);
    const decided = await trx
      .updateTable("inbox_items")
      .set({ waiver_decision: decision, waiver_share: share, waiver_reason: reason })
      .where("id", "=", itemId)
      .where("waiver_decision", "is", null)
      .returning("id")
      .executeTakeFirst();
    if (!decided) return { ok: false, reason: "decided" } as const;
    const after = `${decision} ${share}%`;
    await recordInboxEvent(trx, { itemId, actor, type: "waiver", after, body: reason });
    await writeAuditEntry(trx, {
      actor,
      action: "edit",
      entityType: "inbox_item",
      entityId: formatReference("submission", id),
      changes: { waiver: [submission.waiver, after] },
    });
    return { ok: true } as const;
  });
}
