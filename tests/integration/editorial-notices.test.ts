import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runCrossrefDeposit } from "@core/crossref/run-crossref-deposit";
import { issueNotice } from "@core/editorial/notices/issue-notice";
import { findDraft } from "@core/editorial/find-draft";
import { publishDraft } from "@core/editorial/publish-draft";
import { startVersionDraft } from "@core/editorial/start-version-draft";
import { listAuditEntries } from "@core/editorial/list-audit-entries";
import { buildProtocolJats } from "@core/protocols/export/build-protocol-jats";
import { findProtocolDetail } from "@core/protocols/find-protocol-detail";
import { listProtocolNotices } from "@core/protocols/list-protocol-notices";
import { loadProtocolBody } from "@core/protocols/load-protocol-body";
import { loadSummaries } from "@core/protocols/load-summaries";
import { exportLabels } from "~/lib/export-labels.server";
import { DATABASES, type TestDatabase } from "./databases";
import { hasXmllint, validateJats } from "./import-jats-helpers";

/**
 * Issue 14, ADR 0104: corrections, retractions and expressions of concern as the journal keeps them: their rules,
 * the audit log, the protocol's datestamp, and the metadata (JATS `related-article`, Crossref Crossmark updates)
 * validated against the JATS 1.3 DTD and the Crossref 5.3.1 schema.
 */
const TODAY = "2026-11-24";
const PREFIX = "10.99999";
const SCHEMA = path.resolve("tests/fixtures/crossref/crossref5.3.1.xsd");
const editor = { userId: null, name: "notices-editor@example.org" };
const options = { actor: editor, today: TODAY, doiPrefix: PREFIX };

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`correction and retraction notices on ${target.name}`, () => {
    let t: TestDatabase;
    let protocolId: number;
    let otherId: number;
    let preprintId: number;
    beforeAll(async () => {
      t = await target.create({ protocols: 40, today: "2026-11-01" });
      const journal = await t.db.selectFrom("protocols").select("id").where("kind", "=", "bp").where("status", "=", "published").orderBy("id").limit(2).execute();
      protocolId = journal[0]!.id;
      otherId = journal[1]!.id;
      preprintId = (await t.db.selectFrom("protocols").select("id").where("kind", "=", "bpp").orderBy("id").executeTakeFirstOrThrow()).id;
    });
    afterAll(async () => t?.drop());

    it("issues a correction with its own DOI, moves the protocol's datestamp and writes the audit log", async () => {
      const before = await t.db.selectFrom("protocols").select("updated_at").where("id", "=", protocolId).executeTakeFirstOrThrow();
      const result = await issueNotice(
        t.db,
        protocolId,
        { kind: "correction", noticeOn: "2026-11-20", textEn: "The concentration in step 3 is 2 mM, not 20 mM.", textCn: "第 3 步中的浓度应为 2 mM，而非 20 mM。" },
        { ...options, now: new Date("2026-11-24T09:00:00.000Z") },
      );
      expect(result).toMatchObject({ ok: true, doi: expect.stringMatching(/^10\.99999\/opls\.notice\.\d+$/) });
      const after = await t.db.selectFrom("protocols").select("updated_at").where("id", "=", protocolId).executeTakeFirstOrThrow();
      expect(after.updated_at).toBe("2026-11-24T09:00:00.000Z");
      expect(after.updated_at).not.toBe(before.updated_at);
      // The same form sent twice makes one notice.
      const again = await issueNotice(
        t.db,
        protocolId,
        { kind: "correction", noticeOn: "2026-11-20", textEn: "The concentration in step 3 is 2 mM, not 20 mM.", textCn: "第 3 步中的浓度应为 2 mM，而非 20 mM。" },
        options,
      );
      expect(again).toEqual(result);
      const notices = await listProtocolNotices(t.db, protocolId);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ kind: "correction", noticeOn: "2026-11-20", textCn: "第 3 步中的浓度应为 2 mM，而非 20 mM。" });
      const log = await listAuditEntries(t.db, { page: 1, entity: { type: "protocol", id: String(protocolId) } });
      expect(log.rows[0]).toMatchObject({ action: "edit", actor: editor.name, changes: { "notice.correction": [null, { date: "2026-11-20", textCn: true }] } });
    });

    it("refuses a date in the future or before the protocol went online, and a notice on a preprint", async () => {
      const input = { kind: "concern" as const, noticeOn: "2026-11-25", textEn: "Concerns were raised.", textCn: null };
      expect(await issueNotice(t.db, otherId, input, options)).toEqual({ ok: false, reason: "future" });
      expect(await issueNotice(t.db, otherId, { ...input, noticeOn: "1999-01-01" }, options)).toEqual({ ok: false, reason: "before-online" });
      expect(await issueNotice(t.db, preprintId, { ...input, noticeOn: TODAY }, options)).toEqual({ ok: false, reason: "preprint" });
      expect(await issueNotice(t.db, 999_999, { ...input, noticeOn: TODAY }, options)).toEqual({ ok: false, reason: "not-found" });
      expect(await listProtocolNotices(t.db, otherId)).toEqual([]);
    });

    it("makes a retraction final: nothing after it, even two editors at once", async () => {
      const retraction = { kind: "retraction" as const, noticeOn: TODAY, textEn: "Retracted at the authors' request: the cell line was misidentified.", textCn: null };
      const [a, b] = await Promise.all([
        issueNotice(t.db, otherId, retraction, options),
        issueNotice(t.db, otherId, { ...retraction, textEn: "Retracted: the cell line was misidentified." }, options),
      ]);
      expect([a.ok, b.ok].sort()).toEqual([false, true]);
      expect([a, b].find((r) => !r.ok)).toEqual({ ok: false, reason: "retracted" });
      expect(await issueNotice(t.db, otherId, { ...retraction, kind: "correction", textEn: "A typo." }, options)).toEqual({ ok: false, reason: "retracted" });
      expect((await listProtocolNotices(t.db, otherId)).map((n) => n.kind)).toEqual(["retraction"]);
      // Lists and search results (their summaries are read per request) mark it at once.
      expect((await loadSummaries(t.db, [otherId, protocolId])).map((s) => [s.id, s.retracted])).toEqual([
        [otherId, true],
        [protocolId, false],
      ]);
      // The database keeps the rule too.
      await expect(
        t.db.insertInto("protocol_notices").values({ protocol_id: otherId, kind: "retraction", notice_on: TODAY, text_en: "x", text_cn: null, created_by: null }).execute(),
      ).rejects.toThrow();
    });

    it.skipIf(!hasXmllint)("exports the notices as JATS related-article elements, valid against the JATS 1.3 DTD", async () => {
      const detail = (await findProtocolDetail(t.db, otherId))!;
      const notices = await listProtocolNotices(t.db, otherId);
      const body = (await loadProtocolBody(t.db, otherId, "en"))?.body ?? null;
      const xml = buildProtocolJats(detail, body, exportLabels("en", detail.licence, "2026"), "https://opls.example.org", null, notices);
      expect(xml).toContain(`<related-article id="notice-${notices[0]!.id}" related-article-type="retraction-forward" ext-link-type="doi" xlink:href="${notices[0]!.doi}"/>`);
      expect(() => validateJats(xml)).not.toThrow();
    });

    it("deposits each notice as its own record with Crossmark updates, valid against the Crossref 5.3.1 schema", async () => {
      const outDir = mkdtempSync(path.join(tmpdir(), "opls-notices-"));
      const config = { doiPrefix: PREFIX, depositorName: "OPLS", depositorEmail: "crossref@opls.example.org", registrant: "OPLS", origin: "https://opls.example.org" };
      const report = await runCrossrefDeposit(t.db, { selection: { since: "2026-11-15" }, outDir, config, endpoint: null, now: () => new Date("2026-11-24T10:00:00Z") });
      const noticeBatch = report.batches.find((b) => b.dois.every((d) => d.includes(".notice.")))!;
      expect(noticeBatch.dois).toHaveLength(2);
      const xml = readFileSync(noticeBatch.path, "utf8");
      const [correction, retraction] = [...(await listProtocolNotices(t.db, protocolId)), ...(await listProtocolNotices(t.db, otherId))];
      const protocolDoi = (id: number) => t.db.selectFrom("protocols").select("doi").where("id", "=", id).executeTakeFirstOrThrow();
      expect(xml).toContain(`<update type="correction" date="2026-11-20">${(await protocolDoi(protocolId)).doi}</update>`);
      expect(xml).toContain(`<update type="retraction" date="${TODAY}">${(await protocolDoi(otherId)).doi}</update>`);
      expect(xml).toContain(`<doi>${correction!.doi}</doi><resource>https://opls.example.org/en/notice?id=${correction!.id}</resource>`);
      expect(xml).toContain(`<doi>${retraction!.doi}</doi>`);
      expect(xml).toContain("<crossmark_policy>10.99999/opls.crossmark-policy</crossmark_policy>");
      // One protocol's deposit carries its notices too.
      const one = await runCrossrefDeposit(t.db, { selection: { protocol: protocolId }, outDir, config, endpoint: null });
      expect(one.batches.flatMap((b) => b.dois)).toEqual([(await protocolDoi(protocolId)).doi, correction!.doi]);
      if (hasXmllint) {
        const r = spawnSync("xmllint", ["--nonet", "--noout", "--schema", SCHEMA, ...report.batches.map((b) => b.path), ...one.batches.map((b) => b.path)], { encoding: "utf8" });
        expect(r.status, r.stderr).toBe(0);
      }
    });

    it("keeps a next version opened before the retraction from going online", async () => {
      const third = (await t.db.selectFrom("protocols").select("id").where("kind", "=", "bp").where("id", "not in", [protocolId, otherId]).orderBy("id").executeTakeFirstOrThrow()).id;
      const started = await startVersionDraft(t.db, third, editor);
      if (!started.ok) throw new Error("no draft");
      const retraction = { kind: "retraction" as const, noticeOn: TODAY, textEn: "Retracted: the antibody did not recognise its target.", textCn: null };
      expect((await issueNotice(t.db, third, retraction, options)).ok).toBe(true);
      const stored = (await findDraft(t.db, started.draftId))!;
      expect(await publishDraft(t.db, started.draftId, stored.lockVersion, { actor: editor, doiPrefix: PREFIX, today: TODAY })).toEqual({ ok: false, reason: "retracted" });
      expect((await findDraft(t.db, started.draftId))!.publishedProtocolId).toBeNull();
      expect((await findProtocolDetail(t.db, third))!.versions).toEqual([]);
    });
  });
}
