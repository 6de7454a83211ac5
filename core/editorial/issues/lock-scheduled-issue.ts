import type { Db } from "../../db/client";
import { changeLocked } from "../change-locked";

/**
 * Inside a transaction: takes the issue's row (a no-op update, which PostgreSQL locks until the transaction ends;
 * SQLite runs one writing transaction at a time) if the issue is still scheduled. Every change to an issue's
 * table of contents, and its publication, starts here, so they happen one after the other and nothing is added
 * to an issue once it is published. False: no such issue, or it is published.
 */
export async function lockScheduledIssue(trx: Db, issueId: number): Promise<boolean> {
  const result = await trx
    .updateTable("issues")
    .set((eb) => ({ state: eb.ref("state") }))
    .where("id", "=", issueId)
    .where("state", "=", "scheduled")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A change to a scheduled issue's table of contents or details, made after taking its row (`issue`: published or gone). */
export function changeScheduledIssue<R>(db: Db, issueId: number, change: (trx: Db) => Promise<R>) {
  return changeLocked(db, (trx) => lockScheduledIssue(trx, issueId), { ok: false, reason: "issue" } as const, change);
}
