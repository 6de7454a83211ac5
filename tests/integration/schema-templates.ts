import { createHash, randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import type pg from "pg";
import { openDatabase, type DbHandle } from "@core/db/client";
import { migrateToLatest } from "@core/db/migrate";

/**
 * Empty, migrated databases made once and copied (issue 20 §5): running the 33 migrations took 0.6–0.8 s for each
 * PostgreSQL database and 60–300 ms for each SQLite file, and a run makes more than a hundred. A copy is a
 * PostgreSQL `CREATE DATABASE … TEMPLATE` or a file copy: 160–190 ms and 10 ms for a whole `create()` here. Callers
 * still run `migrateToLatest` on the copy, which finds nothing to apply unless the code changed since (it also
 * rechecks the search index's format).
 */

const root = path.resolve(import.meta.dirname, "../..");

/** The migrations and the code that runs them: a change to any of them makes new templates. */
const SCHEMA_FINGERPRINT = (() => {
  const dir = path.join(root, "core/db/migrations");
  const files = [...readdirSync(dir).sort().map((name) => path.join(dir, name)), path.join(root, "core/db/migrate.ts")];
  const hash = createHash("sha256");
  for (const file of files) hash.update(path.basename(file)).update(readFileSync(file));
  return hash.digest("hex").slice(0, 12);
})();

const SQLITE_TEMPLATES = path.join(tmpdir(), "opls-test-templates");

/** Opens a new SQLite database at `file`, migrated: a copy of the template, brought up to date if the code is newer. */
export async function openMigratedSqlite(file: string): Promise<DbHandle> {
  await copySqliteTemplate(file);
  const handle = openDatabase(file);
  await migrateToLatest(handle.db, handle.dialect);
  return handle;
}

/** Writes an empty, migrated SQLite database at `file`. */
async function copySqliteTemplate(file: string): Promise<void> {
  const template = path.join(SQLITE_TEMPLATES, `schema-${SCHEMA_FINGERPRINT}.sqlite`);
  if (!existsSync(template)) {
    mkdirSync(SQLITE_TEMPLATES, { recursive: true });
    // Built under a name of its own and renamed into place: two test files that build it at once each see a whole one.
    const building = `${template}.${process.pid}-${randomBytes(4).toString("hex")}`;
    const handle = openDatabase(building);
    await migrateToLatest(handle.db, handle.dialect);
    // One self-contained file: the write-ahead log folded in and switched off (the copy's connection turns it on).
    await sql`pragma journal_mode = delete`.execute(handle.db);
    await handle.close();
    renameSync(building, template);
    for (const suffix of ["-wal", "-shm"]) rmSync(`${building}${suffix}`, { force: true });
  }
  mkdirSync(path.dirname(file), { recursive: true });
  copyFileSync(template, file);
}

/** One template build at a time across the test run's processes (a PostgreSQL advisory lock). */
const TEMPLATE_LOCK = 20_200_520;

/**
 * The name of a PostgreSQL database to create others from, made on first use: empty and migrated. `admin` is a
 * connection to the server's maintenance database; `urlOf` gives a database's URL on the same server.
 */
export async function postgresTemplate(admin: pg.Client, urlOf: (name: string) => string): Promise<string> {
  const name = `opls_tpl_${SCHEMA_FINGERPRINT}`;
  await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK]);
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount) return name;
    const building = `${name}_new`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const handle = openDatabase(urlOf(building), { onIdleConnectionError: () => {} });
    try {
      await migrateToLatest(handle.db, handle.dialect);
    } finally {
      await handle.close();
    }
    // A closed pool's backends may still be leaving: a template must have no session when it is renamed or copied.
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [building]);
    await admin.query(`alter database ${building} rename to ${name}`);
    // Templates of other schemas (older code) are dropped when not in use; one in use by another run stays.
    const stale = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'opls\\_tpl\\_%' and datname <> $1 and datname not like '%\\_new'",
      [name],
    );
    for (const { datname } of stale.rows) await admin.query(`drop database if exists ${datname}`).catch(() => {});
    return name;
  } finally {
    await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK]);
  }
}
