import { afterEach, describe, expect, it, vi } from "vitest";
import { sql } from "kysely";
import pg from "pg";
import SQLite from "better-sqlite3";
import { openDatabase, SQLITE_STATEMENT_CACHE_CHARS } from "@core/db/client";
import { postgresAvailable } from "./databases";

const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const backendPid = async (handle: ReturnType<typeof openDatabase>) =>
  (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db)).rows[0]!.pid;

describe.runIf(postgresAvailable)("the PostgreSQL pool", () => {
  it("survives the server ending an idle connection, reports it, and opens a new one", async () => {
    const reported: Error[] = [];
    const handle = openDatabase(adminUrl, { onIdleConnectionError: (error) => reported.push(error) });
    try {
      const first = await backendPid(handle);
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query("select pg_terminate_backend($1)", [first]);
      await admin.end();
      // The idle connection learns of its end asynchronously; without a listener that would crash the process.
      await expect.poll(() => reported.length).toBe(1);
      expect(await backendPid(handle)).not.toBe(first);
    } finally {
      await handle.close();
    }
  });
});

describe("SQLite prepared statements (ADR 0150)", () => {
  afterEach(() => vi.restoreAllMocks());

  /** How often each SQL text was compiled by SQLite while `work` ran. */
  async function preparedWhile(work: (handle: ReturnType<typeof openDatabase>) => Promise<void>) {
    const handle = openDatabase(":memory:");
    await sql`create table notes (id integer primary key, body text)`.execute(handle.db);
    await sql`insert into notes (body) values ('one'), ('two'), ('three')`.execute(handle.db);
    const prepare = vi.spyOn(SQLite.prototype, "prepare");
    try {
      await work(handle);
      const counts = new Map<string, number>();
      for (const [text] of prepare.mock.calls) counts.set(text, (counts.get(text) ?? 0) + 1);
      return counts;
    } finally {
      await handle.close();
    }
  }

  it("compiles a query's SQL once, however often it runs, and answers each run with its own parameters", async () => {
    const bodies: string[] = [];
    const counts = await preparedWhile(async ({ db }) => {
      for (const id of [1, 2, 3, 2]) {
        const row = await db.selectFrom("notes" as never).select("body" as never).where("id" as never, "=", id as never).executeTakeFirst();
        bodies.push((row as { body: string }).body);
      }
    });
    expect(bodies).toEqual(["one", "two", "three", "two"]);
    expect([...counts.values()]).toEqual([1]);
  });

  it("keeps at most SQLITE_STATEMENT_CACHE_CHARS characters of SQL, then starts again; never one longer than that", async () => {
    // Texts of ~10,000 characters each: the cache is full after a few dozen.
    const text = (i: number) => `select '${"x".repeat(10_000)}' || ${i} as n`;
    const count = Math.ceil(SQLITE_STATEMENT_CACHE_CHARS / text(0).length);
    const longest = `select '${"y".repeat(SQLITE_STATEMENT_CACHE_CHARS)}' as n`;
    const counts = await preparedWhile(async ({ db }) => {
      for (let i = 0; i <= count; i++) await sql.raw(text(i)).execute(db);
      await sql.raw(text(0)).execute(db);
      await sql.raw(text(count)).execute(db);
      for (let i = 0; i < 2; i++) await sql.raw(longest).execute(db);
    });
    expect(counts.get(text(0))).toBe(2);
    expect(counts.get(text(count))).toBe(1);
    expect(counts.get(longest)).toBe(2);
  });
});
