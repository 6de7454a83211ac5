import { sql } from "kysely";
import type { Db } from "../../db/client";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import type { CollectionDetails } from "./collection-forms";
import { slugTaken } from "./slug-taken";

export type CreateCollectionResult = { ok: true; id: number } | { ok: false; reason: "slug" };

/**
 * Creates a collection as a draft (ADR 0106), last among the collections, with its audit entry: readers see it
 * once an editor publishes it. `slug`: another collection has that slug.
 */
export async function createCollection(db: Db, input: CollectionDetails, actor: AuditActor): Promise<CreateCollectionResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      if (await slugTaken(trx, input.slug, null)) return { ok: false, reason: "slug" } as const;
      const last = await trx.selectFrom("collections").select(sql<number | null>`max(sort_order)`.as("n")).executeTakeFirst();
      const values = {
        slug: input.slug,
        title_en: input.titleEn,
        title_cn: input.titleCn,
        description_en: input.descriptionEn,
        description_cn: input.descriptionCn,
        cover_url: input.coverUrl,
        sort_order: Number(last?.n ?? 0) + 1,
        state: "draft" as const,
      };
      const { id } = await trx.insertInto("collections").values(values).returning("id").executeTakeFirstOrThrow();
      await writeAuditEntry(trx, {
        actor,
        action: "create",
        entityType: "collection",
        entityId: id,
        changes: {
          slug: [null, values.slug],
          title_en: [null, values.title_en],
          title_cn: [null, values.title_cn],
          cover_url: [null, values.cover_url],
          ...(values.description_en ? { description_en: [null, "…"] } : {}),
          ...(values.description_cn ? { description_cn: [null, "…"] } : {}),
        },
      });
      return { ok: true, id } as const;
    });
  } catch (error) {
    // Two editors took the same slug at once: the unique index refused the second.
    if (await slugTaken(db, input.slug, null)) return { ok: false, reason: "slug" };
    throw error;
  }
}
