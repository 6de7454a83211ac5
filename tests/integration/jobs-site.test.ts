import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DATABASES, type TestDatabase } from "./databases";
import { startSmtpServer, type TestSmtpServer } from "./forms-smtp";
import type { SiteJobQueue } from "@core/jobs/site-jobs";
import { createMailTransport } from "@core/mail/create-mail-transport";
import type { MailTransport } from "@core/mail/mail-transport";
import type { MailSettings } from "@core/mail/email-message";
import { queueEmailDelivery } from "@core/mail/queue-email-delivery";
import { retryUnsentEmails, UNSENT_EMAIL_SWEEP_AFTER_MS } from "@core/mail/retry-unsent-emails";
import { parseFormValues } from "@core/forms/parse-form-values";
import { helpForm } from "@core/forms/help-schema";
import { submitHelpRequest } from "@core/help/submit-help-request";
import { mailTranslate } from "~/lib/forms/mail-translate";
import { createLogger } from "../../server/logger";
import { startSiteJobQueue } from "../../server/jobs";

const mail: MailSettings = {
  t: mailTranslate,
  origin: "https://opls.example.org",
  editorialEmail: "office@opls.example.org",
};
const env = { PUBLIC_URL: "https://opls.example.org", PORT: 3000, EDITORIAL_EMAIL: "office@opls.example.org" };
/** Retries after about a second, so a test sees them. */
const FAST_MAIL = { "mail.deliver": { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 30 } };

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting for the job");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A transport that refuses its first `failures` messages, then passes them on. */
function flaky(inner: MailTransport, failures: number): MailTransport & { calls: number } {
  const transport = {
    kind: inner.kind,
    calls: 0,
    async send(...args: Parameters<MailTransport["send"]>) {
      transport.calls += 1;
      if (transport.calls <= failures) throw new Error("421 try again later");
      await inner.send(...args);
    },
    close: () => inner.close(),
  };
  return transport;
}

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`the site's jobs on ${target.name}`, () => {
    let t: TestDatabase;
    let smtp: TestSmtpServer;
    let smtpTransport: MailTransport;
    let queue: SiteJobQueue | null = null;
    beforeAll(async () => {
      t = await target.create();
      smtp = await startSmtpServer();
      smtpTransport = createMailTransport({
        smtpUrl: smtp.url,
        from: "OPLS <no-reply@opls.example.org>",
        mailDir: "/nonexistent",
      });
    });
    afterEach(async () => {
      await queue?.stop(2_000);
      queue = null;
    });
    afterAll(async () => {
      smtpTransport?.close();
      await smtp?.close();
      await t?.drop();
    });

    const start = (transport: MailTransport, extra: Partial<Parameters<typeof startSiteJobQueue>[0]> = {}) =>
      startSiteJobQueue({
        handle: t,
        env: { ...env, DATABASE_URL: t.url },
        logger: createLogger("silent"),
        transport,
        runSchedules: true,
        cronMonitorIntervalSeconds: 1,
        policies: FAST_MAIL,
        ...extra,
      });

    async function helpRequest(key: string) {
      const parsed = parseFormValues(helpForm, {
        email: "reader@example.org",
        message: "The PDF does not open.",
        pageUrl: "/en/bpdetail?id=12",
      });
      if (!parsed.ok) throw new Error("invalid help request");
      return submitHelpRequest(t.db, mail, {
        values: parsed.data,
        lang: "en",
        userId: null,
        screenshot: null,
        idempotencyKey: key,
      });
    }
    const unsent = async (ids: number[]) =>
      t.db
        .selectFrom("outbox_emails")
        .select(["id", "sent_at", "error"])
        .where("id", "in", ids)
        .where("sent_at", "is", null)
        .execute();

    it("delivers a form's e-mails through the queue, after the form's answer", async () => {
      queue = await start(smtpTransport);
      expect(queue?.engine).toBe(t.dialect === "postgres" ? "pg-boss" : "in-process");
      expect(queue).not.toBeNull();
      const before = smtp.received.length;
      const { emailIds } = await helpRequest("jobs-help-000000001");
      // What runFormAction does once the submission's transaction has committed.
      await queueEmailDelivery(t.db, smtpTransport, queue, emailIds);
      const received = (await smtp.waitFor(before + emailIds.length)).slice(before);
      expect(received.map((m) => m.subject)).toHaveLength(2);
      await until(async () => (await unsent(emailIds)).length === 0);
    });

    it("retries a refused e-mail with back-off and sends it; a message refused every time keeps its error", async () => {
      const refusedOnce = flaky(smtpTransport, 2);
      queue = await start(refusedOnce);
      const before = smtp.received.length;
      const { emailIds } = await helpRequest("jobs-help-000000002");
      await queueEmailDelivery(t.db, refusedOnce, queue, emailIds);
      await smtp.waitFor(before + 2);
      await until(async () => (await unsent(emailIds)).length === 0);
      expect(refusedOnce.calls).toBe(4); // both refused at the first attempt, both sent at the second
      await queue?.stop(2_000);

      const down = flaky(smtpTransport, Number.POSITIVE_INFINITY);
      queue = await start(down);
      const second = await helpRequest("jobs-help-000000003");
      await queueEmailDelivery(t.db, down, queue, second.emailIds);
      // Three attempts (the policy's two retries) of two e-mails each, then the job fails for good.
      await until(() => down.calls === 6, 30_000);
      const rows = await unsent(second.emailIds);
      expect(rows).toHaveLength(2);
      expect(rows.every((r) => r.error === "421 try again later")).toBe(true);
      // The sweep sends them once their job is long over.
      const later = new Date(Date.now() + UNSENT_EMAIL_SWEEP_AFTER_MS + 60_000);
      expect(await retryUnsentEmails(t.db, smtpTransport, later)).toEqual({ sent: 2, failed: 0 });
    });

    it("runs the alerts digest at its scheduled time", async () => {
      const runs = async () => (await t.db.selectFrom("alert_digest_runs").select("id").execute()).length;
      const before = await runs();
      if (t.dialect === "sqlite") {
        // The in-process scheduler on a clock of the test's: Monday 06:59 UTC, then 07:00.
        let now = Date.UTC(2026, 10, 23, 6, 59, 30);
        queue = await start(smtpTransport, { now: () => now, schedulerTickMs: 20 });
        expect(await runs()).toBe(before);
        now = Date.UTC(2026, 10, 23, 7, 0, 5);
      } else {
        // pg-boss reads the real clock: the same job scheduled every minute instead of weekly.
        queue = await start(smtpTransport);
        await queue!.schedule("alerts.send-digests", { every: "minutes", minutes: 1 }, {});
      }
      await until(async () => (await runs()) === before + 1, 30_000);
    });
  });
}
