import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASES, type TestDatabase } from "./databases";
import type { Db } from "@core/db/client";
import type { ProtocolBody } from "@core/protocols/body";
import { seedJournal } from "@seed/seed-journal";
import { compileQuery } from "@core/search/compile-query";
import { reindexProtocols, rebuildSearchIndex, removeFromSearchIndex } from "@core/search/index-protocol";
import { normalizeRows, type SearchRowInput } from "@core/search/query-rules";
import { engineQuery, runSearch } from "@core/search/run-search";
import { searchEngineFor } from "@core/search/pick-engine";
import { idOfKey } from "@core/search/search-document";
import { DEFAULT_FILTERS, parseSearchParams, type ListKind, type SearchFilters } from "@core/search/search-params";
import { searchProtocols } from "@core/search/search-protocols";

const TODAY = "2026-11-21";

interface Hand {
  id: number;
  kind?: ListKind;
  titleEn: string;
  titleCn?: string;
  abstractEn: string;
  abstractCn?: string;
  keywordsEn?: string[];
  authors: string[];
  body: string;
  publishedOn: string;
  views: number;
  category: number;
  organism: string;
}

const FILLER = "A reliable method with detailed steps, controls and troubleshooting for the bench.";

/** Protocols with known text, written straight into the tables and then indexed by the reindex path. */
const HAND: Hand[] = [
  {
    id: 900001,
    titleEn: "Zymoquartz labelling of cultured neurons",
    abstractEn: `We label cultured neurons. ${FILLER}`,
    authors: ["Ada Lovelace", "Ben Okafor"],
    body: `Fix the neurons and image them. ${FILLER}`,
    publishedOn: "2025-03-01",
    views: 40,
    category: 6,
    organism: "Mus musculus",
  },
  {
    id: 900002,
    titleEn: "Labelling of cultured neurons in slices",
    abstractEn: `We label cultured neurons with zymoquartz. ${FILLER}`,
    authors: ["Carla Mendes", "Dan Wu"],
    body: `Fix the neurons and image them. ${FILLER}`,
    publishedOn: "2024-07-16",
    views: 900,
    category: 6,
    organism: "Homo sapiens",
  },
  {
    id: 900003,
    titleEn: "Labelling of cultured neurons on glass",
    abstractEn: `We label cultured neurons. ${FILLER}`,
    authors: ["Lena Zymoquartz", "Zoë Ångström-Quist"],
    body: `Fix the neurons and image them. ${FILLER}`,
    publishedOn: "2023-01-01",
    views: 5,
    category: 4,
    organism: "Mus musculus",
  },
  {
    id: 900004,
    titleEn: "Labelling of cultured neurons in dishes",
    abstractEn: `We label cultured neurons. ${FILLER}`,
    authors: ["Eve Adams", "Femi Bello"],
    body: `Fix the neurons with zymoquartz and image them. ${FILLER}`,
    publishedOn: "2026-02-16",
    views: 300,
    category: 4,
    organism: "Homo sapiens",
  },
  {
    id: 900005,
    titleEn: "Quenchoblasts: CRISPR-Cas9 editing of the 3'-UTR in HeLa cells",
    titleCn: "麒麟细胞凋亡检测方案",
    abstractEn: `HeLa cells are edited with CRISPR-Cas9 and caspase-3 is measured. ${FILLER}`,
    abstractCn: "本方案介绍鲲鹏细胞中 caspase-3 活性的检测方法。",
    keywordsEn: ["Photoacoustic tomography"],
    authors: ["Gao Yun"],
    body: `Transfect the cells. ${FILLER}`,
    publishedOn: "2025-09-01",
    views: 77,
    category: 15,
    organism: "Homo sapiens",
  },
  {
    id: 900006,
    kind: "bpp",
    titleEn: "A zymoquartz preprint about neurons",
    abstractEn: `A preprint. ${FILLER}`,
    authors: ["Hana Sato"],
    body: `Steps. ${FILLER}`,
    publishedOn: "2026-05-01",
    views: 12,
    category: 6,
    organism: "Mus musculus",
  },
];

function body(text: string): ProtocolBody {
  return { sections: [{ kind: "procedure", blocks: [{ type: "paragraph", content: [{ t: "text", v: text }] }] }], references: [] };
}

async function insertHand(db: Db, p: Hand): Promise<void> {
  const organism = await db.selectFrom("organisms").select("id").where("name_en", "=", p.organism).executeTakeFirstOrThrow();
  await db
    .insertInto("protocols")
    .values({
      id: p.id,
      kind: p.kind ?? "bp",
      status: "published",
      doi: null,
      elocation: null,
      title_en: p.titleEn,
      title_cn: p.titleCn ?? null,
      abstract_en: p.abstractEn,
      abstract_cn: p.abstractCn ?? null,
      keywords_en: JSON.stringify(p.keywordsEn ?? []),
      received_on: null,
      accepted_on: null,
      online_on: p.publishedOn,
      published_on: p.publishedOn,
      issue_id: null,
      video_id: null,
      journal_version_id: null,
      views_total: p.views,
    })
    .execute();
  await db
    .insertInto("protocol_authors")
    .values(p.authors.map((name, i) => ({ protocol_id: p.id, position: i + 1, name_en: name, name_cn: null })))
    .execute();
  await db.insertInto("protocol_bodies").values({ protocol_id: p.id, lang: "en", body: JSON.stringify(body(p.body)) }).execute();
  await db.insertInto("protocol_categories").values({ protocol_id: p.id, category_id: p.category }).execute();
  await db.insertInto("protocol_organisms").values({ protocol_id: p.id, organism_id: organism.id }).execute();
}

async function organismId(db: Db, name: string): Promise<number> {
  return (await db.selectFrom("organisms").select("id").where("name_en", "=", name).executeTakeFirstOrThrow()).id;
}

interface Ask {
  rows: SearchRowInput[];
  kind?: ListKind;
  filters?: Partial<SearchFilters>;
  limit?: number;
  offset?: number;
  window?: number;
}

async function ask(db: Db, a: Ask): Promise<{ total: number; more: boolean; ids: number[] }> {
  return runSearch(db, {
    compiled: compileQuery(normalizeRows(a.rows).rows),
    kind: a.kind ?? "bp",
    filters: { ...DEFAULT_FILTERS, ...a.filters },
    limit: a.limit ?? 20,
    offset: a.offset ?? 0,
    window: a.window,
  });
}

const any = (term: string): SearchRowInput[] => [{ field: "all", term }];
const HAND_IDS = new Set(HAND.map((h) => h.id));
const handOnly = (ids: number[]) => ids.filter((id) => HAND_IDS.has(id));

const available = DATABASES.filter((d) => d.available);
const handles = new Map<string, TestDatabase>();

beforeAll(async () => {
  for (const target of available) {
    const t = await target.create();
    await seedJournal(t.db, t.dialect, { protocols: 300, today: TODAY });
    for (const p of HAND) await insertHand(t.db, p);
    await reindexProtocols(t.db, HAND.map((p) => p.id));
    handles.set(target.name, t);
  }
});

afterAll(async () => {
  for (const t of handles.values()) await t.drop();
});

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

describe.skipIf(available.length < 2)("the same results on SQLite and PostgreSQL", () => {
  const MIX: Ask[] = [
    { rows: any("protocol") },
    { rows: any("cell"), filters: { sort: "date" } },
    { rows: any("cells"), filters: { sort: "views" } },
    { rows: any("western blot") },
    { rows: any('"western blot"'), filters: { sort: "date" } },
    { rows: any("caspase-3") },
    { rows: any("CRISPR-Cas9"), filters: { sort: "views" } },
    { rows: any("细胞") },
    { rows: any("细胞凋亡"), filters: { sort: "date" } },
    { rows: any("癌") },
    { rows: any("小鼠 神经") },
    { rows: any("HeLa 细胞") },
    { rows: any("caspase-3 检测") },
    { rows: [{ field: "title", term: "neurons" }] },
    { rows: [{ field: "abstract", term: "mouse" }], filters: { sort: "date" } },
    { rows: [{ field: "author", term: "zhang" }], filters: { sort: "views" } },
    { rows: [{ field: "title", term: "western blot" }], filters: { sort: "date" } },
    { rows: [{ field: "title", term: "CRISPR-Cas9" }], filters: { sort: "views" } },
    { rows: [{ field: "abstract", term: "cells" }, { field: "all", term: "细胞" }], filters: { area: 15, sort: "date" } },
    { rows: [{ field: "author", term: "li" }], filters: { from: "2021-01", to: "2024-06", sort: "views" } },
    { rows: any("protocol"), filters: { area: 4, sort: "date" } },
    { rows: any("analysis"), filters: { from: "2020-01", to: "2022-12", sort: "views" } },
    { rows: any("protocol"), kind: "bpp", filters: { sort: "date" } },
    { rows: any("protocol"), filters: { sort: "views" }, window: 40 },
    { rows: any("cells"), window: 30 },
  ];

  it("returns the same matches, and the same order for date and views", async () => {
    const [a, b] = [handles.get("sqlite")!.db, handles.get("postgres")!.db];
    // An author and a word of one of their titles, taken from the demo journal (its titles vary with the seed).
    const wang = await a
      .selectFrom("protocols")
      .innerJoin("protocol_authors", "protocol_authors.protocol_id", "protocols.id")
      .select("protocols.title_en")
      .where("protocol_authors.name_en", "like", "% Wang")
      .where("protocols.kind", "=", "bp")
      .where("protocols.status", "=", "published")
      .orderBy("protocols.id")
      .executeTakeFirstOrThrow();
    const word = wang.title_en.split(/[^A-Za-z]+/).find((w) => w.length >= 6)!;
    const mix: Ask[] = [...MIX, { rows: [{ field: "author", term: "wang" }, { field: "title", term: word }] }];
    for (const q of mix) {
      const label = JSON.stringify(q);
      const all = { ...q, limit: 1000 };
      const x = await ask(a, all);
      const y = await ask(b, all);
      expect(x.total, label).toBeGreaterThan(0);
      expect(y.total, label).toBe(x.total);
      expect([...y.ids].sort(), label).toEqual([...x.ids].sort());
      if (q.filters?.sort === "date" || q.filters?.sort === "views") expect(y.ids, label).toEqual(x.ids);
      const pageX = await ask(a, q);
      const pageY = await ask(b, q);
      if (q.filters?.sort === "date" || q.filters?.sort === "views") expect(pageY.ids, label).toEqual(pageX.ids);
    }
  });
  it("finds the same protocols with a term in the abstract or among the authors (relevance's look-ups)", async () => {
    const lookups = [
      { field: "abstract" as const, options: [["cell"]] },
      { field: "abstract" as const, options: [["western", "blot"], ["immunoblot"]] },
      { field: "authors" as const, options: [["wang"]] },
      { field: "abstract" as const, options: [["细胞"], ["小鼠", "neuron"]] },
      { field: "authors" as const, options: [["zymoquartz"]] },
    ];
    const answers = [];
    for (const name of ["sqlite", "postgres"]) {
      const db = handles.get(name)!.db;
      const engine = searchEngineFor(db);
      const q = engineQuery({ compiled: compileQuery(normalizeRows(any("protocol")).rows), kind: "bp", filters: DEFAULT_FILTERS });
      const keys = await engine.newestKeys(db, q, 400);
      // Every other key: a look-up answers only for the keys it is given.
      const asked = keys.filter((_, i) => i % 2 === 0);
      const found = await engine.keysWithTerms(db, q, lookups, asked);
      answers.push(found.map((set) => [...set].map(idOfKey).sort((x, y) => x - y)));
      for (const set of found) for (const k of set) expect(asked).toContain(k);
    }
    expect(answers[0]!.slice(0, 4).every((ids) => ids.length > 0)).toBe(true);
    expect(answers[1]).toEqual(answers[0]);
  });
});
