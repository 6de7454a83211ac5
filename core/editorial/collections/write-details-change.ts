import type { Db } from "../../db/client";
import { changedFields, elideTexts, writeAuditEntry, type AuditActor, type FieldChanges } from "../write-audit-entry";
import type { CollectionDetails } from "./collection-forms";
import type { SlugTable } from "./slug-taken";

/** A collection's or special issue's own columns (ADR 0106); a special issue also has its date. */
export interface DetailColumns {
  slug: string;
  cover_url: string;
  published_on?: string;
  title_en: string;
  title_cn: string;
  description_en: string;
  description_cn: string;
}

/** The columns a details form sets, in the order the audit log lists them (the date, when there is one, after the cover). */
export function detailColumnsOf(d: CollectionDetails & { publishedOn: string }): DetailColumns & { published_on: string };
export function detailColumnsOf(d: CollectionDetails): DetailColumns;
export function detailColumnsOf(d: CollectionDetails & { publishedOn?: string }): DetailColumns {
  return {
    slug: d.slug,
    cover_url: d.coverUrl,
    ...(d.publishedOn === undefined ? {} : { published_on: d.publishedOn }),
    title_en: d.titleEn,
    title_cn: d.titleCn,
    description_en: d.descriptionEn,
    description_cn: d.descriptionCn,
  };
}

/** The "create" audit entry's fields of a new collection or special issue: slug, titles, date, cover, then `more`. */
export function createdChanges(values: DetailColumns, more: FieldChanges = {}): FieldChanges {
  return {
    slug: [null, values.slug],
    title_en: [null, values.title_en],
    title_cn: [null, values.title_cn],
    ...(values.published_on === undefined ? {} : { published_on: [null, values.published_on] }),
    cover_url: [null, values.cover_url],
    ...more,
  };
}

/**
 * Saves a collection's or special issue's details in the caller's transaction: nothing when no field changed,
 * else the row and an audit entry with the changed fields (a description's text as "…").
 */
export async function writeDetailsChange(
  trx: Db,
  target: { table: SlugTable; entityType: "collection" | "special_issue"; id: number },
  next: DetailColumns,
  actor: AuditActor,
): Promise<void> {
  const row: Record<string, unknown> = await trx.selectFrom(target.table).selectAll().where("id", "=", target.id).executeTakeFirstOrThrow();
  const before = Object.fromEntries(Object.keys(next).map((column) => [column, row[column]]));
  const changes = changedFields(before, { ...next });
  if (Object.keys(changes).length === 0) return;
  await trx.updateTable(target.table).set(next).where("id", "=", target.id).execute();
  const logged = elideTexts(changes, ["description_en", "description_cn"]);
  await writeAuditEntry(trx, { actor, action: "edit", entityType: target.entityType, entityId: target.id, changes: logged });
}
