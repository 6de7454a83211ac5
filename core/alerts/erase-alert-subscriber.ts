import { createHash } from "node:crypto";
import type { Db } from "../db/client";
import { writeAuditEntry, type AuditActor } from "../editorial/write-audit-entry";

/**
 * The audit log's name for an erased address: the first 16 hex digits of its SHA-256. The office can answer "was
 * my address erased?" by hashing the address asked about; the log itself does not hold the address in clear.
 */
export function erasedAddressDigest(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 16);
}

/**
 * Erases an alerts subscriber on request (GDPR art. 17; ADR 0110): the subscription row, the alerts e-mails kept in
 * the outbox for that address (confirmations and digests, told apart by their alerts links) and the address's
 * confirmation rate-limit bucket, in one transaction with an audit entry that names the address only by digest.
 * False when there is no such subscriber (already erased).
 */
export async function eraseAlertSubscriber(db: Db, id: number, actor: AuditActor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("subscriptions")
      .select(["email", "confirmed_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return false;
    const deleted = await trx.deleteFrom("subscriptions").where("id", "=", id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) return false;
    const mails = await trx
      .deleteFrom("outbox_emails")
      .where("to_address", "=", row.email)
      .where((eb) =>
        eb.or([
          eb("text_body", "like", "%/alerts/confirm?token=%"),
          eb("text_body", "like", "%/alerts/unsubscribe?token=%"),
        ]),
      )
      .executeTakeFirst();
    await trx.deleteFrom("rate_limit_hits").where("bucket", "=", `alerts-confirm:${row.email}`).execute();
    await writeAuditEntry(trx, {
      actor,
      action: "erase",
      entityType: "subscription",
      entityId: id,
      changes: {
        address: [`sha256:${erasedAddressDigest(row.email)}`, null],
        confirmed: [row.confirmed_at !== null, null],
        alertEmails: [Number(mails.numDeletedRows), 0],
      },
    });
    return true;
  });
}
