import type { Db } from "../../db/client";
import type { AuditActor } from "../write-audit-entry";
import type { CollectionDetails } from "./collection-forms";
import type { CollectionChangeResult } from "./add-protocol-to-collection";
import { changeCollection } from "./lock-collection";
import { refusingTakenSlug, slugTaken } from "./slug-taken";
import { detailColumnsOf, writeDetailsChange } from "./write-details-change";

/**
 * Changes a collection's slug, cover, title and description (ADR 0106); published or not, readers see the change
 * at once. The changed fields go to the audit log (a description's text as "…"). `slug`: another collection has it.
 */
export async function updateCollectionDetails(db: Db, id: number, details: CollectionDetails, actor: AuditActor): Promise<CollectionChangeResult> {
  return refusingTakenSlug(db, "collections", details.slug, id, () =>
    changeCollection(db, id, async (trx) => {
      if (await slugTaken(trx, "collections", details.slug, id)) return { ok: false, reason: "slug" } as const;
      await writeDetailsChange(trx, { table: "collections", entityType: "collection", id }, detailColumnsOf(details), actor);
      return { ok: true } as const;
    }),
  );
}
