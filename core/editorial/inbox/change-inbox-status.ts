import type { Db } from "../../db/client";
import { formatReference } from "../../forms/format-reference";
import { writeAuditEntry, type AuditActor, type FieldChanges } from "../write-audit-entry";
import { canMoveTo, type InboxKind, type InboxStatus } from "./inbox-rules";
import { ensureInboxItem, recordInboxEvent, sourceExists, type InboxChangeResult } from "./inbox-item-row";

/** An appointed ambassador as the public list shows them, in both languages (the editor checks the applicant's text). */
export interface AmbassadorListing {
  nameEn: string;
  nameCn: string;
  institutionEn: string;
  institutionCn: string;
  countryEn: string;
  countryCn: string;
}

/** The picture of a listed ambassador who sent none (the list shows one per person). */
export const APPOINTED_AMBASSADOR_PHOTO = "/images/ambassadors/appointed.svg";

/**
 * Moves an item from the status the editor saw (`from`) to `to` (ADR 0110): only along the rules' transitions, and
 * only if nobody moved it since (one conditional update, so of two editors the second is told the page is stale).
 * Accepting an ambassador who agreed to be listed puts them on the public ambassador list in the same transaction.
 */
export async function changeInboxStatus(
  db: Db,
  input: {
    kind: InboxKind;
    id: number;
    from: InboxStatus;
    to: InboxStatus;
    listing?: AmbassadorListing | null;
    actor: AuditActor;
    now?: Date;
  },
): Promise<InboxChangeResult> {
  const { kind, id, from, to, actor } = input;
  if (!canMoveTo(kind, from, to)) return { ok: false, reason: "transition" };
  return db.transaction().execute(async (trx) => {
    if (!(await sourceExists(trx, kind, id))) return { ok: false, reason: "not-found" } as const;
    const consent =
      kind === "ambassador" && to === "accepted"
        ? (
            await trx
              .selectFrom("ambassador_applications")
              .select("list_consent")
              .where("id", "=", id)
              .executeTakeFirstOrThrow()
          ).list_consent === 1
        : false;
    if (consent && !input.listing) return { ok: false, reason: "listing" } as const;
    const itemId = await ensureInboxItem(trx, kind, id);
    const moved = await trx
      .updateTable("inbox_items")
      .set({ status: to })
      .where("id", "=", itemId)
      .where("status", "=", from)
      .returning("id")
      .executeTakeFirst();
    if (!moved) return { ok: false, reason: "stale" } as const;
    const changes: FieldChanges = { status: [from, to] };
    if (consent && input.listing) {
      const l = input.listing;
      const listed = await trx
        .insertInto("ambassadors")
        .values({
          name_en: l.nameEn,
          name_cn: l.nameCn,
          institution_en: l.institutionEn,
          institution_cn: l.institutionCn,
          country_en: l.countryEn,
          country_cn: l.countryCn,
          since_year: (input.now ?? new Date()).getUTCFullYear(),
          photo_url: APPOINTED_AMBASSADOR_PHOTO,
          application_id: id,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx.updateTable("inbox_items").set({ ambassador_id: listed.id }).where("id", "=", itemId).execute();
      changes.ambassadorList = [null, `${l.nameEn} / ${l.nameCn}`];
    }
    await recordInboxEvent(trx, { itemId, actor, type: "status", before: from, after: to });
    await writeAuditEntry(trx, {
      actor,
      action: "status",
      entityType: "inbox_item",
      entityId: formatReference(kind, id),
      changes,
    });
    return { ok: true } as const;
  });
}
