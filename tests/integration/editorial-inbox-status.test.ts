import { describe, expect, it } from "vitest";
import { listAmbassadorsByCountry } from "@core/ambassadors/list-ambassadors";
import { countOfficeQueues } from "@core/editorial/count-office-queues";
import { changeInboxStatus } from "@core/editorial/inbox/change-inbox-status";
import { draftInboxReply } from "@core/editorial/inbox/draft-inbox-reply";
import { findInboxItem } from "@core/editorial/inbox/find-inbox-item";
import { listInboxItems } from "@core/editorial/inbox/list-inbox-items";
import { sendInboxReply } from "@core/editorial/inbox/send-inbox-reply";
import { suggestAmbassadorListing } from "@core/editorial/inbox/suggest-ambassador-listing";
import { listAuditEntries } from "@core/editorial/list-audit-entries";
import { translate, type MessageKey } from "~/i18n/translate";
import { DATABASES } from "./databases";
import { journal, mail, query, setUpInboxDatabase } from "./editorial-inbox-fixture";

/**
 * The editorial inbox's items through their statuses: listed and shown, moved along the rules, answered once
 * accepted, an accepted ambassador listed. The count of new items follows them (8, 7, 5): in this order, on one
 * database. Assignment, notes, templates and fee waivers: editorial-inbox-handling.test.ts.
 */
for (const target of DATABASES) {
  describe.skipIf(!target.available)(`the editorial inbox's statuses on ${target.name}`, () => {
    const { t, ids, actor } = setUpInboxDatabase(target);

    it("lists everything received newest first, by kind, status, words and reference, and counts the new", async () => {
      const all = await listInboxItems(t.db, query());
      expect(all.total).toBe(8);
      expect(all.rows.map((r) => r.reference)).toEqual([
        "H-000002",
        "H-000001",
        "A-000002",
        "A-000001",
        "R-000001",
        "S-000002",
        "S-000001",
        "P-000001",
      ]);
      expect(all.rows.every((r) => r.status === "new")).toBe(true);
      expect(all.rows.find((r) => r.kind === "help" && r.id === ids.help)?.name).toBe("Rita Reader");
      expect((await listInboxItems(t.db, query({ kind: "psi" }))).rows.map((r) => r.id)).toEqual([ids.psi]);
      expect((await listInboxItems(t.db, query({ kind: "waiver" }))).rows.map((r) => [r.id, r.waiver])).toEqual([
        [ids.submission, "partial"],
      ]);
      expect((await listInboxItems(t.db, query({ kind: "submission" }))).total).toBe(2);
      expect((await listInboxItems(t.db, query({ q: "ZHANG mei" }))).rows.map((r) => r.reference)).toEqual([
        "P-000001",
      ]);
      expect((await listInboxItems(t.db, query({ q: "rui@example" }))).rows.map((r) => r.kind)).toEqual(["reviewer"]);
      expect((await listInboxItems(t.db, query({ q: "mitochondrial" }))).rows.map((r) => r.id)).toEqual([
        ids.submission,
      ]);
      expect((await listInboxItems(t.db, query({ q: "s-2" }))).rows.map((r) => r.title)).toEqual([
        "A protocol without a waiver",
      ]);
      expect((await listInboxItems(t.db, query({ q: "100%_" }))).total).toBe(0);
      expect((await listInboxItems(t.db, query({ page: 2 }))).rows).toEqual([]);
      expect((await countOfficeQueues(t.db, 0)).inbox).toBe(8);
    });

    it("shows an item's every field and file in the page's language", async () => {
      const item = await findInboxItem(t.db, "psi", ids.psi, "cn");
      expect(item).toMatchObject({
        reference: "P-000001",
        language: "cn",
        email: "mei.zhang@example.org",
        name: "Mei Lin Zhang",
        status: "new",
        assignee: null,
        events: [],
      });
      expect(item!.fields.find((f) => f.label === "forms.psi.subject")?.value).toBe("细胞生物学");
      expect(item!.files).toEqual([
        expect.objectContaining({ label: "forms.psi.draft", name: "draft.docx", size: 2048 }),
      ]);
      // Every label and translated value is a key of the catalogue, in both languages.
      for (const kind of ["psi", "submission", "reviewer", "ambassador", "help"] as const) {
        const id = {
          psi: ids.psi,
          submission: ids.submission,
          reviewer: ids.reviewer,
          ambassador: ids.listed,
          help: ids.help,
        }[kind];
        const found = (await findInboxItem(t.db, kind, id, "en"))!;
        for (const key of [
          ...found.fields.flatMap((f) => (f.translated ? [f.label, f.value] : [f.label])),
          ...found.files.map((f) => f.label),
        ]) {
          for (const lang of ["en", "cn"] as const) expect(translate(lang, key as MessageKey), key).not.toBe(key);
        }
      }
      expect((await findInboxItem(t.db, "submission", ids.submission, "en"))!.waiver).toEqual({
        requested: "partial",
        reason: "No grant this year.",
        decision: null,
      });
      expect(await findInboxItem(t.db, "psi", 999, "en")).toBeNull();
    });

    it("moves an item only along the rules, and of two editors moving it at once only one wins", async () => {
      expect(
        await changeInboxStatus(t.db, { kind: "psi", id: ids.psi, from: "new", to: "accepted", actor: actor() }),
      ).toEqual({ ok: false, reason: "transition" });
      expect(
        await changeInboxStatus(t.db, {
          kind: "help",
          id: ids.help,
          from: "in_progress",
          to: "accepted",
          actor: actor(),
        }),
      ).toEqual({ ok: false, reason: "transition" });
      expect(
        await changeInboxStatus(t.db, { kind: "psi", id: 999, from: "new", to: "in_progress", actor: actor() }),
      ).toEqual({ ok: false, reason: "not-found" });
      const both = await Promise.all([
        changeInboxStatus(t.db, { kind: "psi", id: ids.psi, from: "new", to: "in_progress", actor: actor() }),
        changeInboxStatus(t.db, {
          kind: "psi",
          id: ids.psi,
          from: "new",
          to: "closed",
          actor: { userId: ids.admin, name: "ad@example.org" },
        }),
      ]);
      expect(both.filter((r) => r.ok)).toHaveLength(1);
      expect(both.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "stale" }]);
      const winner = both[0]!.ok ? "in_progress" : "closed";
      let item = (await findInboxItem(t.db, "psi", ids.psi, "en"))!;
      expect(item.status).toBe(winner);
      // The loser reloads and moves on from what is there now.
      if (winner === "closed")
        expect(
          (
            await changeInboxStatus(t.db, {
              kind: "psi",
              id: ids.psi,
              from: "closed",
              to: "in_progress",
              actor: actor(),
            })
          ).ok,
        ).toBe(true);
      expect(
        await changeInboxStatus(t.db, {
          kind: "psi",
          id: ids.psi,
          from: "in_progress",
          to: "accepted",
          actor: actor(),
        }),
      ).toEqual({ ok: true });
      expect(
        await changeInboxStatus(t.db, { kind: "psi", id: ids.psi, from: "accepted", to: "closed", actor: actor() }),
      ).toEqual({ ok: false, reason: "transition" });
      item = (await findInboxItem(t.db, "psi", ids.psi, "en"))!;
      expect(item.status).toBe("accepted");
      expect(item.events[0]).toMatchObject({
        type: "status",
        before: "in_progress",
        after: "accepted",
        actor: "ed@example.org",
      });
      const log = await listAuditEntries(t.db, { page: 1, entity: { type: "inbox_item", id: "P-000001" } });
      expect(log.rows[0]).toMatchObject({ action: "status", changes: { status: ["in_progress", "accepted"] } });
      expect((await countOfficeQueues(t.db, 0)).inbox).toBe(7);
      expect((await listInboxItems(t.db, query({ status: "accepted" }))).rows.map((r) => r.reference)).toEqual([
        "P-000001",
      ]);
    });

    it("prepares a reply from the template in the sender's language and sends it once", async () => {
      const draft = await draftInboxReply(t.db, { kind: "psi", id: ids.psi, purpose: "accepted", journal });
      expect(draft?.language).toBe("cn");
      expect(draft?.subject).toBe("投稿前咨询 P-000001：欢迎正式投稿");
      expect(draft?.body).toContain("Mei Lin Zhang，您好：");
      expect(draft?.body).toContain("《Live imaging of organoid fusion》");
      expect(draft?.body).toContain("生命科学开放实验方案编辑部");
      expect(draft?.body).not.toMatch(/\{\w+\}/);
      expect(await draftInboxReply(t.db, { kind: "psi", id: ids.psi, purpose: "answer", journal })).toBeNull();

      const more = await draftInboxReply(t.db, { kind: "psi", id: ids.psi, purpose: "more_info", journal });
      const reply = { kind: "psi" as const, id: ids.psi, actor: actor() };
      expect(
        await sendInboxReply(t.db, mail, {
          ...reply,
          subject: more!.subject,
          body: more!.body,
          idempotencyKey: "reply-key-00000001",
        }),
      ).toEqual({ ok: false, reason: "slot" });
      const sent = await sendInboxReply(t.db, mail, {
        ...reply,
        subject: draft!.subject,
        body: `${draft!.body}\n\n（参考编号 {reference}）`,
        idempotencyKey: "reply-key-00000002",
      });
      expect(sent.ok && sent.emailIds.length).toBe(1);
      const again = await sendInboxReply(t.db, mail, {
        ...reply,
        subject: draft!.subject,
        body: draft!.body,
        idempotencyKey: "reply-key-00000002",
      });
      expect(again).toEqual({ ok: true, emailIds: [] });
      const outbox = await t.db
        .selectFrom("outbox_emails")
        .selectAll()
        .where("to_address", "=", "mei.zhang@example.org")
        .execute();
      expect(outbox).toHaveLength(1);
      expect(outbox[0]!.subject).toBe("投稿前咨询 P-000001：欢迎正式投稿");
      expect(outbox[0]!.text_body).toContain("（参考编号 P-000001）");
      expect(JSON.parse(outbox[0]!.headers)).toEqual({ "Reply-To": "office@opls.example.org" });
      const found = (await findInboxItem(t.db, "psi", ids.psi, "en"))!;
      expect(found.events[0]).toMatchObject({
        type: "reply",
        language: "cn",
        subject: draft!.subject,
        body: expect.stringContaining("（参考编号 P-000001）"),
      });
      const log = await listAuditEntries(t.db, { page: 1, entity: { type: "inbox_item", id: "P-000001" } });
      expect(log.rows[0]).toMatchObject({
        action: "reply",
        changes: { reply: [null, draft!.subject], language: [null, "cn"] },
      });
      expect(
        await sendInboxReply(t.db, mail, {
          kind: "help",
          id: ids.anonymousHelp,
          subject: "Re",
          body: "Hello",
          idempotencyKey: "reply-key-00000003",
          actor: actor(),
        }),
      ).toEqual({ ok: false, reason: "no-email" });
    });

    it("lists an accepted ambassador who agreed, in both languages, and not one who did not", async () => {
      const suggested = await suggestAmbassadorListing(t.db, ids.listed);
      expect(suggested).toEqual({
        nameEn: "Wang Fang",
        nameCn: "Wang Fang",
        institutionEn: "Peking University",
        institutionCn: "北京大学",
        countryEn: "China",
        countryCn: "中国",
      });
      for (const id of [ids.listed, ids.unlisted])
        expect(
          (await changeInboxStatus(t.db, { kind: "ambassador", id, from: "new", to: "in_progress", actor: actor() }))
            .ok,
        ).toBe(true);
      expect(
        await changeInboxStatus(t.db, {
          kind: "ambassador",
          id: ids.listed,
          from: "in_progress",
          to: "accepted",
          actor: actor(),
        }),
      ).toEqual({ ok: false, reason: "listing" });
      expect(
        await changeInboxStatus(t.db, {
          kind: "ambassador",
          id: ids.listed,
          from: "in_progress",
          to: "accepted",
          listing: { ...suggested!, nameCn: "王芳" },
          actor: actor(),
          now: new Date("2026-03-20T00:00:00Z"),
        }),
      ).toEqual({ ok: true });
      expect(
        await changeInboxStatus(t.db, {
          kind: "ambassador",
          id: ids.unlisted,
          from: "in_progress",
          to: "accepted",
          listing: suggested,
          actor: actor(),
        }),
      ).toEqual({ ok: true });
      const cn = await listAmbassadorsByCountry(t.db, "cn");
      expect(cn.map((c) => c.country)).toEqual(["中国"]);
      expect(cn[0]!.institutions[0]!.ambassadors.map((a) => [a.name, a.sinceYear])).toEqual([
        ["李伟", 2024],
        ["王芳", 2026],
      ]);
      const en = await listAmbassadorsByCountry(t.db, "en");
      expect(en[0]!.institutions[0]!.ambassadors.map((a) => a.name)).toEqual(["Li Wei", "Wang Fang"]);
      expect((await findInboxItem(t.db, "ambassador", ids.listed, "en"))!.listing).toEqual({
        consent: true,
        ambassadorId: expect.any(Number),
      });
      expect((await findInboxItem(t.db, "ambassador", ids.unlisted, "en"))!.listing).toEqual({
        consent: false,
        ambassadorId: null,
      });
      expect((await countOfficeQueues(t.db, 0)).inbox).toBe(5);
    });
  });
}
