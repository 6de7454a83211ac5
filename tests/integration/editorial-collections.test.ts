import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findCollection } from "@core/collections/find-collection";
import { listCollections } from "@core/collections/list-collections";
import { addProtocolToCollection } from "@core/editorial/collections/add-protocol-to-collection";
import type { CollectionDetails } from "@core/editorial/collections/collection-forms";
import { createCollection } from "@core/editorial/collections/create-collection";
import { findEditorialCollection } from "@core/editorial/collections/find-editorial-collection";
import { listEditorialCollections } from "@core/editorial/collections/list-editorial-collections";
import { moveCollection } from "@core/editorial/collections/move-collection";
import { moveCollectionProtocol } from "@core/editorial/collections/move-collection-protocol";
import { removeProtocolFromCollection } from "@core/editorial/collections/remove-protocol-from-collection";
import { setCollectionState } from "@core/editorial/collections/set-collection-state";
import { updateCollectionDetails } from "@core/editorial/collections/update-collection-details";
import { listAuditEntries } from "@core/editorial/list-audit-entries";
import { findSpecialIssue } from "@core/special-issues/find-special-issue";
import { listSpecialIssues } from "@core/special-issues/list-special-issues";
import { DATABASES, type TestDatabase } from "./databases";

const editor = { userId: null, name: "editor@example.org" };

const details = (overrides: Partial<CollectionDetails> = {}): CollectionDetails => ({
  slug: "organoid-methods",
  titleEn: "Organoid Methods",
  titleCn: "类器官方法",
  descriptionEn: "Growing, imaging and banking organoids.",
  descriptionCn: "类器官的培养、成像与冻存。",
  coverUrl: "/images/collections/single-cell-omics.svg",
  ...overrides,
});

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`editorial collections on ${target.name}`, () => {
    let t: TestDatabase;
    let seeded: number;
    beforeAll(async () => {
      t = await target.create();
      const protocol = (id: number, online: boolean) => ({
        id,
        kind: "bp" as const,
        status: online ? ("published" as const) : ("in_press" as const),
        doi: `10.99999/opls.${id}`,
        elocation: `e${id}`,
        title_en: `Protocol ${id}: Culturing Intestinal Organoids`,
        title_cn: `实验方案 ${id}：肠道类器官培养`,
        abstract_en: "A protocol.",
        abstract_cn: "一个实验方案。",
        received_on: "2025-09-01",
        accepted_on: "2025-11-01",
        online_on: online ? "2025-11-20" : null,
        published_on: online ? "2025-12-20" : null,
        issue_id: null,
        video_id: null,
        journal_version_id: null,
      });
      await t.db.insertInto("protocols").values([protocol(11, true), protocol(12, true), protocol(13, true), protocol(14, false)]).execute();
      seeded = (
        await t.db
          .insertInto("collections")
          .values({ ...{ slug: "seeded", title_en: "Seeded", title_cn: "种子", description_en: "", description_cn: "" }, cover_url: "/images/collections/immune-profiling.svg", sort_order: 0 })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    });
    afterAll(async () => t?.drop());

    let id: number;

    it("creates a draft, last in the order, that readers do not see", async () => {
      const created = await createCollection(t.db, details(), editor);
      expect(created.ok).toBe(true);
      id = created.ok ? created.id : 0;
      expect((await listEditorialCollections(t.db)).map((c) => [c.slug, c.state, c.position])).toEqual([
        ["seeded", "published", 1],
        ["organoid-methods", "draft", 2],
      ]);
      expect((await listCollections(t.db, "en")).map((c) => c.id)).toEqual([seeded]);
      expect(await findCollection(t.db, "en", id)).toBeNull();
      const log = await listAuditEntries(t.db, { page: 1, entity: { type: "collection", id: String(id) } });
      expect(log.rows[0]).toMatchObject({ action: "create", changes: { slug: [null, "organoid-methods"] } });
    });

    it("refuses a slug another collection has, on create and on edit", async () => {
      expect(await createCollection(t.db, details({ titleEn: "Again" }), editor)).toEqual({ ok: false, reason: "slug" });
      expect(await updateCollectionDetails(t.db, id, details({ slug: "seeded" }), editor)).toEqual({ ok: false, reason: "slug" });
      expect(await updateCollectionDetails(t.db, id, details({ titleEn: "Organoid Methods in Practice" }), editor)).toEqual({ ok: true });
      expect((await findEditorialCollection(t.db, id))?.titleEn).toBe("Organoid Methods in Practice");
    });

    it("adds protocols online only, once each, and tells why not", async () => {
      for (const p of [11, 12, 13]) expect(await addProtocolToCollection(t.db, id, p, editor)).toEqual({ ok: true });
      expect(await addProtocolToCollection(t.db, id, 12, editor)).toEqual({ ok: false, reason: "already" });
      expect(await addProtocolToCollection(t.db, id, 14, editor)).toEqual({ ok: false, reason: "offline" });
      expect(await addProtocolToCollection(t.db, id, 999_999, editor)).toEqual({ ok: false, reason: "unknown" });
      expect(await addProtocolToCollection(t.db, 999_999, 11, editor)).toEqual({ ok: false, reason: "not-found" });
      expect((await findEditorialCollection(t.db, id))?.protocols.map((p) => [p.protocolId, p.position])).toEqual([
        [11, 1],
        [12, 2],
        [13, 3],
      ]);
    });

    it("moves one place at a time; a repeated or stale move does nothing", async () => {
      expect(await moveCollectionProtocol(t.db, id, 13, 3, "up", editor)).toEqual({ ok: true });
      expect(await moveCollectionProtocol(t.db, id, 13, 3, "up", editor)).toEqual({ ok: false, reason: "stale" });
      expect(await moveCollectionProtocol(t.db, id, 11, 1, "up", editor)).toEqual({ ok: false, reason: "stale" });
      expect((await findEditorialCollection(t.db, id))?.protocols.map((p) => p.protocolId)).toEqual([11, 13, 12]);
    });

    it("removes a protocol and closes the gap", async () => {
      expect(await removeProtocolFromCollection(t.db, id, 11, editor)).toEqual({ ok: true });
      expect(await removeProtocolFromCollection(t.db, id, 11, editor)).toEqual({ ok: false, reason: "stale" });
      expect((await findEditorialCollection(t.db, id))?.protocols.map((p) => [p.protocolId, p.position])).toEqual([
        [13, 1],
        [12, 2],
      ]);
    });

    it("publishes: readers see it at once, in both languages and the editors' order; back to draft hides it", async () => {
      expect(await setCollectionState(t.db, id, "published", editor)).toEqual({ ok: true });
      expect(await setCollectionState(t.db, id, "published", editor)).toEqual({ ok: false, reason: "stale" });
      const en = await findCollection(t.db, "en", id);
      expect(en?.title).toBe("Organoid Methods in Practice");
      expect(en?.protocols.map((p) => p.id)).toEqual([13, 12]);
      expect((await findCollection(t.db, "cn", id))?.title).toBe("类器官方法");
      expect((await listCollections(t.db, "cn")).find((c) => c.id === id)).toMatchObject({ title: "类器官方法", protocolCount: 2 });
      expect(await moveCollection(t.db, id, 2, "up", editor)).toEqual({ ok: true });
      expect(await moveCollection(t.db, id, 2, "up", editor)).toEqual({ ok: false, reason: "stale" });
      expect((await listCollections(t.db, "en")).map((c) => c.id)).toEqual([id, seeded]);
      expect(await setCollectionState(t.db, id, "draft", editor)).toEqual({ ok: true });
      expect(await findCollection(t.db, "en", id)).toBeNull();
      const log = await listAuditEntries(t.db, { page: 1, entity: { type: "collection", id: String(id) } });
      expect(log.rows.map((r) => r.action)).toEqual(expect.arrayContaining(["create", "edit", "publish", "status"]));
    });

    it("keeps a draft special issue off the public pages", async () => {
      const row = (state: "draft" | "published", slug: string) => ({
        slug,
        title_en: slug,
        title_cn: slug,
        description_en: "",
        description_cn: "",
        cover_url: "/images/covers/issue-1.svg",
        published_on: "2026-01-01",
        state,
      });
      const [draft, published] = await t.db.insertInto("special_issues").values([row("draft", "si-draft"), row("published", "si-published")]).returning("id").execute();
      expect((await listSpecialIssues(t.db, "en")).map((s) => s.id)).toEqual([published!.id]);
      expect(await findSpecialIssue(t.db, "en", draft!.id)).toBeNull();
      expect(await findSpecialIssue(t.db, "en", published!.id)).not.toBeNull();
    });
  });
}
