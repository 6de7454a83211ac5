import type { Db } from "../db/client";
import type { MailTransport } from "./mail-transport";

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/** An outbox row as the senders read it. */
export interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: string;
}

/** The columns of `OutboxRow`, for the senders' queries. */
export const OUTBOX_ROW_COLUMNS = ["id", "to_address", "subject", "text_body", "html_body", "headers"] as const;

/**
 * Sends these outbox rows one by one: a sent one gets `sent_at`, a failed one its error (and stays unsent, for a
 * retry). A failure never undoes the submission the e-mail belongs to.
 */
export async function sendOutboxRows(
  db: Db,
  transport: MailTransport,
  rows: readonly OutboxRow[],
): Promise<DeliveryReport> {
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
