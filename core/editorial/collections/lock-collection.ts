import type { Db } from "../../db/client";

/**
 * Takes a collection's row for the rest of the transaction (ADR 0106): PostgreSQL locks it, SQLite runs one writer
 * at a time, so two editors' changes to one collection happen one after another. False when there is none.
 */
export async function lockCollection(trx: Db, id: number): Promise<boolean> {
  const row = await trx
    .updateTable("collections")
    .set((eb) => ({ state: eb.ref("state") }))
    .where("id", "=", id)
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}
