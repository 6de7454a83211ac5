import { sql } from "kysely";
import type { Db } from "../../db/client";
import { changedFields, elideTexts, writeAuditEntry, type AuditActor, type FieldChanges } from "../write-audit-entry";
import type { ContentKind, ContentKindSpec, ContentRow } from "./content-kind";
import { ContentRefusal, type ContentChangeResult } from "./content-refusal";
import { CONTENT_SPECS } from "./content-specs";
import { contentTables } from "./content-table";
import { linkVideoProtocol } from "./link-video-protocol";

export type ContentColumns = Record<string, string | number | null>;

async function uniqueTaken(db: Db, spec: ContentKindSpec, columns: ContentColumns, exceptId: number | null): Promise<boolean> {
  if (!spec.unique) return false;
  let q = contentTables(db).selectFrom(spec.table).select("id").where(spec.unique, "=", columns[spec.unique]);
  if (exceptId !== null) q = q.where("id", "<>", exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/**
 * Creates an item of a kind (`id` null: unpublished, last in its order, ADR 0112) or changes one, from its typed
 * columns (content-forms.ts `contentColumnsOf`, plus a new picture's path), with its audit entry, in one
 * transaction: a published item's change is public at once. A video also becomes the one its protocol plays.
 */
export async function saveContentItem(db: Db, kind: ContentKind, id: number | null, columns: ContentColumns, actor: AuditActor): Promise<ContentChangeResult> {
  const spec = CONTENT_SPECS[kind];
  try {
    return await db.transaction().execute(async (trx) => {
      const tables = contentTables(trx);
      // The item's row first, so two editors' saves of one item happen one after another.
      const before =
        id === null
          ? null
          : ((await tables.updateTable(spec.table).set((eb) => ({ state: eb.ref("state") })).where("id", "=", id).returningAll().executeTakeFirst()) as ContentRow | undefined);
      if (before === undefined) throw new ContentRefusal("not-found");
      if (await uniqueTaken(trx, spec, columns, id)) throw new ContentRefusal("unique");
      let changes: FieldChanges;
      let savedId: number;
      if (before === null) {
        const last = spec.order.manual ? await tables.selectFrom(spec.table).select(sql<number | null>`max(sort_order)`.as("n")).executeTakeFirst() : null;
        const order = spec.order.manual ? { sort_order: Number(last?.n ?? 0) + 1 } : {};
        const created = await tables.insertInto(spec.table).values({ ...columns, ...order, state: "draft" }).returning("id").executeTakeFirstOrThrow();
        savedId = created.id;
        changes = changedFields({}, columns);
      } else {
        savedId = before.id;
        changes = changedFields(Object.fromEntries(Object.keys(columns).map((c) => [c, before[c] ?? null])), columns);
        if (Object.keys(changes).length === 0) return { ok: true, id: savedId } as const;
        await tables.updateTable(spec.table).set(columns).where("id", "=", savedId).execute();
      }
      if (spec.table === "videos" && (before === null || changes.protocol_id)) await linkVideoProtocol(trx, savedId, (columns.protocol_id as number | null) ?? null);
      await writeAuditEntry(trx, {
        actor,
        action: before === null ? "create" : "edit",
        entityType: spec.entity,
        entityId: savedId,
        changes: elideTexts(changes, spec.longTexts),
      });
      return { ok: true, id: savedId } as const;
    });
  } catch (error) {
    if (error instanceof ContentRefusal) return { ok: false, reason: error.reason };
    // Two editors took the same slug at once: the unique index refused the second.
    if (await uniqueTaken(db, spec, columns, id)) return { ok: false, reason: "unique" };
    throw error;
  }
}
