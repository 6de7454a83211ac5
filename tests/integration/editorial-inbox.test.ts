import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAmbassadorsByCountry } from "@core/ambassadors/list-ambassadors";
import { countOfficeQueues } from "@core/editorial/count-office-queues";
import { addInboxNote } from "@core/editorial/inbox/add-inbox-note";
import { assignInboxItem } from "@core/editorial/inbox/assign-inbox-item";
import { changeInboxStatus } from "@core/editorial/inbox/change-inbox-status";
import { decideFeeWaiver } from "@core/editorial/inbox/decide-fee-waiver";
import { draftInboxReply } from "@core/editorial/inbox/draft-inbox-reply";
import { findInboxItem } from "@core/editorial/inbox/find-inbox-item";
import { listInboxItems, type InboxQuery } from "@core/editorial/inbox/list-inbox-items";
import { listInboxTemplates } from "@core/editorial/inbox/list-inbox-templates";
import { sendInboxReply } from "@core/editorial/inbox/send-inbox-reply";
import { suggestAmbassadorListing } from "@core/editorial/inbox/suggest-ambassador-listing";
import { updateInboxTemplate } from "@core/editorial/inbox/update-inbox-template";
import { listAuditEntries } from "@core/editorial/list-audit-entries";
import type { MailSettings } from "@core/mail/email-message";
import { translate, type MessageKey } from "~/i18n/translate";
import { mailTranslate } from "~/lib/forms/mail-translate";
import { DATABASES, type TestDatabase } from "./databases";

const mail: MailSettings = {
  t: mailTranslate,
  origin: "https://opls.example.org",
  editorialEmail: "office@opls.example.org",
};
const journal = (lang: "en" | "cn") => translate(lang, "site.title");
const query = (q: Partial<InboxQuery> = {}): InboxQuery => ({ q: "", kind: null, status: null, page: 1, ...q });

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`the editorial inbox on ${target.name}`, () => {
    let t: TestDatabase;
    const ids = {
      editor: 0,
      admin: 0,
      reader: 0,
      psi: 0,
      submission: 0,
      plain: 0,
      reviewer: 0,
      listed: 0,
      unlisted: 0,
      help: 0,
      anonymousHelp: 0,
    };
    const actor = () => ({ userId: ids.editor, name: "ed@example.org" });

    beforeAll(async () => {
      t = await target.create();
      const user = async (email: string, name: string, role: "none" | "editor" | "admin") =>
        (
          await t.db
            .insertInto("users")
            .values({ email, username: email.split("@")[0]!, password_hash: "!", full_name: name, role })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      ids.editor = await user("ed@example.org", "Edith Editor", "editor");
      ids.admin = await user("ad@example.org", "Adam Admin", "admin");
      ids.reader = await user("re@example.org", "Rita Reader", "none");
      const upload = async (name: string) =>
        (
          await t.db
            .insertInto("uploads")
            .values({
              storage_key: `k-${name}`,
              original_name: name,
              extension: name.split(".").pop()!,
              size_bytes: 2048,
              sha256: "0".repeat(64),
              purpose: "draft",
            })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      const at = (n: number) => `2026-03-0${n}T10:00:00.000Z`;
      ids.psi = (
        await t.db
          .insertInto("presubmission_inquiries")
          .values({
            first_name: "Mei",
            middle_name: "Lin",
            last_name: "Zhang",
            department: "Cell Biology",
            affiliation: "Fudan University",
            city: "Shanghai",
            country: "China",
            email: "mei.zhang@example.org",
            is_corresponding: 1,
            proposed_title: "Live imaging of organoid fusion",
            validation_method: "own_article",
            doi_or_url: "10.1000/xyz",
            draft_upload_id: await upload("draft.docx"),
            manuscript_status: "complete",
            subject_category_id: 4,
            summary: "A method.",
            language: "cn",
            idempotency_key: "psi-key-0000000001",
            created_at: at(1),
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
      const submission = async (waiver: "none" | "partial", title: string, n: number) =>
        (
          await t.db
            .insertInto("submissions")
            .values({
              route: "self",
              invitation_code: null,
              user_id: null,
              email: "author@example.org",
              title,
              authors: "A. Author*, B. Author",
              category_id: 1,
              cover_letter: "Dear editors,",
              manuscript_upload_id: await upload(`${n}.pdf`),
              waiver,
              waiver_reason: waiver === "none" ? null : "No grant this year.",
              language: "en",
              idempotency_key: `submission-key-00000${n}`,
              created_at: at(n),
            })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      ids.submission = await submission("partial", "Quantifying mitochondrial fission", 2);
      ids.plain = await submission("none", "A protocol without a waiver", 3);
      ids.reviewer = (
        await t.db
          .insertInto("reviewer_applications")
          .values({
            name: "Rui Costa",
            email: "rui@example.org",
            affiliation: "IGC",
            country: "Portugal",
            research_areas: "[4,6]",
            orcid: null,
            cv_upload_id: await upload("cv.pdf"),
            language: "en",
            idempotency_key: "reviewer-key-000001",
            created_at: at(4),
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
      const ambassador = async (name: string, consent: number, n: number) =>
        (
          await t.db
            .insertInto("ambassador_applications")
            .values({
              name,
              email: `${name.split(" ")[0]!.toLowerCase()}@example.org`,
              institution: "Peking University",
              country: "China",
              degree: "doctoral",
              motivation: "Workshops.",
              language: "en",
              idempotency_key: `ambassador-key-0000${n}`,
              created_at: at(n),
              list_consent: consent,
            })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      // A seeded ambassador at the same institution, with its Chinese names.
      await t.db
        .insertInto("ambassadors")
        .values({
          name_en: "Li Wei",
          name_cn: "李伟",
          institution_en: "Peking University",
          institution_cn: "北京大学",
          country_en: "China",
          country_cn: "中国",
          since_year: 2024,
          photo_url: "/images/ambassadors/li-wei.svg",
        })
        .execute();
      ids.listed = await ambassador("Wang Fang", 1, 5);
      ids.unlisted = await ambassador("Chen Jie", 0, 6);
      ids.help = (
        await t.db
          .insertInto("help_requests")
          .values({
            user_id: ids.reader,
            email: "rita@example.org",
            message: "The PDF of protocol 12 does not open.",
            screenshot_upload_id: null,
            page_url: "/en/bpdetail?id=12",
            language: "en",
            idempotency_key: "help-key-0000000001",
            created_at: at(7),
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
      ids.anonymousHelp = (
        await t.db
          .insertInto("help_requests")
          .values({
            user_id: null,
            email: null,
            message: "An old request without an address.",
            screenshot_upload_id: null,
            page_url: null,
            language: "en",
            idempotency_key: "help-key-0000000002",
            created_at: at(8),
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    });
    afterAll(async () => t?.drop());

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

    it("assigns an item to editors only, and not over another editor's change", async () => {
      const item = { kind: "reviewer" as const, id: ids.reviewer };
      expect(await assignInboxItem(t.db, { ...item, expected: null, assignee: ids.reader, actor: actor() })).toEqual({
        ok: false,
        reason: "not-editor",
      });
      expect(await assignInboxItem(t.db, { ...item, expected: null, assignee: 999_999, actor: actor() })).toEqual({
        ok: false,
        reason: "not-editor",
      });
      const both = await Promise.all([
        assignInboxItem(t.db, { ...item, expected: null, assignee: ids.editor, actor: actor() }),
        assignInboxItem(t.db, { ...item, expected: null, assignee: ids.admin, actor: actor() }),
      ]);
      expect(both.filter((r) => r.ok)).toHaveLength(1);
      expect(both.find((r) => !r.ok)).toEqual({ ok: false, reason: "stale" });
      const holder = both[0]!.ok ? ids.editor : ids.admin;
      const other = holder === ids.editor ? ids.admin : ids.editor;
      expect(await assignInboxItem(t.db, { ...item, expected: holder, assignee: other, actor: actor() })).toEqual({
        ok: true,
      });
      expect(await assignInboxItem(t.db, { ...item, expected: other, assignee: null, actor: actor() })).toEqual({
        ok: true,
      });
      const found = (await findInboxItem(t.db, "reviewer", ids.reviewer, "en"))!;
      expect(found.assignee).toBeNull();
      expect(found.events.map((e) => e.type)).toEqual(["assignee", "assignee", "assignee"]);
      expect(found.events[0]).toMatchObject({
        before: holder === ids.editor ? "Adam Admin" : "Edith Editor",
        after: null,
      });
      // Assigning does not start the work: the item is still new.
      expect(found.status).toBe("new");
      const log = await listAuditEntries(t.db, { page: 1, entity: { type: "inbox_item", id: "R-000001" } });
      expect(log.rows.map((r) => r.action)).toEqual(["edit", "edit", "edit"]);
    });

    it("keeps internal notes on the history, and out of the audit log", async () => {
      expect(
        await addInboxNote(t.db, { kind: "help", id: ids.help, note: "Asked IT about the PDF store.", actor: actor() }),
      ).toEqual({ ok: true });
      const found = (await findInboxItem(t.db, "help", ids.help, "en"))!;
      expect(found.events[0]).toMatchObject({ type: "note", body: "Asked IT about the PDF store." });
      const log = await listAuditEntries(t.db, { page: 1, entity: { type: "inbox_item", id: "H-000001" } });
      expect(JSON.stringify(log.rows)).not.toContain("Asked IT");
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

    it("keeps every template in both languages, saved only over the version the editor read", async () => {
      const templates = await listInboxTemplates(t.db);
      expect(templates).toHaveLength(15);
      for (const x of templates)
        for (const lang of ["en", "cn"] as const)
          expect(x[lang].subject && x[lang].body && x[lang].version).toBeTruthy();
      const psi = templates.find((x) => x.kind === "psi" && x.purpose === "declined")!;
      const edit = {
        kind: "psi" as const,
        purpose: "declined" as const,
        en: { subject: "About {reference}", body: "Dear {name}, no.", version: psi.en.version },
        cn: { ...psi.cn },
      };
      expect(await updateInboxTemplate(t.db, edit, actor())).toEqual({ ok: true });
      // A second editor who opened the same version: refused, and neither language changes.
      expect(
        await updateInboxTemplate(
          t.db,
          { ...edit, en: { ...edit.en, subject: "Other" }, cn: { ...psi.cn, subject: "别的" } },
          actor(),
        ),
      ).toEqual({ ok: false, reason: "stale" });
      const after = (await listInboxTemplates(t.db)).find((x) => x.kind === "psi" && x.purpose === "declined")!;
      expect(after.en).toEqual({ subject: "About {reference}", body: "Dear {name}, no.", version: psi.en.version + 1 });
      expect(after.cn).toEqual({ ...psi.cn, version: psi.cn.version + 1 });
      const log = await listAuditEntries(t.db, { page: 1, entity: { type: "inbox_template", id: "psi.declined" } });
      expect(log.rows).toHaveLength(1);
      expect(log.rows[0]!.changes).toEqual({ subjectEn: [psi.en.subject, "About {reference}"], bodyEn: ["…", "…"] });
      expect(await updateInboxTemplate(t.db, { ...edit, purpose: "waiver_full" }, actor())).toEqual({
        ok: false,
        reason: "not-found",
      });
    });

    it("records one fee-waiver decision, with its share and reason, on the history", async () => {
      expect(
        await decideFeeWaiver(t.db, { id: ids.plain, decision: "full", partialShare: 0, reason: "x", actor: actor() }),
      ).toEqual({ ok: false, reason: "no-waiver" });
      expect(
        await decideFeeWaiver(t.db, {
          id: ids.submission,
          decision: "partial",
          partialShare: 100,
          reason: "x",
          actor: actor(),
        }),
      ).toEqual({ ok: false, reason: "share" });
      const both = await Promise.all([
        decideFeeWaiver(t.db, {
          id: ids.submission,
          decision: "partial",
          partialShare: 40,
          reason: "Partial support from the department.",
          actor: actor(),
        }),
        decideFeeWaiver(t.db, {
          id: ids.submission,
          decision: "refused",
          partialShare: 0,
          reason: "Funded.",
          actor: actor(),
        }),
      ]);
      expect(both.filter((r) => r.ok)).toHaveLength(1);
      expect(both.find((r) => !r.ok)).toEqual({ ok: false, reason: "decided" });
      const found = (await findInboxItem(t.db, "submission", ids.submission, "en"))!;
      const decision = found.waiver!.decision!;
      expect(decision.decision === "partial" ? decision : null).toEqual(
        both[0]!.ok ? { decision: "partial", share: 40, reason: "Partial support from the department." } : null,
      );
      expect(found.events[0]).toMatchObject({ type: "waiver", body: decision.reason });
      if (decision.decision === "partial") {
        const letter = await draftInboxReply(t.db, {
          kind: "submission",
          id: ids.submission,
          purpose: "waiver_partial",
          journal,
        });
        expect(letter?.body).toContain("40% of the charge is waived");
        expect(letter?.body).toContain("The editors' reasons: Partial support from the department.");
      }
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
