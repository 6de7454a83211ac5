import type { Db } from "../../db/client";
import type { ContentState } from "../../db/schema";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import type { ContentKind } from "./content-kind";
import type { ContentChangeResult } from "./content-refusal";
import { CONTENT_SPECS } from "./content-specs";
import { contentTables } from "./content-table";

/**
 * Publishes an item (readers see it at once on its public pages) or takes it off them (ADR 0112), with its audit
 * entry. Setting the state it already has is `stale` (a form sent twice).
 */
export async function setContentState(db: Db, kind: ContentKind, id: number, state: ContentState, actor: AuditActor): Promise<ContentChangeResult> {
  const spec = CONTENT_SPECS[kind];
  return db.transaction().execute(async (trx) => {
    const changed = await contentTables(trx)
      .updateTable(spec.table)
      .set({ state })
      .where("id", "=", id)
      .where("state", "<>", state)
      .returning("id")
      .executeTakeFirst();
    if (!changed) {
      const exists = await contentTables(trx).selectFrom(spec.table).select("id").where("id", "=", id).executeTakeFirst();
      return { ok: false, reason: exists ? "stale" : "not-found" } as const;
    }
    const before: ContentState = state === "published" ? "draft" : "published";
    await writeAuditEntry(trx, {
      actor,
      action: state === "published" ? "publish" : "status",
      entityType: spec.entity,
      entityId: id,
      changes: { state: [before, state] },
    });
    return { ok: true, id } as const;
  });
}
