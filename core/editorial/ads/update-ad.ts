import type { Db } from "../../db/client";
import { changeLocked } from "../change-locked";
import { changedFields, writeAuditEntry, type AuditActor } from "../write-audit-entry";
import { adAuditFields, adColumnsOf } from "./ad-columns";
import type { AdDetails } from "./ad-forms";
import { nextAdSortOrder } from "./next-ad-sort-order";

/** Takes an ad's row for the rest of the transaction (see changeLocked); undefined when there is none. */
function lockAd(trx: Db, displayNumber: number) {
  return trx
    .updateTable("advertisements")
    .set((eb) => ({ paused: eb.ref("paused") }))
    .where("display_number", "=", displayNumber)
    .returning("display_number")
    .executeTakeFirst();
}

export type AdChangeResult = { ok: true } | { ok: false; reason: "not-found" | "banners" | "stale" };

/**
 * Changes an ad's slot, language, dates, link and titles, and its banners when new ones are given (ADR 0113); the
 * public pages read it on their next request. `banners`: moved to the other slot without both banners of that
 * slot's size. Moved to another slot or language, it goes last there. The changes go to the audit log.
 */
export async function updateAd(
  db: Db,
  displayNumber: number,
  input: AdDetails & { imgPc: string | null; imgMobile: string | null },
  actor: AuditActor,
): Promise<AdChangeResult> {
  return changeLocked(db, (trx) => lockAd(trx, displayNumber), { ok: false, reason: "not-found" } as const, async (trx) => {
    const row = await trx
      .selectFrom("advertisements")
      .select([
        "ad_page",
        "ad_location",
        "site_language",
        "starts_on",
        "ends_on",
        "url",
        "title_en",
        "title_cn",
        "img_pc",
        "img_mobile",
      ])
      .where("display_number", "=", displayNumber)
      .executeTakeFirstOrThrow();
    const columns = adColumnsOf(input);
    const sameSlot = row.ad_page === columns.ad_page && row.ad_location === columns.ad_location;
    if (!sameSlot && (!input.imgPc || !input.imgMobile)) return { ok: false, reason: "banners" } as const;
    const next = { ...columns, img_pc: input.imgPc ?? row.img_pc, img_mobile: input.imgMobile ?? row.img_mobile };
    const changes = changedFields(adAuditFields(row), adAuditFields(next));
    if (Object.keys(changes).length === 0) return { ok: true } as const;
    const moved = !sameSlot || row.site_language !== columns.site_language;
    const sortOrder = moved ? await nextAdSortOrder(trx, columns) : undefined;
    await trx
      .updateTable("advertisements")
      .set({ ...next, ...(sortOrder === undefined ? {} : { sort_order: sortOrder }) })
      .where("display_number", "=", displayNumber)
      .execute();
    await writeAuditEntry(trx, {
      actor,
      action: "edit",
      entityType: "advertisement",
      entityId: displayNumber,
      changes,
    });
    return { ok: true } as const;
  });
}
