import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { sql } from "kysely";
import { openDatabase, type DbHandle } from "@core/db/client";
import { migrateToLatest } from "@core/db/migrate";
import { seedJournal } from "@seed/seed-journal";

/**
 * The demo journals the in-process benches read (bench:search, bench:harvest): seeded on first use and kept, as
 * data/bench/<name>-<size>.sqlite and as PostgreSQL databases opls_bench_<name>_<size>, and seeded again when
 * they no longer hold `size` published protocols.
 */

const root = path.resolve(import.meta.dirname, "..");
const pgAdmin = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function hasJournal(handle: DbHandle, size: number): Promise<boolean> {
  try {
    const row = await handle.db
      .selectFrom("protocols")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("kind", "=", "bp")
      .where("status", "=", "published")
      .executeTakeFirst();
    return Number(row?.n ?? 0) === size;
  } catch {
    return false;
  }
}

async function seeded(url: string, engine: string, size: number, today: string): Promise<DbHandle> {
  const handle = openDatabase(url);
  await migrateToLatest(handle.db, handle.dialect);
  console.log(`seeding ${engine} ${size} …`);
  const report = await seedJournal(handle.db, handle.dialect, { protocols: size, today });
  if (handle.dialect === "postgres") await sql`analyze`.execute(handle.db);
  console.log(`  seeded in ${report.seconds} s`);
  return handle;
}

export async function openSqliteJournal(name: string, size: number, today: string): Promise<DbHandle> {
  const dir = path.join(root, "data/bench");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${size}.sqlite`);
  if (existsSync(file)) {
    const handle = openDatabase(file);
    await migrateToLatest(handle.db, handle.dialect);
    if (await hasJournal(handle, size)) return handle;
    await handle.close();
    for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
  }
  return seeded(file, "sqlite", size, today);
}

/** null when no PostgreSQL answers at BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres). */
export async function openPostgresJournal(name: string, size: number, today: string): Promise<DbHandle | null> {
  const admin = new pg.Client({ connectionString: pgAdmin, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    console.log(`postgres: nothing answers at ${pgAdmin}, skipped`);
    return null;
  }
  const database = `opls_bench_${name.replace(/-/g, "_")}_${size}`;
  const url = new URL(pgAdmin);
  url.pathname = `/${database}`;
  if ((await admin.query("select 1 from pg_database where datname = $1", [database])).rowCount) {
    const handle = openDatabase(url.toString());
    await migrateToLatest(handle.db, handle.dialect);
    if (await hasJournal(handle, size)) {
      await admin.end();
      return handle;
    }
    await handle.close();
    await admin.query(`drop database ${database} with (force)`);
  }
  await admin.query(`create database ${database}`);
  await admin.end();
  return seeded(url.toString(), "postgres", size, today);
}

/** The value below which `p` % of the sorted values lie. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The options every bench over these journals takes: `--sizes` (comma-separated protocol counts) and `--engines`. */
export function journalOptions(defaultSizes: string) {
  return { sizes: { type: "string", default: defaultSizes }, engines: { type: "string", default: "sqlite,postgres" } } as const;
}

/** The sizes and engines a bench runs on, from its parsed `journalOptions`. */
export function journalsOf(values: { sizes: string; engines: string }): { sizes: number[]; engines: string[] } {
  return { sizes: values.sizes.split(",").map(Number), engines: values.engines.split(",") };
}
