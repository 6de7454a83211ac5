import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDraft } from "@core/editorial/create-draft";
import { findDraft } from "@core/editorial/find-draft";
import { listAuditEntries } from "@core/editorial/list-audit-entries";
import { listEditorialProtocols } from "@core/editorial/list-editorial-protocols";
import { listOpenDrafts } from "@core/editorial/list-open-drafts";
import type { EditorialDraft } from "@core/editorial/draft-schema";
import { publishDraft } from "@core/editorial/publish-draft";
import { saveDraft } from "@core/editorial/save-draft";
import { findProtocolDetail } from "@core/protocols/find-protocol-detail";
import { findProtocolVersion } from "@core/protocols/find-protocol-version";
import { listInPress } from "@core/protocols/list-reading-lists";
import { loadProtocolBody } from "@core/protocols/load-protocol-body";
import { searchProtocols } from "@core/search/search-protocols";
import { parseSearchParams } from "@core/search/search-params";
import { setUserRole } from "@core/users/set-user-role";
import { listStaff } from "@core/users/list-staff";
import { bodyFromText } from "@core/editorial/simple-body";
import { startVersionDraft } from "@core/editorial/start-version-draft";
import { findOpenVersionDraft } from "@core/editorial/find-open-version-draft";
import { importJatsDraft } from "@core/editorial/import-jats-draft";
import { linkPreprint } from "@core/editorial/link-preprint";
import { readFileSync } from "node:fs";
import path from "node:path";
import { DATABASES, type TestDatabase } from "./databases";
import { SAMPLE_FILES } from "./import-jats-helpers";

const editor = { userId: null, name: "editor@example.org" };

function draft(overrides: Partial<EditorialDraft> = {}): EditorialDraft {
  return {
    kind: "bp",
    titleEn: "Quantifying Mitochondrial Membrane Potential in Cultured Cardiomyocytes with TMRM",
    titleCn: "利用 TMRM 定量检测培养心肌细胞的线粒体膜电位",
    abstractEn: "Tetramethylrhodamine methyl ester (TMRM) accumulates in polarised mitochondria.",
    abstractCn: "四甲基罗丹明甲酯（TMRM）在极化的线粒体中积累。",
    keywordsEn: ["TMRM", "mitochondria"],
    keywordsCn: ["TMRM", "线粒体"],
    authors: [
      { nameEn: "Lin Qiao", nameCn: "林乔", orcid: "0000-0002-1825-0097", affiliations: ["Department of Physiology, Example University"], corresponding: true, email: "qiao.lin@example.org" },
    ],
    categoryIds: [4],
    organisms: ["Rattus norvegicus", "Gallus gallus domesticus"],
    licence: "CC BY 4.0",
    receivedOn: "2026-09-01",
    acceptedOn: "2026-11-02",
    body: bodyFromText({
      background: "TMRM is a cationic dye [1].",
      materials: "TMRM | Thermo Fisher Scientific | T668",
      steps: "Load cells with 20 nM TMRM for 30 min at 37 °C.\nCritical: keep the dye in the imaging medium.\n\nAdd 1 µM FCCP to depolarise.",
      references: "Scaduto RC, Grotyohann LW (1999). Biophys J 76: 469–477. | 10.1016/S0006-3495(99)77214-0",
    }),
    bodyCn: bodyFromText({
      background: "TMRM 是一种阳离子染料 [1]。",
      materials: "TMRM | Thermo Fisher Scientific | T668",
      steps: "用 20 nM TMRM 于 37 °C 孵育细胞 30 min。\n关键：成像培养基中须保留染料。\n\n加入 1 µM FCCP 使线粒体去极化。",
      references: "Scaduto RC, Grotyohann LW (1999). Biophys J 76: 469–477. | 10.1016/S0006-3495(99)77214-0",
    }),
    versionNote: null,
    doi: null,
    ...overrides,
  };
}

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`editorial publishing on ${target.name}`, () => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await target.create();
      await t.db.insertInto("organisms").values({ name_en: "Rattus norvegicus", name_cn: "大鼠" }).execute();
    });
    afterAll(async () => t?.drop());

    it("sets roles from the command's operation and logs each change", async () => {
      expect(await setUserRole(t.db, "nobody@example.org", "editor", editor)).toEqual({ ok: false, reason: "unknown-user" });
      await t.db.insertInto("users").values({ email: "chief.editor@example.org", username: "chief", password_hash: "x" }).execute();
      const result = await setUserRole(t.db, "chief.editor@EXAMPLE.org", "admin", { userId: null, name: "command line" });
      expect(result).toMatchObject({ ok: true, before: "none", after: "admin" });
      const again = await setUserRole(t.db, "chief.editor@example.org", "admin", { userId: null, name: "command line" });
      expect(again).toMatchObject({ ok: true, before: "admin", after: "admin" });
      expect((await listStaff(t.db)).map((m) => [m.email, m.role])).toEqual([["chief.editor@example.org", "admin"]]);
      const log = await listAuditEntries(t.db, { page: 1 });
      const roleEntries = log.rows.filter((r) => r.action === "role");
      expect(roleEntries).toHaveLength(1);
      expect(roleEntries[0]).toMatchObject({ actor: "command line", entityType: "user", changes: { role: ["none", "admin"] } });
    });

    it("creates one draft per form, refuses a stale save, and logs changed fields", async () => {
      const id = await createDraft(t.db, draft(), editor, "key-0123456789abcdef");
      expect(await createDraft(t.db, draft(), editor, "key-0123456789abcdef")).toBe(id);
      expect((await listOpenDrafts(t.db)).map((d) => d.id)).toEqual([id]);
      const first = await saveDraft(t.db, id, 1, draft({ titleEn: "Quantifying Mitochondrial Membrane Potential with TMRM" }), editor);
      expect(first).toEqual({ ok: true, lockVersion: 2 });
      // A second editor who opened version 1 cannot overwrite the first one's save.
      expect(await saveDraft(t.db, id, 1, draft({ abstractEn: "Other text." }), { userId: null, name: "other@example.org" })).toEqual({
        ok: false,
        reason: "stale",
      });
      expect((await findDraft(t.db, id))!.draft.abstractEn).toBe(draft().abstractEn);
      const history = await listAuditEntries(t.db, { page: 1, entity: { type: "draft", id: String(id) } });
      expect(history.rows.map((r) => r.action)).toEqual(["edit", "create"]);
      expect(history.rows[0]!.changes).toEqual({
        titleEn: [draft().titleEn, "Quantifying Mitochondrial Membrane Potential with TMRM"],
      });
    });

    it("puts a draft online in press with its DOI, texts, authors and index entry, once", async () => {
      const id = await createDraft(t.db, draft({ titleEn: "Imaging Calcium Sparks in Isolated Rat Ventricular Myocytes" }), editor, null);
      const stale = await publishDraft(t.db, id, 7, { actor: editor, doiPrefix: "10.55555", today: "2026-11-23" });
      expect(stale).toEqual({ ok: false, reason: "stale" });
      const result = await publishDraft(t.db, id, 1, { actor: editor, doiPrefix: "10.55555", today: "2026-11-23" });
      if (!result.ok) throw new Error(result.reason);
      expect(result.status).toBe("in_press");
      expect(result.doi).toBe(`10.55555/opls.${result.protocolId}`);
      expect(await publishDraft(t.db, id, 2, { actor: editor, doiPrefix: "10.55555", today: "2026-11-23" })).toEqual({
        ok: false,
        reason: "published",
      });

      const p = (await findProtocolDetail(t.db, result.protocolId))!;
      expect(p).toMatchObject({ status: "in_press", kind: "bp", onlineOn: "2026-11-23", publishedOn: null, acceptedOn: "2026-11-02" });
      expect(p.titleCn).toBe(draft().titleCn);
      expect(p.authors[0]).toMatchObject({ nameEn: "Lin Qiao", nameCn: "林乔", corresponding: true });
      expect((await loadProtocolBody(t.db, result.protocolId, "cn"))!.lang).toBe("cn");
      const organisms = await t.db
        .selectFrom("protocol_organisms")
        .innerJoin("organisms", "organisms.id", "protocol_organisms.organism_id")
        .select("organisms.name_en")
        .where("protocol_id", "=", result.protocolId)
        .execute();
      expect(organisms.map((o) => o.name_en).sort()).toEqual(["Gallus gallus domesticus", "Rattus norvegicus"]);

      expect((await listInPress(t.db, 20)).map((s) => s.id)).toContain(result.protocolId);
      for (const [lang, content] of [["en", "calcium sparks"], ["cn", "线粒体膜电位"]] as const) {
        const found = await searchProtocols(t.db, parseSearchParams(new URLSearchParams({ content })), { lang, signedIn: true });
        expect(found.hits.map((h) => h.summary.id)).toContain(result.protocolId);
      }
      const stored = (await findDraft(t.db, id))!;
      expect(stored.publishedProtocolId).toBe(result.protocolId);
      expect((await listOpenDrafts(t.db)).map((d) => d.id)).not.toContain(id);
      const log = await listAuditEntries(t.db, { page: 1, entity: { type: "protocol", id: String(result.protocolId) } });
      expect(log.rows[0]).toMatchObject({ action: "publish", changes: { status: [null, "in_press"] } });
    });

    it("corrects a protocol online as its next version: same id and DOI, old version kept, index updated", async () => {
      const created = await createDraft(t.db, draft({ titleEn: "Patch-clamp Recording of Sodium Currents in HEK293 Cells" }), editor, null);
      const online = await publishDraft(t.db, created, 1, { actor: editor, doiPrefix: "10.55555", today: "2026-11-10" });
      if (!online.ok) throw new Error(online.reason);
      const started = await startVersionDraft(t.db, online.protocolId, editor);
      if (!started.ok) throw new Error(started.reason);
      const versionDraft = started.draftId;
      // A second editor asking for the next version gets the same draft.
      expect(await startVersionDraft(t.db, online.protocolId, { userId: null, name: "other@example.org" })).toEqual({
        ok: true,
        draftId: versionDraft,
        created: false,
      });
      expect(await findOpenVersionDraft(t.db, online.protocolId)).toBe(versionDraft);
      const opened = (await findDraft(t.db, versionDraft))!;
      expect(opened.protocolId).toBe(online.protocolId);
      expect(opened.draft.titleEn).toBe("Patch-clamp Recording of Sodium Currents in HEK293 Cells");
      const corrected = {
        ...opened.draft,
        titleEn: "Whole-cell Patch-clamp Recording of Nav1.5 Sodium Currents in HEK293 Cells",
        body: bodyFromText({ background: "Nav1.5 carries the cardiac sodium current.", materials: "", steps: "Hold cells at −120 mV.", references: "" }),
        versionNote: { en: "Corrected the holding potential.", cn: "更正了钳制电位。" },
      };
      const saved = await saveDraft(t.db, versionDraft, opened.lockVersion, corrected, editor);
      if (!saved.ok) throw new Error(saved.reason);
      const result = await publishDraft(t.db, versionDraft, saved.lockVersion, { actor: editor, doiPrefix: "10.55555", today: "2026-11-23" });
      expect(result).toEqual({ ok: true, protocolId: online.protocolId, doi: online.doi, status: "corrected_proof" });

      const p = (await findProtocolDetail(t.db, online.protocolId))!;
      expect(p.titleEn).toBe(corrected.titleEn);
      // In press and corrected: a corrected proof (SPEC §4's flag) until its issue is published.
      expect(p.status).toBe("corrected_proof");
      expect(p.versions).toEqual([
        { version: 1, publishedOn: "2026-11-10", noteEn: "First published.", noteCn: "首次发表。", readable: true },
        { version: 2, publishedOn: "2026-11-23", noteEn: "Corrected the holding potential.", noteCn: "更正了钳制电位。", readable: false },
      ]);
      // The old version stays readable as it was (ADR 0101); the current one is the protocol page itself.
      const old = (await findProtocolVersion(t.db, online.protocolId, 1))!;
      expect(old).toMatchObject({
        version: 1,
        publishedOn: "2026-11-10",
        replacedOn: "2026-11-23",
        latest: 2,
        nextNote: { en: "Corrected the holding potential.", cn: "更正了钳制电位。" },
        titleEn: "Patch-clamp Recording of Sodium Currents in HEK293 Cells",
        authors: [{ nameEn: "Lin Qiao", nameCn: "林乔" }],
      });
      expect(JSON.stringify(old.bodies.en)).toContain("20 nM TMRM");
      expect(JSON.stringify(old.bodies.cn)).toContain("20 nM TMRM");
      expect(await findProtocolVersion(t.db, online.protocolId, 2)).toBeNull();
      expect(await findProtocolVersion(t.db, online.protocolId, 3)).toBeNull();
      const rows = await t.db.selectFrom("protocol_versions").select(["version", "snapshot"]).where("protocol_id", "=", online.protocolId).orderBy("version").execute();
      expect(JSON.parse(rows[0]!.snapshot!).titleEn).toBe("Patch-clamp Recording of Sodium Currents in HEK293 Cells");
      expect(rows[1]!.snapshot).toBeNull();
      expect((await loadProtocolBody(t.db, online.protocolId, "en"))!.body.sections[0]!.blocks[0]).toMatchObject({ type: "paragraph" });
      const search = async (content: string) =>
        (await searchProtocols(t.db, parseSearchParams(new URLSearchParams({ content })), { lang: "en", signedIn: true })).hits.map((h) => h.summary.id);
      expect(await search("Nav1.5")).toContain(online.protocolId);
      expect(await findOpenVersionDraft(t.db, online.protocolId)).toBeNull();
      const log = await listAuditEntries(t.db, { page: 1, entity: { type: "protocol", id: String(online.protocolId) } });
      expect(log.rows[0]).toMatchObject({ action: "publish", changes: { version: [1, 2], titleEn: [opened.draft.titleEn, corrected.titleEn] } });
    });

    it("imports a JATS file as a draft, and a second import of the same DOI as the next version", async () => {
      const file = SAMPLE_FILES.find((f) => path.basename(f) === "journal.pone.0153170.xml")!;
      const xml = readFileSync(file, "utf8");
      expect(await importJatsDraft(t.db, "<article><front/></article>", { kind: "bp", categoryIds: [4] }, editor)).toMatchObject({
        ok: false,
        reason: "unreadable",
      });
      const first = await importJatsDraft(t.db, xml, { kind: "bp", categoryIds: [4, 10] }, editor);
      if (!first.ok) throw new Error(first.reason);
      expect(first.protocolId).toBeNull();
      const stored = (await findDraft(t.db, first.draftId))!;
      expect(stored.draft.doi).toBe("10.1371/journal.pone.0153170");
      expect(stored.draft.categoryIds).toEqual([4, 10]);
      expect(stored.draft.body.references.length).toBeGreaterThan(10);
      const online = await publishDraft(t.db, first.draftId, stored.lockVersion, { actor: editor, doiPrefix: "10.55555", today: "2026-11-21" });
      if (!online.ok) throw new Error(online.reason);
      expect(online.doi).toBe("10.1371/journal.pone.0153170");

      const again = await importJatsDraft(t.db, xml, { kind: "bp", categoryIds: [4] }, editor);
      expect(again).toMatchObject({ ok: true, protocolId: online.protocolId });
      expect(await importJatsDraft(t.db, xml, { kind: "bp", categoryIds: [4] }, editor)).toMatchObject({ ok: false, reason: "draft-open" });
      // Out of the way of the list counts below.
      await t.db.deleteFrom("editorial_drafts").where("protocol_id", "=", online.protocolId).execute();
      await t.db.updateTable("protocols").set({ kind: "bp", status: "published", online_on: "2020-01-01" }).where("id", "=", online.protocolId).execute();
    });

    it("posts a preprint as published, and lists protocols by title, id, DOI, status and kind", async () => {
      const id = await createDraft(t.db, draft({ kind: "bpp", titleEn: "A 100% Match_Pattern Preprint on Zebrafish Fins", titleCn: null, bodyCn: null }), editor, null);
      const result = await publishDraft(t.db, id, 1, { actor: editor, doiPrefix: "10.55555", today: "2026-11-20" });
      if (!result.ok) throw new Error(result.reason);
      expect(result).toMatchObject({ status: "published", doi: `10.55555/opls.pre.${result.protocolId}` });
      const query = { q: "", status: null, kind: null, sort: "newest" as const, page: 1 };
      const all = await listEditorialProtocols(t.db, query);
      expect(all.total).toBe(4);
      expect(all.rows.map((r) => [r.kind, r.onlineOn])).toEqual([
        ["bp", "2026-11-23"],
        ["bpp", "2026-11-20"],
        ["bp", "2026-11-10"],
        ["bp", "2020-01-01"],
      ]);
      expect((await listEditorialProtocols(t.db, { ...query, q: "calcium" })).rows).toHaveLength(1);
      expect((await listEditorialProtocols(t.db, { ...query, q: "心肌" })).rows).toHaveLength(2);
      // LIKE wildcards typed by an editor are literal characters.
      expect((await listEditorialProtocols(t.db, { ...query, q: "100% match_" })).rows).toHaveLength(1);
      expect((await listEditorialProtocols(t.db, { ...query, q: "100x" })).rows).toHaveLength(0);
      expect((await listEditorialProtocols(t.db, { ...query, q: String(result.protocolId) })).rows[0]!.id).toBe(result.protocolId);
      expect((await listEditorialProtocols(t.db, { ...query, q: result.doi.toUpperCase() })).rows[0]!.id).toBe(result.protocolId);
      // One journal protocol is in press, the corrected one a corrected proof.
      expect((await listEditorialProtocols(t.db, { ...query, status: "in_press" })).rows.map((r) => r.kind)).toEqual(["bp"]);
      expect((await listEditorialProtocols(t.db, { ...query, status: "corrected_proof" })).rows.map((r) => r.kind)).toEqual(["bp"]);
      expect((await listEditorialProtocols(t.db, { ...query, kind: "bpp" })).total).toBe(1);
      expect((await listEditorialProtocols(t.db, { ...query, sort: "title" })).rows[0]!.kind).toBe("bpp");
    });

    it("gives drafts published at the same instant each their own id and DOI", async () => {
      const titles = ["Isolating Nuclei from Frozen Mouse Brain", "Staining Lipid Droplets with BODIPY 493/503", "Counting Colonies on Soft Agar", "Measuring Seahorse Oxygen Consumption in Islets"];
      const ids = await Promise.all(titles.map((titleEn) => createDraft(t.db, draft({ titleEn }), editor, null)));
      const results = await Promise.all(ids.map((id) => publishDraft(t.db, id, 1, { actor: editor, doiPrefix: "10.55555", today: "2026-11-23" })));
      const published = results.map((r) => (r.ok ? r.protocolId : r.reason));
      expect(published.every((p) => typeof p === "number")).toBe(true);
      expect(new Set(published).size).toBe(titles.length);
      expect(new Set(results.map((r) => (r.ok ? r.doi : null))).size).toBe(titles.length);
    });
    it("links a preprint to its peer-reviewed version by the reading pages' rules, and logs it on both", async () => {
      const online = async (kind: "bp" | "bpp", titleEn: string, today: string) => {
        const id = await createDraft(t.db, draft({ kind, titleEn }), editor, null);
        const result = await publishDraft(t.db, id, 1, { actor: editor, doiPrefix: "10.55555", today });
        if (!result.ok) throw new Error(result.reason);
        return result.protocolId;
      };
      const preprint = await online("bpp", "Tracking Autophagic Flux with a Tandem mCherry-GFP-LC3 Reporter", "2026-03-02");
      const other = await online("bpp", "Measuring Autophagic Flux by LC3-II Turnover in HeLa Cells", "2026-03-05");
      const journal = await online("bp", "Tracking Autophagic Flux with a Tandem Fluorescent LC3 Reporter in Live Cells", "2026-10-20");
      const older = await online("bp", "A Tandem LC3 Reporter for Autophagy in Yeast", "2026-01-10");

      expect(await linkPreprint(t.db, journal, journal, editor)).toEqual({ ok: false, reason: "no-preprint" });
      expect(await linkPreprint(t.db, preprint, other, editor)).toEqual({ ok: false, reason: "no-journal" });
      expect(await linkPreprint(t.db, preprint, 99_999_999, editor)).toEqual({ ok: false, reason: "no-journal" });
      expect(await linkPreprint(t.db, preprint, older, editor)).toEqual({ ok: false, reason: "before-preprint" });
      const refusedAt = (await t.db.selectFrom("protocols").select("updated_at").where("id", "=", older).executeTakeFirstOrThrow()).updated_at;

      expect(await linkPreprint(t.db, preprint, journal, editor)).toEqual({ ok: true, changed: true });
      expect(await linkPreprint(t.db, preprint, journal, editor)).toEqual({ ok: true, changed: false });
      expect((await findProtocolDetail(t.db, preprint))!.journalVersion).toMatchObject({ id: journal });
      expect((await findProtocolDetail(t.db, journal))!.preprint).toMatchObject({ id: preprint });
      // A journal protocol has one preprint: a second one is refused until the first is unlinked.
      expect(await linkPreprint(t.db, other, journal, editor)).toMatchObject({ ok: false, reason: "taken", otherPreprintId: preprint });
      // A refusal changes nothing, not even the datestamp harvesters read.
      expect((await t.db.selectFrom("protocols").select("updated_at").where("id", "=", older).executeTakeFirstOrThrow()).updated_at).toBe(refusedAt);

      expect(await linkPreprint(t.db, preprint, null, editor)).toEqual({ ok: true, changed: true });
      expect((await findProtocolDetail(t.db, journal))!.preprint).toBeNull();
      expect(await linkPreprint(t.db, other, journal, editor)).toEqual({ ok: true, changed: true });

      const journalLog = await listAuditEntries(t.db, { page: 1, entity: { type: "protocol", id: String(journal) } });
      expect(journalLog.rows.slice(0, 3).map((r) => r.changes)).toEqual([
        { preprint: [null, other] },
        { preprint: [preprint, null] },
        { preprint: [null, preprint] },
      ]);
      const preprintLog = await listAuditEntries(t.db, { page: 1, entity: { type: "protocol", id: String(preprint) } });
      expect(preprintLog.rows.slice(0, 2).map((r) => r.changes)).toEqual([{ journalVersion: [journal, null] }, { journalVersion: [null, journal] }]);
    });
  });
}
