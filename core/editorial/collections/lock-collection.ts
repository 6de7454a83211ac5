import type { Db } from "../../db/client";
import { changeLocked } from "../change-locked";

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

/** A change to one collection, made after taking its row (`not-found` when there is none). */
export function changeCollection<R>(db: Db, id: number, change: (trx: Db) => Promise<R>) {
  return changeLocked(db, (trx) => lockCollection(trx, id), { ok: false, reason: "not-found" } as const, change);
}
