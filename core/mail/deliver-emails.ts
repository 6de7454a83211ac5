import type { Db } from "../db/client";
import type { MailTransport } from "./mail-transport";
import { OUTBOX_ROW_COLUMNS, sendOutboxRows, type DeliveryReport } from "./send-outbox-rows";

export type { DeliveryReport } from "./send-outbox-rows";

/** Without ids: the messages older than this (the site itself sweeps with retry-unsent-emails.ts). */
const RETRY_AFTER_MS = 60_000;

/**
 * Sends queued e-mails: the given outbox ids (the `mail.deliver` job right after a submission's transaction, or
 * inline where no job queue runs), or, without ids, every message still unsent after a minute. A failure is recorded
 * on the message and left for the next retry; it never undoes the submission.
 */
export async function deliverEmails(
  db: Db,
  transport: MailTransport,
  ids?: readonly number[],
  now = new Date(),
): Promise<DeliveryReport> {
  if (ids && ids.length === 0) return { sent: 0, failed: 0 };
  let query = db.selectFrom("outbox_emails").select(OUTBOX_ROW_COLUMNS).where("sent_at", "is", null).orderBy("id");
  query = ids
    ? query.where("id", "in", ids)
    : query.where("created_at", "<", new Date(now.getTime() - RETRY_AFTER_MS).toISOString());
  return sendOutboxRows(db, transport, await query.limit(1000).execute());
}
