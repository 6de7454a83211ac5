import type { Db } from "../../db/client";
import { writeAuditEntry, type AuditActor } from "../write-audit-entry";
import type { AdChangeResult } from "./update-ad";

/**
 * Pauses an ad (readers no longer see it, from their next page on, whatever its dates) or lets it run again
 * (ADR 0113). One conditional update: pausing a paused ad (a form sent twice, or another editor first) is `stale`
 * and changes nothing. Logged as a status change.
 */
export async function setAdPaused(
  db: Db,
  displayNumber: number,
  paused: boolean,
  actor: AuditActor,
): Promise<AdChangeResult> {
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("advertisements")
      .set({ paused: paused ? 1 : 0 })
      .where("display_number", "=", displayNumber)
      .where("paused", "=", paused ? 0 : 1)
      .returning("display_number")
      .executeTakeFirst();
    if (!changed) {
      const exists = await trx
        .selectFrom("advertisements")
        .select("display_number")
        .where("display_number", "=", displayNumber)
        .executeTakeFirst();
      return { ok: false, reason: exists ? "stale" : "not-found" } as const;
    }
    await writeAuditEntry(trx, {
      actor,
      action: "status",
      entityType: "advertisement",
      entityId: displayNumber,
      changes: { paused: [!paused, paused] },
    });
    return { ok: true } as const;
  });
}
