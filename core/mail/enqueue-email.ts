import type { Db } from "../db/client";
import type { EmailMessage } from "./email-message";

/**
 * Queues an e-mail in the outbox, inside the caller's transaction: the message exists exactly when the
 * submission it belongs to does (transactional outbox, ADR 0042). Returns the outbox id.
 */
export async function enqueueEmail(trx: Db, message: EmailMessage): Promise<number> {
  const row = await trx
    .insertInto("outbox_emails")
    .values({
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      headers: JSON.stringify(message.headers ?? {}),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
