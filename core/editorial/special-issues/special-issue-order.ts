import type { Db } from "../../db/client";
import { writePlaces } from "../collections/collection-rules";

/**
 * The orders inside a special issue (ADR 0106): its sections and its people (within a role); each section's
 * protocols are a ProtocolList (../protocol-list-order). Read by position then id (the seed's positions start at 0),
 * written back as 1..n.
 */

type OrderedTable = "special_issue_sections" | "special_issue_people";

/** A special issue's rows of `table` in their order. */
function ordered(trx: Db, table: OrderedTable, id: number) {
  return trx.selectFrom(table).select(["id", "position"]).where("special_issue_id", "=", id).orderBy("position").orderBy("id");
}

export function orderedSections(trx: Db, id: number): Promise<{ id: number; position: number }[]> {
  return ordered(trx, "special_issue_sections", id).execute();
}

/** With each person's role: the people are ordered within a role. */
export function orderedPeople(trx: Db, id: number): Promise<{ id: number; position: number; role: string }[]> {
  return ordered(trx, "special_issue_people", id).select("role").execute();
}

/** Writes positions 1..n in the given order (only rows whose position changes); a section's protocols: protocol-list-order. */
export function renumber(trx: Db, table: OrderedTable, rows: readonly { id: number; position: number }[]): Promise<void> {
  return writePlaces(
    rows,
    (row) => row.position,
    (row, position) => trx.updateTable(table).set({ position }).where("id", "=", row.id).execute(),
  );
}
