import type { Db } from "../db/client";
import type { MailSettings } from "../mail/email-message";
import type { MailTransport } from "../mail/mail-transport";
import { deliverEmails } from "../mail/deliver-emails";
import { sendAlertDigests } from "./send-alert-digests";

export interface DigestRun {
  digestDay: string;
  startedAt: string;
  finishedAt: string;
  subscribers: number;
  digests: number;
  sent: number;
  failed: number;
}

/**
 * One run of the alerts digest (`npm run alerts:send`): queue each subscriber's digest, deliver them, and record
 * the run (when, how many queued, sent and failed) for the office's subscribers page (ADR 0110).
 */
export async function runAlertDigests(
  db: Db,
  mail: MailSettings,
  transport: MailTransport,
  options: { today: string },
): Promise<DigestRun> {
  const startedAt = new Date().toISOString();
  const report = await sendAlertDigests(db, mail, options);
  const delivered = await deliverEmails(db, transport, report.emailIds);
  const run: DigestRun = {
    digestDay: options.today,
    startedAt,
    finishedAt: new Date().toISOString(),
    subscribers: report.subscribers,
    digests: report.digests,
    sent: delivered.sent,
    failed: delivered.failed,
  };
  await db
    .insertInto("alert_digest_runs")
    .values({
      digest_day: run.digestDay,
      started_at: run.startedAt,
      finished_at: run.finishedAt,
      subscribers: run.subscribers,
      digests: run.digests,
      sent: run.sent,
      failed: run.failed,
    })
    .execute();
  return run;
}
