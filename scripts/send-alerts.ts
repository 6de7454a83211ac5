/**
 * npm run alerts:send [-- --today YYYY-MM-DD]
 *
 * Sends every confirmed subscriber the digest of protocols published in their subject areas since their
 * last digest (ADR 0043), records the run (ADR 0110), then retries any e-mail still waiting in the outbox.
 * The server runs the same digest by itself every Monday at 07:00 UTC (job `alerts.send-digests`, ADR 0125); this
 * command is the manual trigger, e.g. after an outage. A second run on the same day sends nothing new (ADR 0043).
 * Mail goes out by SMTP_URL, or to MAIL_DIR.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { migrateToLatest } from "@core/db/migrate";
import { runAlertDigests } from "@core/alerts/run-alert-digests";
import { retryUnsentEmails } from "@core/mail/retry-unsent-emails";
import { configuredOrigin, readEnv } from "@server/env";
import { createFormsServices } from "@server/forms-services";
import { mailTranslate } from "~/lib/forms/mail-translate";
import { openScriptDatabase } from "./db";

const { values } = parseArgs({ options: { today: { type: "string" } } });
const today = values.today ?? new Date().toISOString().slice(0, 10);
if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) {
  console.error("--today must be a date like 2026-05-04");
  process.exit(1);
}

const env = readEnv();
const root = path.resolve(import.meta.dirname, "..");
const handle = openScriptDatabase(env.DATABASE_URL);
const services = createFormsServices(env, root);
try {
  await migrateToLatest(handle.db, handle.dialect);
  const origin = configuredOrigin(env);
  // The run is recorded for the office's subscribers page (ADR 0110).
  const digests = await runAlertDigests(
    handle.db,
    { t: mailTranslate, origin, editorialEmail: env.EDITORIAL_EMAIL },
    services.mail,
    { today },
  );
  // The outbox sweep of the server (ADR 0125): e-mails whose own delivery job is long over.
  const retried = await retryUnsentEmails(handle.db, services.mail);
  console.log(
    `alerts for ${today}: ${digests.subscribers} confirmed subscribers, ${digests.digests} digests queued, ` +
      `${digests.sent} sent, ${digests.failed} failed; outbox retry: ${retried.sent} sent, ${retried.failed} failed ` +
      `(${services.mail.kind === "smtp" ? "SMTP" : `files in ${path.resolve(root, env.MAIL_DIR)}`})`,
  );
  if (digests.failed || retried.failed) process.exitCode = 1;
} finally {
  services.mail.close();
  await handle.close();
}
