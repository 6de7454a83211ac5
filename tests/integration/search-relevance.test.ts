import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASES, type TestDatabase } from "./databases";
import { parseSearchParams } from "@core/search/search-params";
import { searchProtocols } from "@core/search/search-protocols";
import { RELEVANCE_SET } from "../fixtures/search-relevance-set";
import { firstThreeTitles, caseHolds } from "../fixtures/search-relevance-check";

/**
 * The relevance test set (issue 18, ADR 0114) on the demo journal as `npm start` seeds it, on both engines:
 * every query finds what a reader means among its first three results. The same set gives bench:search its
 * recall@3.
 */

const PROTOCOLS = 5000;

for (const engine of DATABASES) {
  describe.skipIf(!engine.available)(`search relevance on ${engine.name}`, () => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await engine.create({ protocols: PROTOCOLS, today: "2026-11-01" });
    });
    afterAll(() => t?.drop());

    it("puts what the reader means in the first three results, for every query of the set", async () => {
      const misses: string[] = [];
      for (const c of RELEVANCE_SET) {
        const titles = await firstThreeTitles(t.db, c.q);
        if (!caseHolds(c, titles)) misses.push(`${c.q} → ${titles.map((x) => x.en).join(" | ")}`);
      }
      expect(misses).toEqual([]);
    });

    it("finds a Chinese word whose parts a title writes apart (原代培养 → 原代皮层神经元的分离与长期培养)", async () => {
      const r = await searchProtocols(t.db, parseSearchParams(new URLSearchParams({ content: "原代培养", sort: "date" })), { lang: "cn", signedIn: false });
      expect(r.total).toBeGreaterThan(3);
      const all = [];
      for (let page = 1; page <= r.pageCount; page++) {
        const p = await searchProtocols(t.db, parseSearchParams(new URLSearchParams({ content: "原代培养", sort: "date", page: String(page) })), { lang: "cn", signedIn: false });
        all.push(...p.hits.map((h) => h.summary.titleEn));
      }
      expect(all.some((title) => title.startsWith("Isolation and Long-term Culture of Primary Cortical Neurons"))).toBe(true);
    });

    it("finds the Chinese words of a technique as often as its English name", async () => {
      const count = async (q: string) => {
          const r = await searchProtocols(t.db, parseSearchParams(new URLSearchParams({ content: q })), { lang: "en", signedIn: false });
        return r.more ? Infinity : r.total;
      };
      for (const [cn, en] of [
        ["离心", "centrifugation"],
        ["转染", "transfection"],
        ["质粒", "plasmid"],
        ["小鼠", "mouse"],
      ] as const) {
        const [a, b] = [await count(cn), await count(en)];
        expect(a, `${cn} vs ${en}`).toBeGreaterThan(0);
        // The same order of magnitude (both may be "more than 1,000").
        if (a !== Infinity || b !== Infinity) expect(Math.max(a, b) / Math.min(a, b), `${cn} ${a} vs ${en} ${b}`).toBeLessThan(10);
      }
    });
  });
}
