import type { Db } from "../db/client";
import { parseDraftData, type EditorialDraft } from "./draft-schema";
import { changedFields, writeAuditEntry, type AuditActor, type FieldChanges } from "./write-audit-entry";

export type SaveDraftResult =
  | { ok: true; lockVersion: number }
  /** stale: another editor saved since this one opened the draft; published: it is online and no longer a draft. */
  | { ok: false; reason: "not-found" | "stale" | "published" };

/** Bodies are long: the log says that they changed, not their whole text; figures by their English alt text (ADR 0105). */
function summarised(changes: FieldChanges): FieldChanges {
  const out: FieldChanges = {};
  const figures = (v: unknown) => (Array.isArray(v) ? v.map((f: { altEn?: string }) => f.altEn ?? "") : null);
  for (const [field, [before, after]] of Object.entries(changes)) {
    out[field] =
      field === "body" || field === "bodyCn"
        ? [before === null ? null : "…", after === null ? null : "…"]
        : field === "figures"
          ? [figures(before), figures(after)]
          : [before, after];
  }
  return out;
}

/**
 * Saves a draft if nobody saved it since `lockVersion` (ADR 0099): the check and the write are one statement, so
 * two editors saving at once cannot both succeed. The changed fields go to the audit log.
 */
export async function saveDraft(
  db: Db,
  id: number,
  lockVersion: number,
  draft: EditorialDraft,
  actor: AuditActor,
  now = new Date(),
): Promise<SaveDraftResult> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("editorial_drafts").select(["data", "published_at"]).where("id", "=", id).executeTakeFirst();
    if (!current) return { ok: false, reason: "not-found" } as const;
    if (current.published_at) return { ok: false, reason: "published" } as const;
    const result = await trx
      .updateTable("editorial_drafts")
      .set((eb) => ({
        data: JSON.stringify(draft),
        kind: draft.kind,
        lock_version: eb("lock_version", "+", 1),
        updated_by: actor.userId,
        updated_at: now.toISOString(),
      }))
      .where("id", "=", id)
      .where("lock_version", "=", lockVersion)
      .where("published_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return { ok: false, reason: "stale" } as const;
    const changes = changedFields(parseDraftData(current.data), draft);
    if (Object.keys(changes).length) {
      await writeAuditEntry(trx, { actor, action: "edit", entityType: "draft", entityId: id, changes: summarised(changes) });
    }
    return { ok: true, lockVersion: lockVersion + 1 } as const;
  });
}
