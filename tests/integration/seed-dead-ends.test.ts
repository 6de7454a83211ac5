import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASES, type TestDatabase } from "./databases";
import { findProtocolDetail } from "@core/protocols/find-protocol-detail";
import { countPreprints, listPreprints } from "@core/protocols/list-preprints";
import { listPartners } from "@core/partners/list-partners";

const TODAY = "2026-11-21";

/** Issue 19, items 8, 9 and 11, over the seeded demo journal. */
for (const target of DATABASES) {
  describe.skipIf(!target.available)(`demo journal without dead ends on ${target.name}`, () => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await target.create({ protocols: 400, today: TODAY });
    });
    afterAll(async () => {
      await t?.drop();
    });

    it("links every preprint only to its own journal version: same title and authors, published after it", async () => {
      const pairs = await t.db
        .selectFrom("protocols as pre")
        .innerJoin("protocols as j", "j.id", "pre.journal_version_id")
        .select(["pre.id as preId", "pre.title_en as preTitle", "pre.published_on as preDate", "j.id as jId", "j.kind as jKind", "j.title_en as jTitle", "j.published_on as jDate"])
        .where("pre.kind", "=", "bpp")
        .execute();
      expect(pairs.length).toBeGreaterThan(10);
      const firstAuthor = async (id: number) =>
        (await t.db.selectFrom("protocol_authors").select("name_en").where("protocol_id", "=", id).orderBy("position").executeTakeFirst())?.name_en;
      for (const p of pairs) {
        expect(p.jKind).toBe("bp");
        expect(p.jTitle).toBe(p.preTitle);
        expect(p.jDate! > p.preDate!).toBe(true);
        expect(await firstAuthor(p.jId)).toBe(await firstAuthor(p.preId));
      }
      // A journal protocol comes from at most one preprint.
      expect(new Set(pairs.map((p) => p.jId)).size).toBe(pairs.length);
      // The page shows the link, and the journal version links back.
      const sample = pairs[0]!;
      expect((await findProtocolDetail(t.db, sample.preId))?.journalVersion?.id).toBe(sample.jId);
    });

    it("never shows a journal version that is older than the preprint", async () => {
      const pre = await t.db.selectFrom("protocols").select(["id", "published_on"]).where("kind", "=", "bpp").where("journal_version_id", "is", null).orderBy("published_on", "desc").executeTakeFirstOrThrow();
      const older = await t.db
        .selectFrom("protocols")
        .select("id")
        .where("kind", "=", "bp")
        .where("status", "=", "published")
        .where("online_on", "<", pre.published_on!)
        .orderBy("published_on")
        .executeTakeFirstOrThrow();
      await t.db.updateTable("protocols").set({ journal_version_id: older.id }).where("id", "=", pre.id).execute();
      try {
        expect((await findProtocolDetail(t.db, pre.id))?.journalVersion).toBeNull();
      } finally {
        await t.db.updateTable("protocols").set({ journal_version_id: null }).where("id", "=", pre.id).execute();
      }
    });

    it("lists every posted preprint, newest first", async () => {
      const total = await countPreprints(t.db);
      expect(total).toBeGreaterThanOrEqual(200);
      const first = await listPreprints(t.db, 20);
      expect(first).toHaveLength(20);
      expect(first.every((p) => p.kind === "bpp")).toBe(true);
      for (let i = 1; i < first.length; i++) expect(first[i - 1]!.date! >= first[i]!.date!).toBe(true);
      const last = await listPreprints(t.db, 20, total - 1);
      expect(last).toHaveLength(1);
    });

    it("gives the invented sponsors and journals no outside website", async () => {
      for (const kind of ["sponsors", "collaborating_journals"] as const) {
        const partners = await listPartners(t.db, kind);
        expect(partners.length).toBeGreaterThan(0);
        for (const p of partners) expect(p.url).toBeNull();
      }
      const ads = await t.db.selectFrom("advertisements").select("url").execute();
      for (const a of ads) expect(a.url).toMatch(/^\/(en|cn)\//);
    });
  });
}
