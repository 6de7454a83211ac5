import { describe, expect, it } from "vitest";
import { compileQuery } from "@core/search/compile-query";
import { normalizeRows } from "@core/search/query-rules";
import { engineQuery } from "@core/search/run-search";
import { searchEngineFor } from "@core/search/pick-engine";
import { idOfKey } from "@core/search/search-document";
import { DEFAULT_FILTERS } from "@core/search/search-params";
import { any, ask, available, setUpSearchDatabases, type Ask } from "./search-engine-fixture";

/**
 * The same results on SQLite and PostgreSQL, for a mix of searches and for relevance's look-ups. Search on each
 * database: search-engine-queries.test.ts.
 */
describe.skipIf(available.length < 2)("the same results on SQLite and PostgreSQL", () => {
  const handles = setUpSearchDatabases();

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
