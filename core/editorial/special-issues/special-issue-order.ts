import type { Db } from "../../db/client";

/**
 * The orders inside a special issue (ADR 0106): its sections, each section's protocols and its people (within a
 * role). Read by position then id (the seed's positions start at 0), written back as 1..n.
 */

export async function orderedSections(trx: Db, id: number): Promise<{ id: number; position: number }[]> {
  return trx.selectFrom("special_issue_sections").select(["id", "position"]).where("special_issue_id", "=", id).orderBy("position").orderBy("id").execute();
}

export async function orderedSectionProtocols(trx: Db, sectionId: number): Promise<{ id: number; position: number }[]> {
  return trx
    .selectFrom("special_issue_section_protocols")
    .select(["protocol_id as id", "position"])
    .where("section_id", "=", sectionId)
    .orderBy("position")
    .orderBy("protocol_id")
    .execute();
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

/** Writes positions 1..n in the given order (only rows whose position changes). */
export async function renumber(
  trx: Db,
  table: "special_issue_sections" | "special_issue_people" | { sectionId: number },
  rows: readonly { id: number; position: number }[],
): Promise<void> {
  for (const [i, row] of rows.entries()) {
    if (row.position === i + 1) continue;
    if (typeof table === "string") await trx.updateTable(table).set({ position: i + 1 }).where("id", "=", row.id).execute();
    else
      await trx
        .updateTable("special_issue_section_protocols")
        .set({ position: i + 1 })
        .where("section_id", "=", table.sectionId)
        .where("protocol_id", "=", row.id)
        .execute();
  }
}
