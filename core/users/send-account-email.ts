import type { Db } from "../db/client";
import type { EmailMessage } from "../mail/email-message";
import { enqueueEmail } from "../mail/enqueue-email";
import type { DeliverEmails } from "../mail/queue-email-delivery";

/**
 * The one way account messages (password reset, sign-in link) leave: stored in the outbox, then handed to the
 * request's delivery (the `mail.deliver` job, ADR 0125). Where the queue runs (`npm start`) the answer does not
 * wait for SMTP, so it takes no longer for an address with an account than for one without. A failed delivery
 * stays in the outbox for the retry and is not the reader's error.
 */
export async function sendAccountEmail(db: Db, deliver: DeliverEmails, message: EmailMessage): Promise<void> {
  const id = await enqueueEmail(db, message);
  await deliver([id]).catch(() => undefined);
}
