import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, isoDay } from "@core/dates/iso-day";
import { assignProtocolToIssue } from "@core/editorial/issues/assign-protocol-to-issue";
import { createIssue } from "@core/editorial/issues/create-issue";
import { findEditorialIssue } from "@core/editorial/issues/find-editorial-issue";
import type { IssueFormInput } from "@core/editorial/issues/issue-forms";
import { listAssignableProtocols } from "@core/editorial/issues/list-assignable-protocols";
import { listEditorialIssues } from "@core/editorial/issues/list-editorial-issues";
import { moveIssueProtocol } from "@core/editorial/issues/move-issue-protocol";
import { publishIssue } from "@core/editorial/issues/publish-issue";
import { removeProtocolFromIssue } from "@core/editorial/issues/remove-protocol-from-issue";
import { setIssueElocation } from "@core/editorial/issues/set-issue-elocation";
import { updateIssueDetails } from "@core/editorial/issues/update-issue-details";
import { listAuditEntries } from "@core/editorial/list-audit-entries";
import { buildSitemapIndex, streamSitemap } from "@core/harvest/stream-sitemap";
import { findIssue } from "@core/issues/find-issue";
import { listIssueProtocols } from "@core/issues/list-issue-protocols";
import { listRecentIssues } from "@core/issues/list-recent-issues";
import { countVolumes, listVolumesWithIssues } from "@core/issues/list-volumes-with-issues";
import { listInPress } from "@core/protocols/list-reading-lists";
import { reindexProtocols } from "@core/search/index-protocol";
import { listSearchOptions } from "@core/search/list-search-options";
import { parseSearchParams } from "@core/search/search-params";
import { searchProtocols } from "@core/search/search-protocols";
import { DATABASES, type TestDatabase } from "./databases";

const editor = { userId: null, name: "editor@example.org" };
const today = isoDay();

const issueInput = (overrides: Partial<IssueFormInput> = {}): IssueFormInput => ({
  volume: 16,
  year: Number(today.slice(0, 4)),
  number: 22,
  publishedOn: today,
  coverUrl: "/images/covers/issue-3.svg",
  titleEn: "Organoids and Tissue Engineering",
  titleCn: "类器官与组织工程",
  noteEn: "",
  noteCn: "",
  ...overrides,
});

async function text(stream: ReadableStream<Uint8Array> | null): Promise<string> {
  return stream ? new Response(stream).text() : "";
}

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`editorial issues on ${target.name}`, () => {
    let t: TestDatabase;
    let oldIssue: number;
    beforeAll(async () => {
      t = await target.create();
      const volume = await t.db.insertInto("volumes").values({ number: 15, year: 2025 }).returning("id").executeTakeFirstOrThrow();
      oldIssue = (
        await t.db
          .insertInto("issues")
          .values({ volume_id: volume.id, number: 24, published_on: "2025-12-20", cover_url: "/images/covers/issue-1.svg" })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
      const protocol = (id: number, status: "published" | "in_press" | "corrected_proof", kind: "bp" | "bpp" = "bp") => ({
        id,
        kind,
        status,
        doi: `10.99999/opls.${id}`,
        elocation: kind === "bp" ? `e${id}` : null,
        title_en: `Protocol ${id}: Isolating Intact Nuclei from Frozen Mouse Brain Tissue`,
        title_cn: `实验方案 ${id}：从冷冻小鼠脑组织中分离完整细胞核`,
        abstract_en: "A sucrose-cushion method for single-nucleus RNA sequencing.",
        abstract_cn: "一种用于单细胞核 RNA 测序的蔗糖垫层方法。",
        received_on: "2025-09-01",
        accepted_on: "2025-11-01",
        online_on: "2025-11-20",
        published_on: status === "published" ? "2025-12-20" : null,
        issue_id: status === "published" && kind === "bp" ? oldIssue : null,
        video_id: null,
        journal_version_id: null,
      });
      await t.db
        .insertInto("protocols")
        .values([protocol(1, "published"), protocol(101, "in_press"), protocol(102, "corrected_proof"), protocol(103, "in_press"), protocol(104, "published", "bpp")])
        .execute();
      await reindexProtocols(t.db, [1, 101, 102, 103, 104]);
    });
    afterAll(async () => t?.drop());

    let issue: number;

    it("creates a scheduled issue and its volume, once; a volume keeps its year", async () => {
      const created = await createIssue(t.db, issueInput(), editor);
      expect(created.ok).toBe(true);
      issue = created.ok ? created.id : 0;
      expect(await createIssue(t.db, issueInput(), editor)).toEqual({ ok: false, reason: "exists" });
      expect(await createIssue(t.db, issueInput({ number: 23, year: 2019 }), editor)).toEqual({ ok: false, reason: "volumeYear" });
      const rows = await listEditorialIssues(t.db);
      expect(rows.map((r) => [r.volume, r.number, r.state])).toEqual([
        [16, 22, "scheduled"],
        [15, 24, "published"],
      ]);
      expect(rows[1]!.protocolCount).toBe(1);
      const log = await listAuditEntries(t.db, { page: 1, entity: { type: "issue", id: String(issue) } });
      expect(log.rows[0]).toMatchObject({ action: "create", changes: { volume: [null, 16], number: [null, 22] } });
    });

    it("keeps a scheduled issue off every public list: archive, current issue, issue page, sitemaps, search years", async () => {
      expect(await findIssue(t.db, issue)).toBeNull();
      expect((await listRecentIssues(t.db, 5)).map((i) => i.id)).toEqual([oldIssue]);
      expect((await listVolumesWithIssues(t.db, 10, 0)).map((v) => v.number)).toEqual([15]);
      expect(await countVolumes(t.db)).toBe(1);
      const sitemap = await text(await streamSitemap(t.db, "issues.xml", { origin: "https://opls.example.org" }));
      expect(sitemap).toContain(`issue=${oldIssue}`);
      expect(sitemap).not.toContain(`issue=${issue}`);
      expect(await buildSitemapIndex(t.db, { origin: "https://opls.example.org" })).toContain("2025-12-20");
      expect((await listSearchOptions(t.db)).firstYear).toBe(2025);
    });

    it("assigns in-press protocols once, orders them, and refuses a stale or repeated move", async () => {
      expect((await listAssignableProtocols(t.db)).map((p) => p.id)).toEqual([101, 102, 103]);
      expect(await assignProtocolToIssue(t.db, issue, 101, editor)).toEqual({ ok: true });
      expect(await assignProtocolToIssue(t.db, issue, 102, editor)).toEqual({ ok: true });
      expect(await assignProtocolToIssue(t.db, issue, 101, editor)).toEqual({ ok: false, reason: "taken" });
      expect(await assignProtocolToIssue(t.db, issue, 1, editor)).toEqual({ ok: false, reason: "taken" });
      expect(await assignProtocolToIssue(t.db, issue, 104, editor)).toEqual({ ok: false, reason: "taken" });

      const other = await createIssue(t.db, issueInput({ number: 23, publishedOn: addDays(today, 30) }), editor);
      const otherId = other.ok ? other.id : 0;
      expect(await assignProtocolToIssue(t.db, otherId, 101, editor)).toEqual({ ok: false, reason: "taken" });
      expect((await listAssignableProtocols(t.db)).map((p) => p.id)).toEqual([103]);

      expect(await moveIssueProtocol(t.db, issue, 102, 2, "up", editor)).toEqual({ ok: true });
      expect(await moveIssueProtocol(t.db, issue, 102, 2, "up", editor)).toEqual({ ok: false, reason: "stale" });
      expect(await moveIssueProtocol(t.db, issue, 102, 1, "up", editor)).toEqual({ ok: false, reason: "stale" });
      const found = await findEditorialIssue(t.db, issue);
      expect(found?.protocols.map((p) => [p.protocolId, p.position, p.elocation])).toEqual([
        [102, 1, "e101"],
        [101, 2, "e102"],
      ]);

      expect(await assignProtocolToIssue(t.db, issue, 103, editor)).toEqual({ ok: true });
      expect(await removeProtocolFromIssue(t.db, issue, 103, editor)).toEqual({ ok: true });
      expect(await removeProtocolFromIssue(t.db, issue, 103, editor)).toEqual({ ok: false, reason: "stale" });
    });

    it("lets an editor type an e-location no other protocol has", async () => {
      expect(await setIssueElocation(t.db, issue, 101, "e1", editor)).toEqual({ ok: false, reason: "taken" });
      expect(await setIssueElocation(t.db, issue, 101, "e103", editor)).toEqual({ ok: false, reason: "taken" });
      expect(await setIssueElocation(t.db, issue, 101, "e5301", editor)).toEqual({ ok: true });
      const found = await findEditorialIssue(t.db, issue);
      expect(found?.protocols.map((p) => [p.protocolId, p.elocation, p.elocationSet])).toEqual([
        [102, "e101", false],
        [101, "e5301", true],
      ]);
    });

    it("changes a scheduled issue's details and logs them", async () => {
      const details = { publishedOn: today, coverUrl: "", titleEn: "Organoids", titleCn: "类器官", noteEn: "Six protocols on organoids.\n\nWe thank the reviewers.", noteCn: "" };
      expect(await updateIssueDetails(t.db, issue, details, editor)).toEqual({ ok: true });
      const found = await findEditorialIssue(t.db, issue);
      expect(found).toMatchObject({ coverUrl: null, titleEn: "Organoids", titleCn: "类器官", noteCn: null });
      const log = await listAuditEntries(t.db, { page: 1, entity: { type: "issue", id: String(issue) } });
      expect(log.rows[0]).toMatchObject({ action: "edit", changes: { cover_url: ["/images/covers/issue-3.svg", null], note_en: [null, "…"] } });
    });

    it("refuses to publish an empty issue or one whose date has not come", async () => {
      const empty = await createIssue(t.db, issueInput({ number: 24 }), editor);
      expect(await publishIssue(t.db, empty.ok ? empty.id : 0, { actor: editor, today })).toEqual({ ok: false, reason: "empty" });
      const future = (await listEditorialIssues(t.db)).find((r) => r.number === 23)!;
      expect(await assignProtocolToIssue(t.db, future.id, 103, editor)).toEqual({ ok: true });
      expect(await publishIssue(t.db, future.id, { actor: editor, today })).toEqual({ ok: false, reason: "future" });
      expect(await removeProtocolFromIssue(t.db, future.id, 103, editor)).toEqual({ ok: true });
      expect(await publishIssue(t.db, 99_999, { actor: editor, today })).toEqual({ ok: false, reason: "not-found" });
    });

    it("publishes the issue once, in one go: protocols published in it, off /press, current issue, archive, audit", async () => {
      const [a, b] = await Promise.all([publishIssue(t.db, issue, { actor: editor, today }), publishIssue(t.db, issue, { actor: editor, today })]);
      const results = [a, b].map((r) => (r.ok ? "ok" : r.reason)).sort();
      expect(results).toEqual(["ok", "published"]);

      const protocols = await t.db.selectFrom("protocols").select(["id", "status", "published_on", "issue_id", "elocation"]).where("id", "in", [101, 102]).orderBy("id").execute();
      expect(protocols).toEqual([
        { id: 101, status: "published", published_on: today, issue_id: issue, elocation: "e5301" },
        { id: 102, status: "published", published_on: today, issue_id: issue, elocation: "e101" },
      ]);
      expect((await listInPress(t.db, 10)).map((p) => p.id)).toEqual([103]);
      expect((await listRecentIssues(t.db, 1))[0]).toMatchObject({ id: issue, volume: 16, number: 22, protocolCount: 2 });
      expect(await findIssue(t.db, issue)).toMatchObject({ id: issue, protocolCount: 2, titleEn: "Organoids", noteEn: "Six protocols on organoids.\n\nWe thank the reviewers." });
      expect((await listIssueProtocols(t.db, issue, 10, 0)).map((p) => p.id)).toEqual([102, 101]);
      const details = { publishedOn: today, coverUrl: "", titleEn: "", titleCn: "", noteEn: "", noteCn: "" };
      expect(await updateIssueDetails(t.db, issue, details, editor)).toEqual({ ok: false, reason: "issue" });
      expect((await listVolumesWithIssues(t.db, 10, 0)).map((v) => [v.number, v.issues.map((i) => i.number)])).toEqual([
        [16, [22]],
        [15, [24]],
      ]);
      const sitemap = await text(await streamSitemap(t.db, "issues.xml", { origin: "https://opls.example.org" }));
      expect(sitemap).toContain(`issue=${issue}`);
      const hits = await searchProtocols(t.db, parseSearchParams(new URLSearchParams({ content: "sucrose" })), { lang: "en", signedIn: true });
      expect(hits.hits.map((h) => h.summary.id)).toEqual(expect.arrayContaining([101, 102]));

      const log = await listAuditEntries(t.db, { page: 1, entity: { type: "issue", id: String(issue) } });
      expect(log.rows[0]).toMatchObject({ action: "publish", changes: { state: ["scheduled", "published"], protocols: [null, [102, 101]] } });
      const protocolLog = await listAuditEntries(t.db, { page: 1, entity: { type: "protocol", id: "102" } });
      expect(protocolLog.rows[0]).toMatchObject({ action: "publish", changes: { status: ["corrected_proof", "published"], issue: [null, issue] } });

      expect(await assignProtocolToIssue(t.db, issue, 103, editor)).toEqual({ ok: false, reason: "issue" });
      expect(await moveIssueProtocol(t.db, issue, 101, 2, "up", editor)).toEqual({ ok: false, reason: "issue" });
      const found = await findEditorialIssue(t.db, issue);
      expect(found?.state).toBe("published");
      expect(found?.protocols.map((p) => [p.protocolId, p.elocation])).toEqual([
        [102, "e101"],
        [101, "e5301"],
      ]);
    });

    it("undoes the whole publication when a protocol left press meanwhile", async () => {
      const created = await createIssue(t.db, issueInput({ number: 25 }), editor);
      const id = created.ok ? created.id : 0;
      expect(await assignProtocolToIssue(t.db, id, 103, editor)).toEqual({ ok: true });
      await t.db.updateTable("protocols").set({ status: "published" }).where("id", "=", 103).execute();
      expect(await publishIssue(t.db, id, { actor: editor, today })).toEqual({ ok: false, reason: "changed" });
      expect((await findEditorialIssue(t.db, id))?.state).toBe("scheduled");
      expect((await t.db.selectFrom("protocols").select("issue_id").where("id", "=", 103).executeTakeFirstOrThrow()).issue_id).toBeNull();
    });
  });
}
