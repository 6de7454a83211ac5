import type { Db } from "../../db/client";

/**
 * The journal protocols, other than `exceptIds`, that already hold one of `elocations` (a filtered query, no columns
 * chosen): an e-location names one protocol (ADR 0100), so an issue may give none of these out again.
 */
export function elocationHolders(trx: Db, elocations: readonly string[], exceptIds: readonly number[]) {
  return trx
    .selectFrom("protocols")
    .where("elocation", "in", elocations)
    .where("id", "not in", exceptIds)
    .where("kind", "=", "bp");
}
