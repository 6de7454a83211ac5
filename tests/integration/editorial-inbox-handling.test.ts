import { describe, expect, it } from "vitest";
import { addInboxNote } from "@core/editorial/inbox/add-inbox-note";
import { assignInboxItem } from "@core/editorial/inbox/assign-inbox-item";
import { decideFeeWaiver } from "@core/editorial/inbox/decide-fee-waiver";
import { draftInboxReply } from "@core/editorial/inbox/draft-inbox-reply";
import { findInboxItem } from "@core/editorial/inbox/find-inbox-item";
import { listInboxTemplates } from "@core/editorial/inbox/list-inbox-templates";
import { updateInboxTemplate } from "@core/editorial/inbox/update-inbox-template";
import { listAuditEntries } from "@core/editorial/list-audit-entries";
import { DATABASES } from "./databases";
import { journal, setUpInboxDatabase } from "./editorial-inbox-fixture";

/**
 * The editorial inbox's handling of an item: assigned to an editor, noted, answered from the templates kept in both
 * languages, its fee waiver decided. The statuses: editorial-inbox-status.test.ts.
 */
for (const target of DATABASES) {
  describe.skipIf(!target.available)(`the editorial inbox's handling on ${target.name}`, () => {
    const { t, ids, actor } = setUpInboxDatabase(target);

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
  });
}
