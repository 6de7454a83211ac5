import { sql } from "kysely";
import type { Db } from "../../db/client";
import { dialectOf } from "../../search/engine";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import { adAuditFields, adColumnsOf } from "./ad-columns";
import type { AdDetails } from "./ad-forms";
import { nextAdSortOrder } from "./next-ad-sort-order";

/**
 * Creates an ad (ADR 0113), last in its slot's order, with its audit entry, and returns its number (the
 * `display_number` of the display, views and clicks calls). Readers see it on its start day unless it is paused.
 * The number is one more than the largest so far, read under a lock on PostgreSQL (two editors at once take turns;
 * SQLite has one writer at a time), like a protocol's id.
 */
export async function createAd(
  db: Db,
  input: AdDetails & { imgPc: string; imgMobile: string },
  actor: AuditActor,
): Promise<{ displayNumber: number }> {
  return db.transaction().execute(async (trx) => {
    if (dialectOf(trx) === "postgres")
      await sql`select pg_advisory_xact_lock(hashtext('advertisements.display_number'))`.execute(trx);
    const columns = adColumnsOf(input);
    const max = await trx
      .selectFrom("advertisements")
      .select(sql<number | null>`max(display_number)`.as("n"))
      .executeTakeFirst();
    const displayNumber = Number(max?.n ?? 100) + 1;
    const values = {
      ...columns,
      display_number: displayNumber,
      img_pc: input.imgPc,
      img_mobile: input.imgMobile,
      sort_order: await nextAdSortOrder(trx, columns),
    };
    await trx.insertInto("advertisements").values(values).execute();
    await writeAuditEntry(trx, {
      actor,
      action: "create",
      entityType: "advertisement",
      entityId: displayNumber,
      changes: Object.fromEntries(Object.entries(adAuditFields(values)).map(([k, v]) => [k, [null, v]])),
    });
    return { displayNumber };
  });
}
