import type { Db } from "../db/client";
import type { MailTransport } from "./mail-transport";

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/** A request delivers its own messages at once; the retry leaves those younger than this to it. */
const RETRY_AFTER_MS = 60_000;

/**
 * Sends queued e-mails: the given outbox ids (right after the submission's transaction), or, without
 * ids, every message still unsent after a minute (the retry, e.g. from `npm run alerts:send`). A failure
 * is recorded on the message and left for the next retry; it never undoes the submission.
 */
export async function deliverEmails(
  db: Db,
  transport: MailTransport,
  ids?: readonly number[],
  now = new Date(),
): Promise<DeliveryReport> {
  if (ids && ids.length === 0) return { sent: 0, failed: 0 };
  let query = db
    .selectFrom("outbox_emails")
    .select(["id", "to_address", "subject", "text_body", "html_body", "headers"])
    .where("sent_at", "is", null)
    .orderBy("id");
  query = ids
    ? query.where("id", "in", ids)
    : query.where("created_at", "<", new Date(now.getTime() - RETRY_AFTER_MS).toISOString());
  const rows = await query.limit(1000).execute();
  const report = { sent: 0, failed: 0 };
  for (const row of rows) {
    try {
      await transport.send(
        {
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          headers: JSON.parse(row.headers) as Record<string, string>,
        },
        row.id,
      );
      await db
        .updateTable("outbox_emails")
        .set({ sent_at: new Date().toISOString(), error: null })
        .where("id", "=", row.id)
        .execute();
      report.sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .updateTable("outbox_emails")
        .set({ error: message.slice(0, 1000) })
        .where("id", "=", row.id)
        .execute();
      report.failed += 1;
    }
  }
  return report;
}
