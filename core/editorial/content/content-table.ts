import type { Generated, Kysely } from "kysely";
import type { Db } from "../../db/client";
import type { ContentState } from "../../db/schema";
import type { ContentTable } from "./content-kind";

/** What every content table has in common for the office's shared operations (ADR 0112). */
interface AnyContentTable {
  id: Generated<number>;
  state: Generated<ContentState>;
  /** Only the kinds ordered by hand have it. */
  sort_order: number;
  [column: string]: unknown;
}

/**
 * The database seen through a kind's table whichever it is: the shared operations read and write the columns the
 * kind's description names (content-kind.ts), which the row types of schema.ts cannot express one table at a time.
 */
export function contentTables(db: Db): Kysely<Record<ContentTable, AnyContentTable>> {
  return db as unknown as Kysely<Record<ContentTable, AnyContentTable>>;
}
