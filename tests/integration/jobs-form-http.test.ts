import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type RunningSite } from "./http-server";
import { startSmtpServer, type TestSmtpServer } from "./forms-smtp";
import { createMailTransport } from "@core/mail/create-mail-transport";
import type { MailTransport } from "@core/mail/mail-transport";
import { createLogger } from "../../server/logger";
import { startSiteJobQueue } from "../../server/jobs";

/**
 * A form posted to the real application (its server build) hands its e-mails to the process's job queue, as
 * `npm start` sets it up (server/jobs.ts): the answer comes first, the `mail.deliver` job sends them by SMTP.
 */
let site: RunningSite;
let smtp: TestSmtpServer;
let transport: MailTransport;
beforeAll(async () => {
  smtp = await startSmtpServer();
  transport = createMailTransport({
    smtpUrl: smtp.url,
    from: "OPLS <no-reply@opls.example.org>",
    mailDir: "/nonexistent",
  });
  site = await startSite({
    startJobs: ({ handle, databasePath, origin, port }) =>
      startSiteJobQueue({
        handle,
        env: { DATABASE_URL: databasePath, PUBLIC_URL: origin, PORT: port, EDITORIAL_EMAIL: "office@opls.example.org" },
        logger: createLogger("silent"),
        transport,
        runSchedules: false,
      }),
  });
});
afterAll(async () => {
  await site?.stop();
  transport?.close();
  await smtp?.close();
});

describe("a form's e-mails go through the job queue", () => {
  it("help request: answered, then the confirmation and the office's notification arrive by SMTP", async () => {
    const body = new URLSearchParams({
      email: "queued@example.org",
      message: "The figures of protocol 12 do not load.",
      idempotencyKey: "k-jobs-form-http-000001",
    });
    const answer = await fetch(`${site.origin}/en/help`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: site.origin },
      body: body.toString(),
    });
    expect(answer.status).toBe(200);
    const received = await smtp.waitFor(2);
    const recipients = received.map((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.text);
    expect(recipients).toContain("queued@example.org");
    // Marked sent by the job.
    const unsent = () => site.db.selectFrom("outbox_emails").select("id").where("sent_at", "is", null).execute();
    const deadline = Date.now() + 10_000;
    while ((await unsent()).length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await unsent()).toEqual([]);
  });
});
