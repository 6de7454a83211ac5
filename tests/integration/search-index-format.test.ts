import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASES, type TestDatabase } from "./databases";
import { migrateToLatest } from "@core/db/migrate";
import { seedJournal } from "@seed/seed-journal";
import { compileQuery } from "@core/search/compile-query";
import { ensureSearchIndexFormat } from "@core/search/ensure-search-index-format";
import { removeFromSearchIndex } from "@core/search/index-protocol";
import { SEARCH_INDEX_FORMAT } from "@core/search/index-format";
import { phraseSetFingerprint } from "@core/search/phrase-terms";
import { runSearch } from "@core/search/run-search";
import { DEFAULT_FILTERS } from "@core/search/search-params";
import { sqliteEngine } from "@core/search/sqlite-engine";
import { sql } from "kysely";

/**
 * ADR 0116: migrations do not build the search index; after migrating, the runner rebuilds it when the
 * database's recorded format is missing or not the code's, so an index of an older format is never left as is.
 */
for (const target of DATABASES) {
  describe.skipIf(!target.available)(`search index format on ${target.name}`, () => {
    let t: TestDatabase;
    const count = async () =>
      (await runSearch(t.db, { compiled: compileQuery([{ field: "all", term: "cells" }]), kind: "bp", filters: DEFAULT_FILTERS, limit: 1, offset: 0 })).total;

    beforeAll(async () => {
      t = await target.create({ protocols: 60, today: "2026-11-21" });
    });
    afterAll(async () => {
      await t?.drop();
    });

    it("a migrated database records the code's format, and migrating again rebuilds nothing", async () => {
      const state = await t.db.selectFrom("search_index_state").selectAll().execute();
      expect(state).toEqual([{ id: 1, format: SEARCH_INDEX_FORMAT, phrases: phraseSetFingerprint(), generation: expect.any(Number) }]);
      expect(await ensureSearchIndexFormat(t.db)).toBe(false);
    });

    it("an index of another format is rebuilt on the next migration", async () => {
      const before = await count();
      expect(before).toBeGreaterThan(0);
      // An index as an older version left it: entries missing, another format recorded.
      const ids = (await t.db.selectFrom("protocols").select("id").execute()).map((r) => r.id);
      await removeFromSearchIndex(t.db, ids);
      await t.db.updateTable("search_index_state").set({ format: SEARCH_INDEX_FORMAT - 1 }).execute();
      expect(await count()).toBe(0);

      await migrateToLatest(t.db, t.dialect);
      expect(await count()).toBe(before);
      expect((await t.db.selectFrom("search_index_state").select("format").executeTakeFirstOrThrow()).format).toBe(SEARCH_INDEX_FORMAT);
    });

    it("an index built with other phrases of the term dictionary is rebuilt on the next migration (ADR 0130)", async () => {
      // A dictionary phrase added since the index was built: no protocol has its phrase term until the rebuild.
      const phrase = compileQuery([{ field: "all", term: '"western blot"' }], { expand: false });
      const found = async () => (await runSearch(t.db, { compiled: phrase, kind: "bp", filters: DEFAULT_FILTERS, limit: 1, offset: 0 })).total;
      const before = await found();
      expect(before).toBeGreaterThan(0);
      const ids = (await t.db.selectFrom("protocols").select("id").execute()).map((r) => r.id);
      await removeFromSearchIndex(t.db, ids);
      await t.db.updateTable("search_index_state").set({ phrases: "an older dictionary" }).execute();
      expect(await found()).toBe(0);

      await migrateToLatest(t.db, t.dialect);
      expect(await found()).toBe(before);
      expect((await t.db.selectFrom("search_index_state").select("phrases").executeTakeFirstOrThrow()).phrases).toBe(phraseSetFingerprint());
    });
  });
}

describe("a bulk load on SQLite", () => {
  let t: TestDatabase;
  /** FTS5's automerge setting as the table records it (absent: FTS5's default, 4). */
  const automerge = async () =>
    (await sql<{ v: number }>`select v from protocol_search_config where k = 'automerge'`.execute(t.db)).rows[0]?.v ?? 4;
  beforeAll(async () => {
    t = await DATABASES.find((d) => d.name === "sqlite")!.create();
  });
  afterAll(async () => {
    await t?.drop();
  });

  it("writes without merging FTS5's segments while it runs, and merges as writes come again when it ends, failed or not", async () => {
    expect(await automerge()).toBe(4);
    const during = sqliteEngine.bulkLoad(t.db, async () => {
      expect(await automerge()).toBe(0);
      throw new Error("the load broke off");
    });
    await expect(during).rejects.toThrow("the load broke off");
    expect(await automerge()).toBe(4);
    await seedJournal(t.db, "sqlite", { protocols: 12, today: "2026-11-21" });
    expect(await automerge()).toBe(4);
    const found = await runSearch(t.db, { compiled: compileQuery([{ field: "all", term: "cells" }]), kind: "bp", filters: DEFAULT_FILTERS, limit: 1, offset: 0 });
    expect(found.total).toBeGreaterThan(0);
  });
});
