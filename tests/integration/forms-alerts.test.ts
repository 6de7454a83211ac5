import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASES, type TestDatabase } from "./databases";
import { startSmtpServer, type TestSmtpServer } from "./forms-smtp";
import { createMailTransport } from "@core/mail/create-mail-transport";
import type { MailTransport } from "@core/mail/mail-transport";
import type { MailSettings } from "@core/mail/email-message";
import { deliverEmails } from "@core/mail/deliver-emails";
import { subscribeToAlerts } from "@core/alerts/subscribe-to-alerts";
import { confirmSubscription } from "@core/alerts/confirm-subscription";
import { findSubscriptionByUnsubscribeToken } from "@core/alerts/find-subscription";
import { updateAlertPreferences } from "@core/alerts/update-alert-preferences";
import { unsubscribeFromAlerts } from "@core/alerts/unsubscribe-from-alerts";
import { sendAlertDigests } from "@core/alerts/send-alert-digests";
import { mailTranslate } from "~/lib/forms/mail-translate";

const mail: MailSettings = {
  t: mailTranslate,
  origin: "https://opls.example.org",
  editorialEmail: "office@opls.example.org",
};

function linkIn(text: string, path: string): URL {
  const match = new RegExp(`https://opls\\.example\\.org${path.replace(/\//g, "\\/")}\\?token=[\\w-]+`).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return new URL(match[0]);
}

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`alerts: double opt-in, digest and unsubscribe on ${target.name}`, () => {
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

    async function publish(id: number, day: string, categoryId: number, title: string) {
      await t.db
        .insertInto("protocols")
        .values({
          id,
          kind: "bp",
          status: "published",
          title_en: title,
          title_cn: `${title}（中文）`,
          abstract_en: "Abstract.",
          published_on: day,
        })
        .execute();
      await t.db.insertInto("protocol_categories").values({ protocol_id: id, category_id: categoryId }).execute();
    }

    it("sends the confirmation by SMTP; the link activates the subscription; digests follow; unsubscribe stops them", async () => {
      const now = new Date("2026-05-04T08:00:00Z");
      const first = await subscribeToAlerts(
        t.db,
        mail,
        { email: "Reader@Example.org", language: "en", categoryIds: [12] },
        now,
      );
      expect(first.outcome).toBe("pending");
      expect(await deliverEmails(t.db, transport, first.emailIds)).toEqual({ sent: 1, failed: 0 });
      const [confirmation] = await smtp.waitFor(1);
      expect(confirmation!.to).toMatchObject({ text: "reader@example.org" });
      expect(confirmation!.subject).toBe("Please confirm registration for OPLS e-mail alerts");
      expect(confirmation!.html).toContain("Please confirm registration");
      const confirmLink = linkIn(confirmation!.text ?? "", "/en/alerts/confirm");

      // A double click or retry minutes later: no second e-mail.
      const again = await subscribeToAlerts(
        t.db,
        mail,
        { email: "reader@example.org", language: "en", categoryIds: [12] },
        new Date(now.getTime() + 60_000),
      );
      expect(again).toEqual({ outcome: "pending", emailIds: [] });

      // Not yet confirmed: no digest.
      await publish(9001, "2026-05-05", 12, "Counting bacteria on agar plates");
      expect((await sendAlertDigests(t.db, mail, { today: "2026-05-06" })).digests).toBe(0);

      const confirmed = await confirmSubscription(
        t.db,
        confirmLink.searchParams.get("token")!,
        new Date("2026-05-06T09:00:00Z"),
      );
      expect(confirmed).toMatchObject({ kind: "confirmed", email: "reader@example.org", language: "en" });
      expect(await confirmSubscription(t.db, confirmLink.searchParams.get("token")!)).toMatchObject({
        kind: "already_confirmed",
      });
      expect(await confirmSubscription(t.db, "not-a-token")).toEqual({ kind: "invalid" });

      const already = await subscribeToAlerts(t.db, mail, {
        email: "reader@example.org",
        language: "en",
        categoryIds: [],
      });
      expect(already).toEqual({ outcome: "already_subscribed", emailIds: [] });

      // Published on the day of confirmation, in the chosen category: in the first digest. Other category: not.
      await publish(9002, "2026-05-06", 12, "Plating serial dilutions");
      await publish(9003, "2026-05-06", 6, "Patch-clamp recording");
      const digest = await sendAlertDigests(t.db, mail, { today: "2026-05-07" });
      expect(digest).toMatchObject({ subscribers: 1, digests: 1 });
      await deliverEmails(t.db, transport, digest.emailIds);
      const mails = await smtp.waitFor(2);
      const alert = mails[1]!;
      expect(alert.subject).toBe("OPLS alerts: 1 new protocol");
      expect(alert.text).toContain("Plating serial dilutions");
      expect(alert.text).toContain("https://opls.example.org/en/bpdetail?id=9002&type=bp");
      expect(alert.text).not.toContain("Patch-clamp");
      const header = (name: string) => alert.headerLines.find((h) => h.key === name)?.line ?? "";
      const manageLink = linkIn(alert.text ?? "", "/en/alerts/unsubscribe");
      expect(header("list-unsubscribe").replace(/\s+/g, "")).toContain(`<${manageLink.toString()}>`);
      expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

      // Nothing new since: no second digest for the same day.
      expect((await sendAlertDigests(t.db, mail, { today: "2026-05-07" })).digests).toBe(0);

      // Preferences from the manage link: now in Chinese, neuroscience too.
      const token = manageLink.searchParams.get("token")!;
      expect(await updateAlertPreferences(t.db, token, { categoryIds: [6, 12], language: "cn" })).toBe(true);
      expect(await findSubscriptionByUnsubscribeToken(t.db, token)).toMatchObject({
        language: "cn",
        categoryIds: [6, 12],
        confirmed: true,
      });
      await publish(9004, "2026-05-07", 6, "Calcium imaging");
      const second = await sendAlertDigests(t.db, mail, { today: "2026-05-08" });
      await deliverEmails(t.db, transport, second.emailIds);
      const cn = (await smtp.waitFor(3))[2]!;
      expect(cn.subject).toBe("OPLS 邮件提醒：1 篇新方案");
      expect(cn.text).toContain("Calcium imaging（中文）");
      expect(cn.text).toContain("/cn/alerts/unsubscribe?token=");

      // Unsubscribe: the row is gone and no more digests.
      expect(await unsubscribeFromAlerts(t.db, token)).toBe(true);
      expect(await unsubscribeFromAlerts(t.db, token)).toBe(false);
      await publish(9005, "2026-05-08", 6, "Another one");
      expect((await sendAlertDigests(t.db, mail, { today: "2026-05-09" })).subscribers).toBe(0);
      expect(smtp.received).toHaveLength(3);
    });

    it("writes Chinese confirmations for Chinese pages, expires old links and limits mails to one address", async () => {
      const start = new Date("2026-06-01T08:00:00Z");
      const r = await subscribeToAlerts(
        t.db,
        mail,
        { email: "zhang@example.cn", language: "cn", categoryIds: [] },
        start,
      );
      await deliverEmails(t.db, transport, r.emailIds);
      const before = smtp.received.length;
      const cnMail = (await smtp.waitFor(before))[before - 1]!;
      expect(cnMail.subject).toBe("请确认订阅 OPLS 邮件提醒");
      expect(cnMail.text).toContain("请确认注册");
      const token = linkIn(cnMail.text ?? "", "/cn/alerts/confirm").searchParams.get("token")!;
      expect(await confirmSubscription(t.db, token, new Date("2026-06-09T08:00:01Z"))).toEqual({ kind: "expired" });

      // Asked again later: a new link each time, at most three a day.
      const hour = 60 * 60 * 1000;
      const second = await subscribeToAlerts(
        t.db,
        mail,
        { email: "zhang@example.cn", language: "cn", categoryIds: [] },
        new Date(start.getTime() + hour),
      );
      const third = await subscribeToAlerts(
        t.db,
        mail,
        { email: "zhang@example.cn", language: "cn", categoryIds: [] },
        new Date(start.getTime() + 2 * hour),
      );
      const fourth = await subscribeToAlerts(
        t.db,
        mail,
        { email: "zhang@example.cn", language: "cn", categoryIds: [] },
        new Date(start.getTime() + 3 * hour),
      );
      expect([second.outcome, third.outcome, fourth.outcome]).toEqual(["pending", "pending", "limited"]);
      expect(third.emailIds).toHaveLength(1);
    });
  });
}
