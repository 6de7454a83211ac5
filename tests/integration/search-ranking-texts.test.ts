import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASES, type TestDatabase } from "./databases";
import { seedJournal } from "@seed/seed-journal";
import { reindexProtocols } from "@core/search/index-protocol";
import { indexGeneration, loadRankingTexts } from "@core/search/ranking-texts";

/**
 * ADR 0130: relevance's titles and keywords are remembered per database while the search index's generation holds;
 * every write of the index raises it in the writing transaction, so an edited protocol is ranked by its new title
 * from the write's commit on, and a rolled-back write changes nothing.
 */
for (const target of DATABASES) {
  describe.skipIf(!target.available)(`ranking texts on ${target.name}`, () => {
    let t: TestDatabase;
    let id: number;
    const generation = async () => (await t.db.selectFrom("search_index_state").select("generation").executeTakeFirstOrThrow()).generation;
    const titleText = async () => (await loadRankingTexts(t.db, [id], await indexGeneration(t.db))).get(id)!.titleText;
    const setTitle = (db: TestDatabase["db"], title: string) => db.updateTable("protocols").set({ title_en: title }).where("id", "=", id).execute();

    beforeAll(async () => {
      t = await target.create();
      await seedJournal(t.db, t.dialect, { protocols: 40, today: "2026-11-21" });
      id = (await t.db.selectFrom("protocols").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
    });
    afterAll(async () => {
      await t?.drop();
    });

    it("remembers a protocol's texts while the index is not written, and reads them again once it is", async () => {
      const before = await titleText();
      // A title is only ever changed with its index entry; changed alone, the remembered text stays.
      await setTitle(t.db, "Zebrafish Larval Heart Regeneration Assay");
      expect(await titleText()).toBe(before);
      const g = await generation();
      await reindexProtocols(t.db, [id]);
      expect(await generation()).toBe(g + 1);
      expect(await titleText()).toContain("zebrafish larval heart regeneration assay");
    });

    it("a write of the index that is rolled back leaves the generation, and the remembered texts, as they were", async () => {
      const g = await generation();
      const before = await titleText();
      await t.db
        .transaction()
        .execute(async (trx) => {
          await setTitle(trx, "Mouse Retinal Explant Culture");
          await reindexProtocols(trx, [id]);
          expect((await trx.selectFrom("search_index_state").select("generation").executeTakeFirstOrThrow()).generation).toBe(g + 1);
          throw new Error("rolled back");
        })
        .catch(() => undefined);
      expect(await generation()).toBe(g);
      expect(await titleText()).toBe(before);
    });
  });
}
