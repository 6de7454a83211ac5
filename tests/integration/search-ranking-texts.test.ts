import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASES, type TestDatabase } from "./databases";
import { reindexProtocols } from "@core/search/index-protocol";
import { parseStringList } from "@core/content/parse-string-list";
import { indexGeneration, loadRankingTexts, rankingTexts } from "@core/search/ranking-texts";

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
      t = await target.create({ protocols: 40, today: "2026-11-21" });
      id = (await t.db.selectFrom("protocols").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
    });
    afterAll(async () => {
      await t?.drop();
    });

    it("stores every indexed protocol's texts with its entry, as made from its row (ADR 0132)", async () => {
      const rows = await t.db.selectFrom("protocols").select(["id", "title_en", "title_cn", "keywords_en", "keywords_cn"]).where("status", "=", "published").execute();
      const stored = await t.db.selectFrom("search_ranking_texts").selectAll().execute();
      const byId = new Map(stored.map((r) => [r.protocol_id, r]));
      expect(rows.length).toBeGreaterThan(30);
      for (const r of rows) {
        const made = rankingTexts(r.title_en, r.title_cn, [...parseStringList(r.keywords_en), ...parseStringList(r.keywords_cn)]);
        expect(byId.get(r.id)).toEqual({ protocol_id: r.id, title_text: made.titleText, title_terms: made.title.joined, keyword_terms: made.keywords.joined });
      }
      // Read back, the texts are the made ones.
      const read = await loadRankingTexts(t.db, rows.map((r) => r.id), null);
      const first = rows[0]!;
      const made = rankingTexts(first.title_en, first.title_cn, [...parseStringList(first.keywords_en), ...parseStringList(first.keywords_cn)]);
      expect(read.get(first.id)).toEqual(made);
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
