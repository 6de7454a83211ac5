import { describe, expect, it } from "vitest";
import { sql } from "kysely";
import pg from "pg";
import { openDatabase } from "@core/db/client";
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
