import { describe, expect, it } from "vitest";
import { DATABASES } from "./databases";
import { rebuildSearchIndex, reindexProtocols, removeFromSearchIndex } from "@core/search/index-protocol";
import { parseSearchParams } from "@core/search/search-params";
import { searchProtocols } from "@core/search/search-protocols";
import { any, ask, handOnly, organismId, setUpSearchDatabases } from "./search-engine-fixture";

/**
 * Search on each database: what it finds and how it ranks, filters, sorts, pages and highlights, and the index kept
 * in step with the protocols. The same results on SQLite and PostgreSQL: search-engine-parity.test.ts.
 */
const handles = setUpSearchDatabases();

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`search on ${target.name}`, () => {
    const db = () => handles.get(target.name)!.db;

    it("ranks title above abstract above authors above full text", async () => {
      const r = await ask(db(), { rows: any("zymoquartz") });
      expect(r.total).toBe(4);
      expect(r.ids).toEqual([900001, 900002, 900003, 900004]);
      // Also within the newest window of a broader search (900003 is the oldest, left out).
      const windowed = await ask(db(), { rows: any("zymoquartz"), window: 3 });
      expect(windowed).toEqual({ total: 3, more: true, ids: [900001, 900002, 900004] });
    });

    it("is case-insensitive, folds diacritics and finds word stems", async () => {
      expect((await ask(db(), { rows: any("ZYMOQUARTZ") })).total).toBe(4);
      expect((await ask(db(), { rows: [{ field: "author", term: "zoe angstrom" }] })).ids).toEqual([900003]);
      expect((await ask(db(), { rows: [{ field: "author", term: "Ångström-Quist" }] })).ids).toEqual([900003]);
      expect(handOnly((await ask(db(), { rows: any("quenchoblast"), limit: 1000 })).ids)).toEqual([900005]);
      expect(handOnly((await ask(db(), { rows: any("labelled neuron"), limit: 1000 })).ids).sort()).toEqual([900001, 900002, 900003, 900004]);
    });

    it("finds hyphenated terms", async () => {
      expect(handOnly((await ask(db(), { rows: any("CRISPR-Cas9"), limit: 1000 })).ids)).toEqual([900005]);
      expect(handOnly((await ask(db(), { rows: any("crispr cas9"), limit: 1000 })).ids)).toEqual([900005]);
      const utr = parseSearchParams(new URLSearchParams({ content: "3'-UTR" }));
      expect(utr.rows[0]!.term).toBe("3 -UTR");
      expect(handOnly((await ask(db(), { rows: utr.rows, limit: 1000 })).ids)).toEqual([900005]);
      expect(handOnly((await ask(db(), { rows: any("caspase-3"), limit: 1000 })).ids)).toEqual([900005]);
    });

    it("finds Chinese queries of 1, 2, 3 and 4 characters", async () => {
      for (const q of ["麟", "麒麟", "麒麟细", "麒麟细胞", "麟细", "鲲鹏", "鲲"]) {
        expect((await ask(db(), { rows: any(q) })).ids, q).toEqual([900005]);
      }
      expect((await ask(db(), { rows: any("鹏鲲") })).total).toBe(0);
      const cells = await ask(db(), { rows: any("细胞"), limit: 500 });
      expect(cells.ids).toContain(900005);
      const apoptosis = await ask(db(), { rows: any("细胞凋亡"), limit: 500 });
      expect(apoptosis.ids).toContain(900005);
      // 细胞 finds every protocol that contains 细胞凋亡.
      expect(apoptosis.ids.every((id) => cells.ids.includes(id))).toBe(true);
    });

    it("finds mixed Chinese and Latin queries", async () => {
      expect(handOnly((await ask(db(), { rows: any("HeLa 麒麟"), limit: 1000 })).ids)).toEqual([900005]);
      const mixed = await ask(db(), { rows: any("caspase-3 检测"), limit: 500 });
      expect(mixed.ids).toContain(900005);
      const caspase = await ask(db(), { rows: any("caspase-3"), limit: 500 });
      expect(mixed.ids.every((id) => caspase.ids.includes(id))).toBe(true);
    });

    it("searches each scope", async () => {
      expect((await ask(db(), { rows: [{ field: "title", term: "zymoquartz" }] })).ids).toEqual([900001]);
      expect((await ask(db(), { rows: [{ field: "abstract", term: "zymoquartz" }] })).ids).toEqual([900002]);
      expect((await ask(db(), { rows: [{ field: "author", term: "zymoquartz" }] })).ids).toEqual([900003]);
      expect((await ask(db(), { rows: [{ field: "abstract", term: "photoacoustic tomography" }] })).ids).toEqual([900005]);
      expect((await ask(db(), { rows: [{ field: "title", term: "麒麟" }] })).ids).toEqual([900005]);
      expect((await ask(db(), { rows: [{ field: "abstract", term: "麒麟" }] })).total).toBe(0);
      // Rows are ANDed.
      const both = await ask(db(), { rows: [{ field: "title", term: "neurons" }, { field: "all", term: "zymoquartz" }] });
      expect(both.ids.sort()).toEqual([900001, 900002, 900003, 900004]);
    });

    it("filters by research area, organism, publication date and list kind", async () => {
      expect((await ask(db(), { rows: any("zymoquartz"), filters: { area: 4 } })).ids.sort()).toEqual([900003, 900004]);
      const mouse = await organismId(db(), "Mus musculus");
      expect((await ask(db(), { rows: any("zymoquartz"), filters: { organism: mouse } })).ids.sort()).toEqual([900001, 900003]);
      expect((await ask(db(), { rows: any("zymoquartz"), filters: { from: "2024-07", to: "2025-03" } })).ids.sort()).toEqual([900001, 900002]);
      expect((await ask(db(), { rows: any("zymoquartz"), filters: { from: "2026-01" } })).ids).toEqual([900004]);
      expect((await ask(db(), { rows: any("zymoquartz"), filters: { to: "2023-01" } })).ids).toEqual([900003]);
      expect((await ask(db(), { rows: any("zymoquartz"), kind: "bpp" })).ids).toEqual([900006]);
    });

    it("sorts by date and by views", async () => {
      expect((await ask(db(), { rows: any("zymoquartz"), filters: { sort: "date" } })).ids).toEqual([900004, 900001, 900002, 900003]);
      expect((await ask(db(), { rows: any("zymoquartz"), filters: { sort: "views" } })).ids).toEqual([900002, 900004, 900001, 900003]);
    });

    it("pages through results", async () => {
      const first = await ask(db(), { rows: any("protocol"), filters: { sort: "date" }, limit: 20 });
      const second = await ask(db(), { rows: any("protocol"), filters: { sort: "date" }, limit: 20, offset: 20 });
      expect(first.total).toBeGreaterThan(40);
      expect(second.ids).toHaveLength(20);
      expect(second.ids.some((id) => first.ids.includes(id))).toBe(false);
      const both = await ask(db(), { rows: any("protocol"), filters: { sort: "date" }, limit: 40 });
      expect(both.ids).toEqual([...first.ids, ...second.ids]);
    });

    it("lists the newest matches of a broad search, in each order", async () => {
      const all = await ask(db(), { rows: any("protocol"), filters: { sort: "date" }, limit: 1000 });
      expect(all.total).toBeGreaterThan(100);
      const newest = all.ids.slice(0, 40);
      const date = await ask(db(), { rows: any("protocol"), filters: { sort: "date" }, limit: 20, offset: 20, window: 40 });
      expect(date).toEqual({ total: 40, more: true, ids: newest.slice(20, 40) });
      const views = await ask(db(), { rows: any("protocol"), filters: { sort: "views" }, limit: 40, window: 40 });
      expect([...views.ids].sort()).toEqual([...newest].sort());
      const viewCounts = await db().selectFrom("protocols").select(["id", "views_total"]).where("id", "in", views.ids).execute();
      const byId = new Map(viewCounts.map((r) => [r.id, r.views_total]));
      const counts = views.ids.map((id) => byId.get(id)!);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      // By relevance, older protocols with the word in their title are weighed beside the window (ADR 0114):
      // the list keeps the window's size, and any older protocol in it has the word in its title.
      const relevance = await ask(db(), { rows: any("protocol"), limit: 40, window: 40 });
      expect(relevance.ids).toHaveLength(40);
      const titles = await db().selectFrom("protocols").select(["id", "title_en"]).where("id", "in", relevance.ids).execute();
      const titleOf = new Map(titles.map((r) => [r.id, r.title_en]));
      for (const id of relevance.ids.filter((id) => !newest.includes(id))) expect(titleOf.get(id)).toMatch(/protocol/i);
      expect(titleOf.get(relevance.ids[0]!)).toMatch(/protocol/i);
      // Pages stop at the window.
      expect((await ask(db(), { rows: any("protocol"), limit: 20, offset: 40, window: 40 })).ids).toEqual([]);
    });

    it("matches nothing for punctuation only, and never fails on a hand-made URL", async () => {
      expect((await ask(db(), { rows: any("!!! ---") })).total).toBe(0);
      const params = new URLSearchParams("type=oriented&varia=1");
      for (let i = 1; i <= 9; i++) {
        params.set(`f${i}`, "all");
        params.set(`t${i}`, i === 1 ? "x".repeat(5000) : `neuron ${i}`);
      }
      const request = parseSearchParams(params);
      expect(request.rows).toHaveLength(5);
      const results = await searchProtocols(db(), request, { lang: "en", signedIn: false });
      expect(results.total).toBe(0);
    });

    it("never shows visitors the full text in snippets", async () => {
      const request = parseSearchParams(new URLSearchParams({ content: "zymoquartz", sort: "date" }));
      const visitor = await searchProtocols(db(), request, { lang: "en", signedIn: false });
      const bodyHit = visitor.hits.find((h) => h.summary.id === 900004)!;
      expect(bodyHit.fullTextOnly).toBe(true);
      expect(bodyHit.snippetSource).toBe("abstract");
      expect(bodyHit.snippet.map((s) => s.text).join("")).not.toMatch(/zymoquartz/i);
      const titleHit = visitor.hits.find((h) => h.summary.id === 900001)!;
      expect(titleHit.title.filter((s) => s.mark).map((s) => s.text)).toEqual(["Zymoquartz"]);
      expect(titleHit.fullTextOnly).toBe(false);

      const reader = await searchProtocols(db(), request, { lang: "en", signedIn: true });
      const readerHit = reader.hits.find((h) => h.summary.id === 900004)!;
      expect(readerHit.fullTextOnly).toBe(false);
      expect(readerHit.snippetSource).toBe("body");
      expect(readerHit.snippet.filter((s) => s.mark).map((s) => s.text)).toEqual(["zymoquartz"]);
    });

    it("highlights Chinese matches in the page's language", async () => {
      const request = parseSearchParams(new URLSearchParams({ content: "鲲鹏 麒麟" }));
      const results = await searchProtocols(db(), request, { lang: "cn", signedIn: false });
      const hit = results.hits[0]!;
      expect(hit.titleLang).toBe("cn");
      expect(hit.title.filter((s) => s.mark).map((s) => s.text)).toEqual(["麒麟"]);
      expect(hit.snippetLang).toBe("cn");
      expect(hit.snippet.filter((s) => s.mark).map((s) => s.text)).toEqual(["鲲鹏"]);
    });

    it("shows the snippet in the page's language whenever that language's abstract or keywords match", async () => {
      const request = parseSearchParams(new URLSearchParams({ content: "RNA" }));
      let checked = 0;
      for (const lang of ["en", "cn"] as const) {
        const { hits } = await searchProtocols(db(), request, { lang, signedIn: false });
        const rows = await db()
          .selectFrom("protocols")
          .select(["id", "abstract_en", "abstract_cn", "keywords_en", "keywords_cn"])
          .where("id", "in", hits.map((h) => h.summary.id))
          .execute();
        for (const hit of hits) {
          const row = rows.find((r) => r.id === hit.summary.id)!;
          const own = lang === "en" ? [row.abstract_en, row.keywords_en] : [row.abstract_cn, row.keywords_cn];
          if (!own.some((text) => /\bRNA\b/.test(text ?? ""))) continue;
          // The other language's text may match more of the expanded query (its Chinese terms), but the reader's
          // own language, which matches too, is the one shown.
          expect(hit.snippetLang, `${lang} ${hit.summary.id}`).toBe(lang);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(0);
    });

    it("keeps the index in step with updates and deletes", async () => {
      const d = db();
      await d.updateTable("protocols").set({ title_en: "Labelling of cultured neurons", published_on: "2021-05-01", online_on: "2021-05-01" }).where("id", "=", 900001).execute();
      await d.updateTable("protocol_authors").set({ name_en: "Ada Xylophanta" }).where("protocol_id", "=", 900001).where("position", "=", 1).execute();
      await reindexProtocols(d, [900001]);
      expect((await ask(d, { rows: [{ field: "title", term: "zymoquartz" }] })).total).toBe(0);
      expect((await ask(d, { rows: [{ field: "author", term: "xylophanta" }] })).ids).toEqual([900001]);
      const moved = await ask(d, { rows: any("cultured neurons"), filters: { sort: "date", from: "2021-05", to: "2021-05" }, limit: 1000 });
      expect(handOnly(moved.ids)).toEqual([900001]);
      // A year before any other (PostgreSQL: the partition of early years, empty until now, which reads leave out
      // until an index write says otherwise) is found too, oldest last.
      await d.updateTable("protocols").set({ published_on: "2004-05-01", online_on: "2004-05-01" }).where("id", "=", 900001).execute();
      await reindexProtocols(d, [900001]);
      const early = await ask(d, { rows: any("cultured neurons"), filters: { sort: "date" }, limit: 1000 });
      expect(early.ids.at(-1)).toBe(900001);
      expect((await ask(d, { rows: any("cultured neurons"), filters: { from: "2004-01", to: "2004-12" } })).ids).toEqual([900001]);

      await d.deleteFrom("protocol_authors").where("protocol_id", "=", 900003).execute();
      await d.deleteFrom("protocol_bodies").where("protocol_id", "=", 900003).execute();
      await d.deleteFrom("protocol_categories").where("protocol_id", "=", 900003).execute();
      await d.deleteFrom("protocol_organisms").where("protocol_id", "=", 900003).execute();
      await d.deleteFrom("protocols").where("id", "=", 900003).execute();
      expect((await ask(d, { rows: any("zymoquartz") })).ids).toEqual([900002, 900004]);

      await removeFromSearchIndex(d, [900002]);
      expect((await ask(d, { rows: any("zymoquartz") })).ids).toEqual([900004]);
      await reindexProtocols(d, [900002, 900003]);
      expect((await ask(d, { rows: any("zymoquartz") })).ids).toEqual([900002, 900004]);
    });

    it("rebuilds the whole index to the same results", async () => {
      const d = db();
      const before = await ask(d, { rows: any("protocol cell"), filters: { sort: "date" }, limit: 50 });
      const count = await rebuildSearchIndex(d);
      expect(count).toBeGreaterThan(500);
      const after = await ask(d, { rows: any("protocol cell"), filters: { sort: "date" }, limit: 50 });
      expect(after).toEqual(before);
    });
  });
}
