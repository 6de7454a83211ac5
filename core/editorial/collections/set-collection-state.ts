import type { Db } from "../../db/client";
import type { ContentState } from "../../db/schema";
import type { AuditActor } from "../write-audit-entry";
import { auditStateChange } from "./audit-state-change";
import type { CollectionChangeResult } from "./add-protocol-to-collection";

/**
 * Publishes a draft collection (readers see it at once on /collections and the home page) or takes a published
 * one back to draft (ADR 0106). Setting the state it already has is `stale` (a form sent twice).
 */
export async function setCollectionState(db: Db, id: number, state: ContentState, actor: AuditActor): Promise<CollectionChangeResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("collections").select("state").where("id", "=", id).executeTakeFirst();
    if (!row) return { ok: false, reason: "not-found" } as const;
    const changed = await trx
      .updateTable("collections")
      .set({ state })
      .where("id", "=", id)
      .where("state", "<>", state)
      .returning("id")
      .executeTakeFirst();
    if (!changed) return { ok: false, reason: "stale" } as const;
    await auditStateChange(trx, { entityType: "collection", id }, row.state, state, actor);
    return { ok: true } as const;
  });
}
