import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type DbHandle } from "@core/db/client";
import { migrateToLatest } from "@core/db/migrate";
import type { SeedOptions } from "@seed/seed-journal";
import { openMigratedSqlite, openSeededSqlite, postgresTemplate } from "./schema-templates";

/**
 * The databases every integration test runs on: SQLite always; PostgreSQL when TEST_DATABASE_URL is set
 * or 127.0.0.1:5432 answers. REQUIRE_POSTGRES=1 (CI) turns "not reachable" into a failure.
 */
export interface TestDatabase extends DbHandle {
  /** What DATABASE_URL would say: for a server process of its own on the same database. */
  url: string;
  drop(): Promise<void>;
}

const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export const postgresAvailable = await postgresReachable();
if (!postgresAvailable) {
  if (process.env.REQUIRE_POSTGRES === "1") throw new Error(`PostgreSQL is required but not reachable at ${adminUrl}`);
  console.warn(`PostgreSQL tests SKIPPED: nothing answers at ${adminUrl} (set TEST_DATABASE_URL to run them)`);
}

async function createSqlite(seed?: SeedOptions): Promise<TestDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), "opls-test-"));
  const file = path.join(dir, "test.sqlite");
  const handle = seed ? await openSeededSqlite(file, seed) : await openMigratedSqlite(file);
  return { ...handle, url: file, drop: async () => void rmSync(dir, { recursive: true, force: true }) };
}

async function createPostgres(seed?: SeedOptions): Promise<TestDatabase> {
  const name = `opls_test_${randomBytes(6).toString("hex")}`;
  const urlOf = (database: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    return url.toString();
  };
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${await postgresTemplate(admin, urlOf, seed)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(urlOf(name));
  // drop() ends the pool and then the database (with force): a connection still closing is ended by the
  // server, which must not be an uncaught error in the test run.
  const handle = openDatabase(url.toString(), { onIdleConnectionError: () => {} });
  await migrateToLatest(handle.db, handle.dialect);
  return {
    ...handle,
    url: url.toString(),
    drop: async () => {
      await handle.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/**
 * `create()` gives an empty, migrated database; `create(seed)` one holding the demo journal `seedJournal(db, dialect,
 * seed)` writes (a copy of it, seeded once a run: ./schema-templates.ts).
 */
export const DATABASES: { name: string; available: boolean; create: (seed?: SeedOptions) => Promise<TestDatabase> }[] = [
  { name: "sqlite", available: true, create: createSqlite },
  { name: "postgres", available: postgresAvailable, create: createPostgres },
];
