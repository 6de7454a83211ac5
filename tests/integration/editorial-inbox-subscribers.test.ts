import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { erasedAddressDigest, eraseAlertSubscriber } from "@core/alerts/erase-alert-subscriber";
import { findLastDigestRun } from "@core/alerts/find-last-digest-run";
import { listAlertSubscribers } from "@core/alerts/list-alert-subscribers";
import { runAlertDigests } from "@core/alerts/run-alert-digests";
import { subscribeToAlerts } from "@core/alerts/subscribe-to-alerts";
import { listAuditEntries } from "@core/editorial/list-audit-entries";
import { createMailTransport } from "@core/mail/create-mail-transport";
import type { MailSettings } from "@core/mail/email-message";
import type { MailTransport } from "@core/mail/mail-transport";
import { mailTranslate } from "~/lib/forms/mail-translate";
import { DATABASES, type TestDatabase } from "./databases";
import { startSmtpServer, type TestSmtpServer } from "./forms-smtp";

const mail: MailSettings = {
  t: mailTranslate,
  origin: "https://opls.example.org",
  editorialEmail: "office@opls.example.org",
};
const actor = { userId: null, name: "editor@example.org" };

/** The office's view of the alerts (ADR 0110): subscribers by state, erasure on request, the digest's recorded runs. */
for (const target of DATABASES) {
  describe.skipIf(!target.available)(`alert subscribers in the office on ${target.name}`, () => {
    let t: TestDatabase;
    let smtp: TestSmtpServer;
    let transport: MailTransport;
    beforeAll(async () => {
      t = await target.create();
      smtp = await startSmtpServer();
      transport = createMailTransport({
        smtpUrl: smtp.url,
        from: "OPLS <no-reply@opls.example.org>",
        mailDir: "/nonexistent",
      });
    });
    afterAll(async () => {
      transport?.close();
      await smtp?.close();
      await t?.drop();
    });

    it("has no run before the digest first runs, then records each run with what it sent", async () => {
      expect(await findLastDigestRun(t.db)).toBeNull();
      const empty = await runAlertDigests(t.db, mail, transport, { today: "2026-05-01" });
      expect(empty).toMatchObject({ digestDay: "2026-05-01", subscribers: 0, digests: 0, sent: 0, failed: 0 });

      await t.db
        .insertInto("subscriptions")
        .values({
          email: "confirmed@example.org",
          language: "en",
          category_ids: "[]",
          confirm_token_hash: null,
          unsubscribe_token: "u-1",
          confirmed_at: "2026-05-01T08:00:00.000Z",
          last_digest_at: null,
          confirm_sent_at: null,
        })
        .execute();
      await t.db
        .insertInto("protocols")
        .values({
          id: 7001,
          kind: "bp",
          status: "published",
          title_en: "Staining nuclei",
          title_cn: null,
          abstract_en: "A.",
          published_on: "2026-05-02",
        })
        .execute();
      const run = await runAlertDigests(t.db, mail, transport, { today: "2026-05-04" });
      expect(run).toMatchObject({ digestDay: "2026-05-04", subscribers: 1, digests: 1, sent: 1, failed: 0 });
      expect((await smtp.waitFor(1))[0]!.subject).toContain("OPLS");
      expect(await findLastDigestRun(t.db)).toEqual(run);
      expect(Date.parse(run.finishedAt)).toBeGreaterThanOrEqual(Date.parse(run.startedAt));
    });

    it("lists subscribers newest first by state and address", async () => {
      await subscribeToAlerts(t.db, mail, { email: "Pending.Person@Example.org", language: "cn", categoryIds: [4] });
      const all = await listAlertSubscribers(t.db, { q: "", state: null, page: 1 });
      expect(all.rows.map((r) => [r.email, r.confirmedAt !== null, r.language])).toEqual([
        ["pending.person@example.org", false, "cn"],
        ["confirmed@example.org", true, "en"],
      ]);
      expect(all.rows[0]!.categoryIds).toEqual([4]);
      expect(all.rows[1]!.lastDigestAt).toBe("2026-05-04T00:00:00.000Z");
      expect(
        (await listAlertSubscribers(t.db, { q: "", state: "confirmed", page: 1 })).rows.map((r) => r.email),
      ).toEqual(["confirmed@example.org"]);
      expect((await listAlertSubscribers(t.db, { q: "", state: "unconfirmed", page: 1 })).total).toBe(1);
      expect((await listAlertSubscribers(t.db, { q: "PENDING", state: null, page: 1 })).total).toBe(1);
      expect((await listAlertSubscribers(t.db, { q: "%", state: null, page: 1 })).total).toBe(0);
    });

    it("erases a subscriber with their alerts e-mails and rate-limit entries, logged without the address", async () => {
      const email = "pending.person@example.org";
      const row = await t.db
        .selectFrom("subscriptions")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      // Another message to the same person (a form's confirmation) is not theirs as a subscriber: it stays.
      await t.db
        .insertInto("outbox_emails")
        .values({
          to_address: email,
          subject: "Your help request",
          text_body: "We got it.",
          html_body: "<p>We got it.</p>",
        })
        .execute();
      expect(
        await t.db.selectFrom("outbox_emails").select("id").where("to_address", "=", email).execute(),
      ).toHaveLength(2);
      expect(
        await t.db.selectFrom("rate_limit_hits").select("id").where("bucket", "=", `alerts-confirm:${email}`).execute(),
      ).toHaveLength(1);

      expect(await eraseAlertSubscriber(t.db, row.id, actor)).toBe(true);
      expect(
        await t.db.selectFrom("subscriptions").select("id").where("email", "=", email).executeTakeFirst(),
      ).toBeUndefined();
      expect(
        (await t.db.selectFrom("outbox_emails").select("subject").where("to_address", "=", email).execute()).map(
          (r) => r.subject,
        ),
      ).toEqual(["Your help request"]);
      expect(
        await t.db.selectFrom("rate_limit_hits").select("id").where("bucket", "=", `alerts-confirm:${email}`).execute(),
      ).toEqual([]);
      const log = await listAuditEntries(t.db, { page: 1, entity: { type: "subscription", id: String(row.id) } });
      expect(log.rows).toHaveLength(1);
      expect(log.rows[0]).toMatchObject({
        action: "erase",
        changes: {
          address: [`sha256:${erasedAddressDigest(email)}`, null],
          confirmed: [false, null],
          alertEmails: [1, 0],
        },
      });
      expect(JSON.stringify(log.rows)).not.toContain("pending.person");
      expect(erasedAddressDigest(" Pending.Person@Example.org ")).toBe(erasedAddressDigest(email));
      // Twice: nothing left to erase.
      expect(await eraseAlertSubscriber(t.db, row.id, actor)).toBe(false);
      expect((await listAlertSubscribers(t.db, { q: "", state: null, page: 1 })).total).toBe(1);
    });
  });
}
