import type { Selectable } from "kysely";
import type { Db } from "../db/client";
import type { CollectionsTable, SpecialIssuesTable } from "../db/schema";

/** One collection or special issue by id, when readers may see it (published, ADR 0106); undefined otherwise. */
export function findPublishedRow(db: Db, table: "collections", id: number): Promise<Selectable<CollectionsTable> | undefined>;
export function findPublishedRow(db: Db, table: "special_issues", id: number): Promise<Selectable<SpecialIssuesTable> | undefined>;
export function findPublishedRow(db: Db, table: "collections" | "special_issues", id: number) {
  return db.selectFrom(table).selectAll().where("id", "=", id).where("state", "=", "published").executeTakeFirst();
}
