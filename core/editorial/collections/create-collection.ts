import { sql } from "kysely";
import type { Db } from "../../db/client";
import { writeAuditEntry, type AuditActor, type FieldChanges } from "../write-audit-entry";
import type { CollectionDetails } from "./collection-forms";
import { refusingTakenSlug, slugTaken } from "./slug-taken";
import { createdChanges, detailColumnsOf } from "./write-details-change";

export type CreateCollectionResult = { ok: true; id: number } | { ok: false; reason: "slug" };

/**
 * Creates a collection as a draft (ADR 0106), last among the collections, with its audit entry: readers see it
 * once an editor publishes it. `slug`: another collection has that slug.
 */
export async function createCollection(db: Db, input: CollectionDetails, actor: AuditActor): Promise<CreateCollectionResult> {
  return refusingTakenSlug(db, "collections", input.slug, null, () =>
    db.transaction().execute(async (trx) => {
      if (await slugTaken(trx, "collections", input.slug, null)) return { ok: false, reason: "slug" } as const;
      const last = await trx.selectFrom("collections").select(sql<number | null>`max(sort_order)`.as("n")).executeTakeFirst();
      const values = { ...detailColumnsOf(input), sort_order: Number(last?.n ?? 0) + 1, state: "draft" as const };
      const { id } = await trx.insertInto("collections").values(values).returning("id").executeTakeFirstOrThrow();
      const descriptions: FieldChanges = {
        ...(values.description_en ? { description_en: [null, "…"] } : {}),
        ...(values.description_cn ? { description_cn: [null, "…"] } : {}),
      };
      await writeAuditEntry(trx, { actor, action: "create", entityType: "collection", entityId: id, changes: createdChanges(values, descriptions) });
      return { ok: true, id } as const;
    }),
  );
}
