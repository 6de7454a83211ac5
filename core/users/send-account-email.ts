import type { Db } from "../db/client";
import { deliverEmails } from "../mail/deliver-emails";
import type { EmailMessage } from "../mail/email-message";
import { enqueueEmail } from "../mail/enqueue-email";
import type { MailTransport } from "../mail/mail-transport";

/**
 * The one way account messages (password reset, sign-in link) leave: queued in the outbox and sent at
 * once through the site's mail transport (SMTP, or .eml files under data/mail without SMTP_URL). A
 * failed delivery stays in the outbox for the retry and is not the reader's error.
 */
export async function sendAccountEmail(db: Db, mail: MailTransport, message: EmailMessage): Promise<void> {
  const id = await enqueueEmail(db, message);
  await deliverEmails(db, mail, [id]).catch(() => undefined);
}
