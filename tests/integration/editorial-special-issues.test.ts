import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAuditEntries } from "@core/editorial/list-audit-entries";
import { addSectionProtocol } from "@core/editorial/special-issues/add-section-protocol";
import { addSpecialIssuePerson } from "@core/editorial/special-issues/add-special-issue-person";
import { addSpecialIssueSection } from "@core/editorial/special-issues/add-special-issue-section";
import { createSpecialIssue } from "@core/editorial/special-issues/create-special-issue";
import { findEditorialSpecialIssue } from "@core/editorial/special-issues/find-editorial-special-issue";
import { listEditorialSpecialIssues } from "@core/editorial/special-issues/list-editorial-special-issues";
import { moveSectionProtocol } from "@core/editorial/special-issues/move-section-protocol";
import { moveSpecialIssuePerson } from "@core/editorial/special-issues/move-special-issue-person";
import { moveSpecialIssueSection } from "@core/editorial/special-issues/move-special-issue-section";
import { removeSectionProtocol } from "@core/editorial/special-issues/remove-section-protocol";
import { removeSpecialIssuePerson } from "@core/editorial/special-issues/remove-special-issue-person";
import { removeSpecialIssueSection } from "@core/editorial/special-issues/remove-special-issue-section";
import { renameSpecialIssueSection } from "@core/editorial/special-issues/rename-special-issue-section";
import { setSpecialIssueState } from "@core/editorial/special-issues/set-special-issue-state";
import type { SpecialIssueDetails } from "@core/editorial/special-issues/special-issue-forms";
import { updateSpecialIssueDetails } from "@core/editorial/special-issues/update-special-issue-details";
import { findSpecialIssue } from "@core/special-issues/find-special-issue";
import { listSpecialIssues } from "@core/special-issues/list-special-issues";
import { DATABASES, type TestDatabase } from "./databases";

const editor = { userId: null, name: "editor@example.org" };

const details = (overrides: Partial<SpecialIssueDetails> = {}): SpecialIssueDetails => ({
  slug: "stem-cell-methods",
  titleEn: "Stem Cell Methods",
  titleCn: "干细胞方法",
  descriptionEn: "Deriving, growing and differentiating stem cells.",
  descriptionCn: "干细胞的建系、培养与分化。",
  coverUrl: "/images/covers/issue-2.svg",
  publishedOn: "2026-01-15",
  ...overrides,
});

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`editorial special issues on ${target.name}`, () => {
    let t: TestDatabase;
    let id: number;
    let first: number;
    let second: number;
    beforeAll(async () => {
      t = await target.create();
      const protocol = (pid: number, onlineOn: string | null) => ({
        id: pid,
        kind: "bp" as const,
        status: onlineOn ? ("published" as const) : ("in_press" as const),
        doi: `10.99999/opls.${pid}`,
        elocation: `e${pid}`,
        title_en: `Protocol ${pid}: Deriving Human iPSCs`,
        title_cn: `实验方案 ${pid}：人诱导多能干细胞的建系`,
        abstract_en: "A protocol.",
        abstract_cn: "一个实验方案。",
        received_on: "2025-09-01",
        accepted_on: "2025-11-01",
        online_on: onlineOn,
        published_on: onlineOn,
        issue_id: null,
        video_id: null,
        journal_version_id: null,
      });
      await t.db.insertInto("protocols").values([protocol(31, "2025-11-20"), protocol(32, "2025-12-01"), protocol(33, "2026-02-01"), protocol(34, null)]).execute();
    });
    afterAll(async () => t?.drop());

    it("creates a draft that readers do not see; slugs are unique", async () => {
      const created = await createSpecialIssue(t.db, details(), editor);
      id = created.ok ? created.id : 0;
      expect(id).toBeGreaterThan(0);
      expect(await createSpecialIssue(t.db, details({ titleEn: "Again" }), editor)).toEqual({ ok: false, reason: "slug" });
      expect((await listEditorialSpecialIssues(t.db)).find((s) => s.id === id)?.state).toBe("draft");
      expect(await listSpecialIssues(t.db, "en")).toEqual([]);
      expect(await findSpecialIssue(t.db, "en", id)).toBeNull();
    });

    it("adds, renames and orders sections; an empty section can be removed, a full one not", async () => {
      await addSpecialIssueSection(t.db, id, { titleEn: "Derivation", titleCn: "建系" }, editor);
      await addSpecialIssueSection(t.db, id, { titleEn: "Differentiation", titleCn: "分化" }, editor);
      await addSpecialIssueSection(t.db, id, { titleEn: "Spare", titleCn: "备用" }, editor);
      let issue = (await findEditorialSpecialIssue(t.db, id))!;
      [first, second] = [issue.sections[0]!.id, issue.sections[1]!.id];
      const spare = issue.sections[2]!.id;
      expect(await moveSpecialIssueSection(t.db, id, second, 2, "up", editor)).toEqual({ ok: true });
      expect(await moveSpecialIssueSection(t.db, id, second, 2, "up", editor)).toEqual({ ok: false, reason: "stale" });
      expect(await renameSpecialIssueSection(t.db, id, second, { titleEn: "Directed Differentiation", titleCn: "定向分化" }, editor)).toEqual({ ok: true });
      expect(await removeSpecialIssueSection(t.db, id, spare, editor)).toEqual({ ok: true });
      issue = (await findEditorialSpecialIssue(t.db, id))!;
      expect(issue.sections.map((s) => [s.titleEn, s.position])).toEqual([
        ["Directed Differentiation", 1],
        ["Derivation", 2],
      ]);
    });

    it("adds protocols online to a section, once per special issue, and orders and removes them", async () => {
      expect(await addSectionProtocol(t.db, id, first, 31, editor)).toEqual({ ok: true });
      expect(await addSectionProtocol(t.db, id, first, 32, editor)).toEqual({ ok: true });
      expect(await addSectionProtocol(t.db, id, second, 33, editor)).toEqual({ ok: true });
      expect(await addSectionProtocol(t.db, id, second, 31, editor)).toEqual({ ok: false, reason: "already" });
      expect(await addSectionProtocol(t.db, id, first, 34, editor)).toEqual({ ok: false, reason: "offline" });
      expect(await addSectionProtocol(t.db, id, first, 999_999, editor)).toEqual({ ok: false, reason: "unknown" });
      expect(await addSectionProtocol(t.db, id, 999_999, 31, editor)).toEqual({ ok: false, reason: "not-found" });
      expect(await removeSpecialIssueSection(t.db, id, first, editor)).toEqual({ ok: false, reason: "notEmpty" });
      expect(await moveSectionProtocol(t.db, id, first, 32, 2, "up", editor)).toEqual({ ok: true });
      expect(await moveSectionProtocol(t.db, id, first, 32, 2, "up", editor)).toEqual({ ok: false, reason: "stale" });
      const issue = (await findEditorialSpecialIssue(t.db, id))!;
      expect(issue.sections.find((s) => s.id === first)!.protocols.map((p) => p.protocolId)).toEqual([32, 31]);
      expect(await removeSectionProtocol(t.db, id, second, 33, editor)).toEqual({ ok: true });
    });

    it("orders people within their role", async () => {
      const person = (nameEn: string, role: "managing_editor" | "associate_editor") => ({ role, nameEn, nameCn: `${nameEn}（中）`, affiliationEn: "", affiliationCn: "" });
      await addSpecialIssuePerson(t.db, id, person("Ada Lee", "associate_editor"), editor);
      await addSpecialIssuePerson(t.db, id, person("Bo Chen", "managing_editor"), editor);
      await addSpecialIssuePerson(t.db, id, person("Cy Park", "associate_editor"), editor);
      let people = (await findEditorialSpecialIssue(t.db, id))!.people;
      const cy = people.find((p) => p.nameEn === "Cy Park")!;
      expect(cy.position).toBe(2);
      expect(await moveSpecialIssuePerson(t.db, id, cy.id, 2, "up", editor)).toEqual({ ok: true });
      people = (await findEditorialSpecialIssue(t.db, id))!.people;
      expect(people.filter((p) => p.role === "associate_editor").map((p) => p.nameEn)).toEqual(["Cy Park", "Ada Lee"]);
      const bo = people.find((p) => p.nameEn === "Bo Chen")!;
      expect(await removeSpecialIssuePerson(t.db, id, bo.id, editor)).toEqual({ ok: true });
    });

    it("publishes once dated on or after its protocols; readers see it at once, in both languages", async () => {
      const empty = await createSpecialIssue(t.db, details({ slug: "empty-one" }), editor);
      expect(await setSpecialIssueState(t.db, empty.ok ? empty.id : 0, "published", editor)).toEqual({ ok: false, reason: "empty" });
      await updateSpecialIssueDetails(t.db, id, details({ publishedOn: "2025-11-25" }), editor);
      expect(await setSpecialIssueState(t.db, id, "published", editor)).toEqual({ ok: false, reason: "early" });
      expect(await updateSpecialIssueDetails(t.db, id, details({ publishedOn: "2026-01-15" }), editor)).toEqual({ ok: true });
      expect(await setSpecialIssueState(t.db, id, "published", editor)).toEqual({ ok: true });
      expect(await updateSpecialIssueDetails(t.db, id, details({ publishedOn: "2025-11-25" }), editor)).toEqual({ ok: false, reason: "early" });
      expect(await addSectionProtocol(t.db, id, second, 33, editor)).toEqual({ ok: false, reason: "early" });
      const cn = (await findSpecialIssue(t.db, "cn", id))!;
      expect(cn.title).toBe("干细胞方法");
      expect(cn.sections.map((s) => s.title)).toEqual(["定向分化", "建系"]);
      expect(cn.sections[1]!.protocols.map((p) => p.id)).toEqual([32, 31]);
      expect(cn.associateEditors.map((p) => p.name)).toEqual(["Cy Park（中）", "Ada Lee（中）"]);
      expect((await listSpecialIssues(t.db, "en")).map((s) => s.id)).toEqual([id]);
      expect(await setSpecialIssueState(t.db, id, "draft", editor)).toEqual({ ok: true });
      expect(await findSpecialIssue(t.db, "en", id)).toBeNull();
      const log = await listAuditEntries(t.db, { page: 1, entity: { type: "special_issue", id: String(id) } });
      // Newest first: back to draft, then the publication.
      expect(log.rows.slice(0, 2).map((r) => [r.action, r.changes])).toEqual([
        ["status", { state: ["published", "draft"] }],
        ["publish", { state: ["draft", "published"] }],
      ]);
    });
  });
}
