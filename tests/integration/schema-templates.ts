import { createHash, randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import type pg from "pg";
import { openDatabase, type DbHandle } from "@core/db/client";
import { migrateToLatest } from "@core/db/migrate";
import { seedJournal, type SeedOptions } from "@seed/seed-journal";

/**
 * Databases made once and copied (issue 20 §5): empty and migrated, or holding a demo journal.
 * - Running the 33 migrations took 0.6–0.8 s for each PostgreSQL database and 60–300 ms for each SQLite file, and a
 *   run makes more than a hundred. A copy is a PostgreSQL `CREATE DATABASE … TEMPLATE` or a file copy: 160–190 ms
 *   and 10 ms for a whole `create()` here.
 * - Seeding a demo journal took 1.5–3 s on SQLite and 3.5–8 s on PostgreSQL for 12–400 protocols, and thirty test
 *   files seed one of a dozen journals (the same size and day). Each is seeded once a run, by the first file that
 *   asks for it, and copied for the others.
 * Callers still run `migrateToLatest` on the copy, which finds nothing to apply unless the code changed since (it
 * also rechecks the search index's format).
 */

const root = path.resolve(import.meta.dirname, "../..");

/** A hash of these files' names and contents. */
function fingerprint(files: string[]): string {
  const hash = createHash("sha256");
  for (const file of files) hash.update(path.relative(root, file)).update(readFileSync(file));
  return hash.digest("hex").slice(0, 12);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The migrations and the code that runs them: a change to any of them makes new templates. */
const SCHEMA_FINGERPRINT = fingerprint([...filesUnder(path.join(root, "core/db/migrations")), path.join(root, "core/db/migrate.ts")]);
let journalCode: string | undefined;

/**
 * A template's name (a SQLite file's, a PostgreSQL database's after `opls_`): `tpl_<schema>` for an empty database,
 * `seed_<schema>_<code>_<options>` for a demo journal, which is made again when the seed, its content or any core
 * code changes (the seed writes through the search index, the renderers and the rest of core). `current` is what
 * every template of this code starts with: another template of its kind is of other code, and stale.
 */
function templateOf(seed?: SeedOptions): { kind: string; current: string; name: string } {
  if (!seed) return { kind: "tpl_", current: `tpl_${SCHEMA_FINGERPRINT}`, name: `tpl_${SCHEMA_FINGERPRINT}` };
  if (!seed.today) throw new Error("a demo journal's template needs a fixed `today`");
  journalCode ??= fingerprint(["seed", "core", "content"].flatMap((dir) => filesUnder(path.join(root, dir))));
  const options = createHash("sha256").update(JSON.stringify([seed.protocols, seed.today, seed.seed ?? null])).digest("hex");
  const current = `seed_${SCHEMA_FINGERPRINT}_${journalCode}_`;
  return { kind: "seed_", current, name: `${current}${options.slice(0, 8)}` };
}

const SQLITE_TEMPLATES = path.join(tmpdir(), "opls-test-templates");

/** Opens a new SQLite database at `file`, migrated: a copy of the template, brought up to date if the code is newer. */
export async function openMigratedSqlite(file: string): Promise<DbHandle> {
  await copySqliteTemplate(file, templateOf(), () => {});
  return openAndMigrate(file);
}

/** Opens a new SQLite database at `file` holding the demo journal `seed` describes (see openMigratedSqlite). */
export async function openSeededSqlite(file: string, seed: SeedOptions): Promise<DbHandle> {
  await copySqliteTemplate(file, templateOf(seed), (handle) => seedJournal(handle.db, handle.dialect, seed));
  return openAndMigrate(file);
}

async function openAndMigrate(file: string): Promise<DbHandle> {
  const handle = openDatabase(file);
  await migrateToLatest(handle.db, handle.dialect);
  return handle;
}

type Template = ReturnType<typeof templateOf>;

/** Writes a copy of `template` at `file`, made first (migrated, then filled by `fill`) if there is none. */
async function copySqliteTemplate(file: string, template: Template, fill: (handle: DbHandle) => unknown): Promise<void> {
  const templateFile = path.join(SQLITE_TEMPLATES, `${template.name}.sqlite`);
  mkdirSync(path.dirname(file), { recursive: true });
  for (;;) {
    if (!existsSync(templateFile)) await buildSqliteTemplate(template, templateFile, fill);
    try {
      copyFileSync(templateFile, file);
      return;
    } catch (error) {
      // Removed as stale by a run of other code between the two lines: made again.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
}

async function buildSqliteTemplate(template: Template, templateFile: string, fill: (handle: DbHandle) => unknown): Promise<void> {
  mkdirSync(SQLITE_TEMPLATES, { recursive: true });
  // Built under a name of its own and renamed into place: two test files that build it at once each see a whole one.
  const building = `${templateFile}.${process.pid}-${randomBytes(4).toString("hex")}`;
  const handle = openDatabase(building);
  await migrateToLatest(handle.db, handle.dialect);
  await fill(handle);
  // One self-contained file: the write-ahead log folded in and switched off (the copy's connection turns it on).
  await sql`pragma journal_mode = delete`.execute(handle.db);
  await handle.close();
  renameSync(building, templateFile);
  for (const suffix of ["-wal", "-shm"]) rmSync(`${building}${suffix}`, { force: true });
  // Templates of other code (a demo journal of 5,000 protocols is 288 MB) go; this code's other journals stay.
  for (const other of readdirSync(SQLITE_TEMPLATES)) {
    if (isStale(other, template) && other.endsWith(".sqlite")) rmSync(path.join(SQLITE_TEMPLATES, other), { force: true });
  }
}

/** One build of a template at a time across the test run's processes: a PostgreSQL advisory lock of its name. */
function templateLock(name: string): string {
  return BigInt(`0x${createHash("sha256").update(name).digest("hex").slice(0, 15)}`).toString();
}

/**
 * The name of a PostgreSQL database to create others from, made on first use: empty and migrated, or (with `seed`)
 * holding that demo journal. `admin` is a connection to the server's maintenance database; `urlOf` gives a
 * database's URL on the same server.
 */
export async function postgresTemplate(admin: pg.Client, urlOf: (name: string) => string, seed?: SeedOptions): Promise<string> {
  const template = templateOf(seed);
  const name = `opls_${template.name}`;
  const lock = templateLock(name);
  await admin.query("select pg_advisory_lock($1)", [lock]);
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount) return name;
    const building = `${name}_new`;
    await admin.query(`drop database if exists ${building} with (force)`);
    // A journal's template is the schema's template, seeded (another lock: its own name's).
    await admin.query(`create database ${building} template ${seed ? await postgresTemplate(admin, urlOf) : "template1"}`);
    const handle = openDatabase(urlOf(building), { onIdleConnectionError: () => {} });
    try {
      await migrateToLatest(handle.db, handle.dialect);
      if (seed) await seedJournal(handle.db, handle.dialect, seed);
    } finally {
      await handle.close();
    }
    // A closed pool's backends may still be leaving: a template must have no session when it is renamed or copied.
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [building]);
    await admin.query(`alter database ${building} rename to ${name}`);
    // Templates of other code are dropped when not in use; one in use by another run stays.
    const others = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'opls\\_%'");
    for (const { datname } of others.rows) {
      const other = datname.slice("opls_".length);
      if (isStale(other, template) && !other.endsWith("_new")) await admin.query(`drop database if exists ${datname}`).catch(() => {});
    }
    return name;
  } finally {
    await admin.query("select pg_advisory_unlock($1)", [lock]);
  }
}

/** Whether a template named `other` (file or database) is of the same kind as `template` but of other code. */
function isStale(other: string, template: Template): boolean {
  return other.startsWith(template.kind) && !other.startsWith(template.current);
}
