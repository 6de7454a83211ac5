import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORIES } from "@core/categories/categories";
import { createDraft } from "@core/editorial/create-draft";
import type { DraftFigure, EditorialDraft } from "@core/editorial/draft-schema";
import { changeDraftFigures } from "@core/editorial/figures/change-draft-figures";
import { findDraft } from "@core/editorial/find-draft";
import { editorValuesFromDraft } from "@core/editorial/protocol-editor-form";
import { publishDraft } from "@core/editorial/publish-draft";
import { bodyFromText } from "@core/editorial/simple-body";
import { startVersionDraft } from "@core/editorial/start-version-draft";
import { loadProtocolBodies } from "@core/protocols/load-protocol-bodies";
import { DATABASES, type TestDatabase } from "./databases";

/** Issue 14, ADR 0105: a draft's figures — added, edited, moved, removed under the draft's lock, published, and found again for the next version. */
const editor = { userId: null, name: "media-editor@example.org" };

const figure = (n: number): DraftFigure => ({
  src: `/figures/uploaded/${String(n).repeat(32)}.jpg`,
  srcset: `/figures/uploaded/${String(n).repeat(32)}.webp 480w`,
  width: 480,
  height: 360,
  altEn: `Western blot ${n}`,
  altCn: "",
  captionEn: `Figure ${n} caption`,
  captionCn: `图 ${n} 图注`,
});

const draft = (): EditorialDraft => ({
  kind: "bp",
  titleEn: "Detecting Phospho-ERK by Western Blot in Serum-Starved HeLa Cells",
  titleCn: "在血清饥饿的 HeLa 细胞中用蛋白质印迹检测磷酸化 ERK",
  abstractEn: "A western blot protocol for phospho-ERK.",
  abstractCn: "一种检测磷酸化 ERK 的蛋白质印迹方案。",
  keywordsEn: [],
  keywordsCn: [],
  authors: [{ nameEn: "Mei Chen", nameCn: "陈梅", orcid: null, affiliations: [], corresponding: true, email: null }],
  categoryIds: [CATEGORIES[0]!.id],
  organisms: [],
  licence: "CC BY 4.0",
  receivedOn: null,
  acceptedOn: null,
  body: bodyFromText({ background: "ERK is activated by serum.", materials: "", steps: "Starve the cells.\n\nAdd serum.", references: "" }),
  bodyCn: bodyFromText({ background: "血清可激活 ERK。", materials: "", steps: "饥饿处理细胞。\n\n加入血清。", references: "" }),
  versionNote: null,
  doi: null,
});

const figureBlocks = (body: EditorialDraft["body"] | null | undefined) =>
  (body?.sections ?? []).flatMap((s) => s.blocks).filter((b) => b.type === "figure");

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`draft figures on ${target.name}`, () => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await target.create();
    });
    afterAll(async () => t?.drop());

    it("adds, edits, moves and removes figures under the draft's lock, and keeps the text editable", async () => {
      const id = await createDraft(t.db, draft(), editor, null);
      expect(await changeDraftFigures(t.db, id, 1, { kind: "add", figure: figure(1) }, editor)).toEqual({ ok: true, lockVersion: 2 });
      // A second editor still holding version 1 is refused: nothing is overwritten.
      expect(await changeDraftFigures(t.db, id, 1, { kind: "add", figure: figure(2) }, editor)).toEqual({ ok: false, reason: "stale" });
      expect(await changeDraftFigures(t.db, id, 2, { kind: "add", figure: figure(1) }, editor)).toEqual({ ok: false, reason: "duplicate" });
      expect((await changeDraftFigures(t.db, id, 2, { kind: "add", figure: figure(2) }, editor)).ok).toBe(true);
      let stored = (await findDraft(t.db, id))!;
      expect(stored.draft.figures?.map((f) => f.src)).toEqual([figure(1).src, figure(2).src]);
      // Placed nowhere yet: after the procedure, in both languages; the form shows them as lines.
      expect(figureBlocks(stored.draft.bodyCn).map((b) => b.type === "figure" && b.caption)).toEqual([
        [{ t: "text", v: "图 1 图注" }],
        [{ t: "text", v: "图 2 图注" }],
      ]);
      const form = editorValuesFromDraft(stored.draft);
      expect(form.bodyEditable).toBe(true);
      expect(form.values.stepsEn).toBe("Starve the cells.\n\nAdd serum.\n\n[Figure 1]\n\n[Figure 2]");
      expect(form.values.stepsCn).toBe("饥饿处理细胞。\n\n加入血清。\n\n[图 1]\n\n[图 2]");

      const texts = { altEn: "Blot of phospho-ERK", altCn: "磷酸化 ERK 印迹", captionEn: "Serum induces *p*-ERK.", captionCn: "血清诱导 p-ERK。" };
      expect((await changeDraftFigures(t.db, id, 3, { kind: "edit", figure: 2, texts }, editor)).ok).toBe(true);
      expect((await changeDraftFigures(t.db, id, 4, { kind: "move", figure: 2, by: -1 }, editor)).ok).toBe(true);
      stored = (await findDraft(t.db, id))!;
      expect(stored.draft.figures?.map((f) => f.altEn)).toEqual(["Blot of phospho-ERK", "Western blot 1"]);
      expect(figureBlocks(stored.draft.body).map((b) => b.type === "figure" && b.alt)).toEqual(["Blot of phospho-ERK", "Western blot 1"]);
      expect((await changeDraftFigures(t.db, id, 5, { kind: "remove", figure: 2 }, editor)).ok).toBe(true);
      expect(await changeDraftFigures(t.db, id, 6, { kind: "remove", figure: 2 }, editor)).toEqual({ ok: false, reason: "no-figure" });
      stored = (await findDraft(t.db, id))!;
      expect(figureBlocks(stored.draft.body)).toHaveLength(1);
      expect(editorValuesFromDraft(stored.draft).values.stepsEn).toBe("Starve the cells.\n\nAdd serum.\n\n[Figure 1]");
      const log = await t.db.selectFrom("audit_log").select("changes").where("entity_type", "=", "draft").where("entity_id", "=", String(id)).execute();
      const changes = log.map((r) => (typeof r.changes === "string" ? JSON.parse(r.changes) : r.changes) as Record<string, unknown>);
      // The log names figures by their English alt text, in order.
      expect(changes.map((c) => c.figures).filter(Boolean)).toContainEqual([["Western blot 1"], ["Western blot 1", "Western blot 2"]]);
    });

    it("publishes a draft's figures with their sizes and finds them again for the next version", async () => {
      const id = await createDraft(t.db, draft(), editor, null);
      await changeDraftFigures(t.db, id, 1, { kind: "add", figure: figure(3) }, editor);
      const published = await publishDraft(t.db, id, 2, { actor: editor, doiPrefix: "10.99999", today: "2026-11-20" });
      if (!published.ok) throw new Error(published.reason);
      const bodies = await loadProtocolBodies(t.db, published.protocolId);
      expect(figureBlocks(bodies.en)[0]).toMatchObject({ src: figure(3).src, srcset: figure(3).srcset, width: 480, height: 360 });
      expect(figureBlocks(bodies.cn)[0]).toMatchObject({ alt: "Western blot 3", caption: [{ t: "text", v: "图 3 图注" }] });
      const next = await startVersionDraft(t.db, published.protocolId, editor);
      if (!next.ok) throw new Error(next.reason);
      const version = (await findDraft(t.db, next.draftId))!;
      expect(version.draft.figures?.map((f) => [f.src, f.captionCn])).toEqual([[figure(3).src, "图 3 图注"]]);
      expect(editorValuesFromDraft(version.draft).bodyEditable).toBe(true);
    });
  });
}
