import type { Kysely } from "kysely";
import { addNotNullColumn, type Dialect } from "./helpers";

/**
 * Collections and special issues made by editors (ADR 0106): `state` is 'draft' (being prepared, seen only in the
 * editorial office) or 'published' (on the public pages). Every collection and special issue so far came from the
 * seed and is public, which the default records.
 * Plain SQL and literals only: a migration never imports live code.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  for (const table of ["collections", "special_issues"]) {
    await addNotNullColumn(db, table, "state", "text", "published");
  }
}
