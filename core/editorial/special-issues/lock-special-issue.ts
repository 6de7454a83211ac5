import type { Db } from "../../db/client";
import type { ContentState } from "../../db/schema";

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
