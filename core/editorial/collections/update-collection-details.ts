import type { Db } from "../../db/client";
import { changedFields, elideTexts, writeAuditEntry, type AuditActor } from "../write-audit-entry";
import type { CollectionDetails } from "./collection-forms";
import type { CollectionChangeResult } from "./add-protocol-to-collection";
import { lockCollection } from "./lock-collection";
import { slugTaken } from "./slug-taken";

/**
 * Changes a collection's slug, cover, title and description (ADR 0106); published or not, readers see the change
 * at once. The changed fields go to the audit log (a description's text as "…"). `slug`: another collection has it.
 */
export async function updateCollectionDetails(db: Db, id: number, details: CollectionDetails, actor: AuditActor): Promise<CollectionChangeResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await lockCollection(trx, id))) return { ok: false, reason: "not-found" } as const;
      if (await slugTaken(trx, details.slug, id)) return { ok: false, reason: "slug" } as const;
      const row = await trx
        .selectFrom("collections")
        .select(["slug", "cover_url", "title_en", "title_cn", "description_en", "description_cn"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const next = {
        slug: details.slug,
        cover_url: details.coverUrl,
        title_en: details.titleEn,
        title_cn: details.titleCn,
        description_en: details.descriptionEn,
        description_cn: details.descriptionCn,
      };
      const changes = changedFields(row, next);
      if (Object.keys(changes).length === 0) return { ok: true } as const;
      await trx.updateTable("collections").set(next).where("id", "=", id).execute();
      const logged = elideTexts(changes, ["description_en", "description_cn"]);
      await writeAuditEntry(trx, { actor, action: "edit", entityType: "collection", entityId: id, changes: logged });
      return { ok: true } as const;
    });
  } catch (error) {
    if (await slugTaken(db, details.slug, id)) return { ok: false, reason: "slug" };
    throw error;
  }
}
