import type { Db } from "../../db/client";
import type { ContentState } from "../../db/schema";
import { changeLocked } from "../change-locked";

/**
 * Takes a special issue's row for the rest of the transaction (ADR 0106), so two editors' changes to one special
 * issue happen one after another; its state and date, or null when there is none.
 */
export async function lockSpecialIssue(trx: Db, id: number): Promise<{ state: ContentState; publishedOn: string } | null> {
  const row = await trx
    .updateTable("special_issues")
    .set((eb) => ({ state: eb.ref("state") }))
    .where("id", "=", id)
    .returning(["state", "published_on"])
    .executeTakeFirst();
  return row ? { state: row.state, publishedOn: row.published_on } : null;
}

/** A change to one special issue, made after taking its row (`not-found` when there is none); `change` gets its state and date. */
export function changeSpecialIssue<R>(db: Db, id: number, change: (trx: Db, issue: { state: ContentState; publishedOn: string }) => Promise<R>) {
  return changeLocked(db, (trx) => lockSpecialIssue(trx, id), { ok: false, reason: "not-found" } as const, change);
}
