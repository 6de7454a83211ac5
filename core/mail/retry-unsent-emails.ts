import type { Db } from "../db/client";
import type { MailTransport } from "./mail-transport";
import { OUTBOX_ROW_COLUMNS, sendOutboxRows, type DeliveryReport } from "./send-outbox-rows";

/**
 * Past this age an unsent e-mail is no longer its own `mail.deliver` job's (whose five attempts, with back-off and
 * SMTP time-outs, are over within about 9 minutes): the sweep may send it without racing that job.
 */
export const UNSENT_EMAIL_SWEEP_AFTER_MS = 15 * 60_000;
/** An e-mail still failing after this long is left alone (its error stays on the row for the office to see). */
export const UNSENT_EMAIL_GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60_000;

/**
 * The outbox sweep (job `mail.retry-unsent`, every 5 minutes and at start-up; ADR 0125): sends the e-mails whose
 * delivery job failed for good or was lost with its process (on SQLite jobs live in memory). E-mails are durable in
 * `outbox_emails` from the submission's transaction on, so this is what makes an acknowledged e-mail leave at last.
 */
export async function retryUnsentEmails(db: Db, transport: MailTransport, now = new Date()): Promise<DeliveryReport> {
  const rows = await db
    .selectFrom("outbox_emails")
    .select(OUTBOX_ROW_COLUMNS)
    .where("sent_at", "is", null)
    .where("created_at", "<", new Date(now.getTime() - UNSENT_EMAIL_SWEEP_AFTER_MS).toISOString())
    .where("created_at", ">", new Date(now.getTime() - UNSENT_EMAIL_GIVE_UP_AFTER_MS).toISOString())
    .orderBy("id")
    .limit(500)
    .execute();
  return sendOutboxRows(db, transport, rows);
}
