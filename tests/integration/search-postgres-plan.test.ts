import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { DATABASES, type TestDatabase } from "./databases";
import { compileQuery } from "@core/search/compile-query";
import { keysInSlicesStatement, keysWithTermsStatement, matchCondition, postgresEngine, withGinPlans } from "@core/search/postgres-engine";
import { keyRange } from "@core/search/search-document";
import { partitionSlices } from "@core/search/postgres-partitions";
import { engineQuery } from "@core/search/run-search";
import { DEFAULT_FILTERS } from "@core/search/search-params";
import type { SearchRow } from "@core/search/query-rules";

/**
 * ADR 0115: a protocol's positional vector lives in TOAST, so PostgreSQL would rather check every row of a
 * partition (detoasting each vector) than use its GIN index. The engine's read must go through the GIN indexes.
 * Checked on the plan PostgreSQL makes for the demo journal's real documents, after ANALYZE.
 */
const postgres = DATABASES.find((d) => d.name === "postgres")!;
let t: TestDatabase;

describe.skipIf(!postgres.available)("PostgreSQL search reads (ADR 0115)", () => {
  beforeAll(async () => {
    t = await postgres.create({ protocols: 200, today: "2026-11-21" });
    await sql`analyze protocol_search`.execute(t.db);
  });
  afterAll(async () => {
    await t?.drop();
  });

  const plan = async (term: string, rows: SearchRow[] = [{ field: "all", term }]) => {
    const q = engineQuery({ compiled: compileQuery(rows), kind: "bp", filters: DEFAULT_FILTERS });
    const statement = keysInSlicesStatement(matchCondition(q), partitionSlices(q.range[0], q.range[1]), 1001);
    const r = await withGinPlans(t.db, (trx) => sql<{ "QUERY PLAN": string }>`explain ${statement}`.execute(trx));
    return r.rows.map((row) => row["QUERY PLAN"]).join("\n");
  };

  it("the documents are large enough to be stored out of line (what makes a row check costly)", async () => {
    const r = await sql<{ toasted: number }>`select count(*) filter (where pg_column_size(document) > 8160)::int as toasted from protocol_search`.execute(t.db);
    expect(r.rows[0]!.toasted).toBeGreaterThan(0);
  });

  for (const term of ["western blot", "细胞增殖", "CRISPR-Cas9", "cells"]) {
    it(`"${term}" is looked up in the GIN indexes, never by reading every row`, async () => {
      const text = await plan(term);
      expect(text).toMatch(/Bitmap Index Scan on protocol_search_bp_\d{4}_fields_document_idx/);
      expect(text).not.toMatch(/Seq Scan|Index Scan using|Index Scan Backward|doc_key_idx/);
    });
  }

  it("a title word and a word anywhere: one scan of the one GIN index answers both, no vector checked row by row (ADR 0131)", async () => {
    const text = await plan("", [
      { field: "title", term: "protocol" },
      { field: "all", term: "鼠" },
    ]);
    expect(text).toMatch(/Bitmap Index Scan on protocol_search_bp_\d{4}_fields_document_idx[^\n]*\n\s+Index Cond: \(\(fields @@ .+\) AND \(document @@ .+\)\)/);
    expect(text).not.toMatch(/Filter: \(document @@|Filter: \(fields @@|Seq Scan|Index Scan using|Index Scan Backward|Intersect/);
  });

  it("a read starts no parallel workers (their start-up cost more than the read on a 2-core machine: 10+ ms)", async () => {
    const r = await withGinPlans(t.db, (trx) => sql<{ p: string }>`select current_setting('max_parallel_workers_per_gather') as p`.execute(trx));
    expect(r.rows[0]!.p).toBe("0");
  });

  it("relevance's look-ups of the window's keys go through the fields GIN index, never reading a row's vector", async () => {
    const keys = (await sql<{ k: string }>`select doc_key as k from protocol_search where doc_key between ${keyRange("bp", null, null)[0]} and ${keyRange("bp", null, null)[1]} order by doc_key desc limit 100`.execute(t.db)).rows.map((r) => Number(r.k));
    const statement = keysWithTermsStatement([{ field: "abstract", options: [["cell"]] }, { field: "authors", options: [["wang"]] }], keys);
    const r = await withGinPlans(t.db, (trx) => sql<{ "QUERY PLAN": string }>`explain ${statement!}`.execute(trx));
    const text = r.rows.map((row) => row["QUERY PLAN"]).join("\n");
    expect(text).toMatch(/Bitmap Index Scan on protocol_search_bp_\d{4}_fields_document_idx/);
    expect(text).not.toMatch(/Seq Scan|Index Scan using|doc_key_idx|Filter: \(fields @@/);
  });

  it("within a caller's transaction, the planner's settings are put back afterwards", async () => {
    const settings = sql<{ s: string; i: string; p: string }>`select current_setting('enable_seqscan') as s, current_setting('enable_indexscan') as i, current_setting('max_parallel_workers_per_gather') as p`;
    await t.db.transaction().execute(async (trx) => {
      const before = (await settings.execute(trx)).rows[0]!;
      expect(before).toMatchObject({ s: "on", i: "on" });
      expect(before.p).not.toBe("0");
      await withGinPlans(trx, async () => undefined);
      expect((await settings.execute(trx)).rows[0]).toEqual(before);
    });
  });

  /** Each GIN index of the search partitions with its storage options. */
  const ginIndexes = async () =>
    (
      await sql<{ oid: number; name: string; options: string[] | null }>`select ic.oid::int as oid, ic.relname as name, ic.reloptions as options
        from pg_inherits i join pg_index x on x.indrelid = i.inhrelid join pg_class ic on ic.oid = x.indexrelid
        join pg_am am on am.oid = ic.relam where i.inhparent = 'protocol_search'::regclass and am.amname = 'gin'`.execute(t.db)
    ).rows;

  it("after the seed's bulk load, every GIN index is back to what searches need: no pending list, none left to merge", async () => {
    const indexes = await ginIndexes();
    expect(indexes.length).toBeGreaterThan(10);
    for (const index of indexes) {
      expect(index.options).toEqual(["fastupdate=off"]);
      const merged = await sql<{ pages: number }>`select gin_clean_pending_list(${index.oid}::oid::regclass)::int as pages`.execute(t.db);
      expect(merged.rows[0]!.pages).toBe(0);
    }
  });

  it("after the seed's bulk load, every GIN index is as compact as one built in one pass from its rows (ADR 0131)", async () => {
    const sizes = async () => {
      let bytes = 0;
      for (const { oid } of await ginIndexes()) bytes += Number((await sql<{ b: string }>`select pg_relation_size(${oid}::oid::regclass) as b`.execute(t.db)).rows[0]!.b);
      return bytes;
    };
    const seeded = await sizes();
    for (const { name } of await ginIndexes()) await sql`reindex index ${sql.id(name)}`.execute(t.db);
    expect(seeded).toBeLessThanOrEqual((await sizes()) * 1.1);
  });

  it("a bulk load gathers entries in pending lists while it runs, and switches them off even when it fails", async () => {
    const during = postgresEngine.bulkLoad(t.db, async () => {
      for (const index of await ginIndexes()) expect(index.options).toEqual(expect.arrayContaining(["fastupdate=on"]));
      throw new Error("the load broke off");
    });
    await expect(during).rejects.toThrow("the load broke off");
    for (const index of await ginIndexes()) expect(index.options).toEqual(["fastupdate=off"]);
  });
});
