import type { Db } from "../db/client";

/**
 * An editor's change made in one transaction that first takes the row it changes (`lock`: a no-op update, which
 * PostgreSQL locks until the transaction ends; SQLite runs one writer at a time), so two editors' changes to one
 * issue, collection, special issue or ad happen one after another. `missing` is the answer when `lock` finds nothing
 * to change; otherwise `change` runs with what `lock` returned.
 */
export function changeLocked<L, R, M>(
  db: Db,
  lock: (trx: Db) => Promise<L | null | undefined | false>,
  missing: M,
  change: (trx: Db, locked: L) => Promise<R>,
): Promise<R | M> {
  return db.transaction().execute(async (trx) => {
    const locked = await lock(trx);
    return locked ? change(trx, locked) : missing;
  });
}
