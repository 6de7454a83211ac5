import type { Db } from "../../db/client";
import { writePlaces } from "../collections/collection-rules";

/**
 * The orders inside a special issue (ADR 0106): its sections and its people (within a role); each section's
 * protocols are a ProtocolList (../protocol-list-order). Read by position then id (the seed's positions start at 0),
 * written back as 1..n.
 */

export async function orderedSections(trx: Db, id: number): Promise<{ id: number; position: number }[]> {
  return trx.selectFrom("special_issue_sections").select(["id", "position"]).where("special_issue_id", "=", id).orderBy("position").orderBy("id").execute();
}

export async function orderedPeople(trx: Db, id: number): Promise<{ id: number; position: number; role: string }[]> {
  return trx
    .selectFrom("special_issue_people")
    .select(["id", "position", "role"])
    .where("special_issue_id", "=", id)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

/** Writes positions 1..n in the given order (only rows whose position changes); a section's protocols: protocol-list-order. */
export function renumber(trx: Db, table: "special_issue_sections" | "special_issue_people", rows: readonly { id: number; position: number }[]): Promise<void> {
  return writePlaces(
    rows,
    (row) => row.position,
    (row, position) => trx.updateTable(table).set({ position }).where("id", "=", row.id).execute(),
  );
}
