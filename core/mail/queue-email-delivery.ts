import type { Db } from "../db/client";
import type { SiteJobQueue } from "../jobs/site-jobs";
import { deliverEmails } from "./deliver-emails";
import type { MailTransport } from "./mail-transport";

/**
 * How a request's committed outbox e-mails leave: `queueEmailDelivery` bound to the request's database, transport
 * and queue (app/lib/forms/forms-services.server.ts `emailDeliveryOf`). Core operations that send mail take one.
 */
export type DeliverEmails = (outboxIds: readonly number[]) => Promise<void>;

/** The most outbox ids one `mail.deliver` job carries (its payload's limit). */
const IDS_PER_JOB = 1000;

/**
 * Hands a committed submission's e-mails to the `mail.deliver` job, so the form answers without waiting for SMTP
 * (ADR 0125). Without a job queue (a script, a test's in-process app), or when sending the job fails, they are
 * delivered here, as before the queue existed. Either way they are already durable in the outbox: a failure is
 * recorded on the row and the sweep (`mail.retry-unsent`) sends them later.
 */
export async function queueEmailDelivery(
  db: Db,
  transport: MailTransport,
  queue: SiteJobQueue | null,
  outboxIds: readonly number[],
): Promise<void> {
  for (let i = 0; i < outboxIds.length; i += IDS_PER_JOB) {
    const batch = outboxIds.slice(i, i + IDS_PER_JOB);
    if (queue) {
      try {
        await queue.send("mail.deliver", { outboxIds: batch });
        continue;
      } catch (error) {
        console.error("mail: could not queue the delivery job; delivering now", error);
      }
    }
    await deliverEmails(db, transport, batch);
  }
}
