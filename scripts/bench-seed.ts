/**
 * npm run bench:seed [-- --sizes 5000,50000] — seeds fresh SQLite databases (and PostgreSQL when
 * BENCH_POSTGRES_URL names a server) and prints the time each size takes.
 */
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { openDatabase } from "@core/db/client";
import { migrateToLatest } from "@core/db/migrate";
import { seedJournal } from "@seed/seed-journal";

const { values } = parseArgs({ options: { sizes: { type: "string", default: "5000,50000" } } });
const sizes = values.sizes.split(",").map(Number);

for (const size of sizes) {
  const dir = mkdtempSync(path.join(tmpdir(), "opls-bench-"));
  const file = path.join(dir, "bench.sqlite");
  const handle = openDatabase(file);
  await migrateToLatest(handle.db, handle.dialect);
  const started = performance.now();
  await seedJournal(handle.db, handle.dialect, { protocols: size, today: "2026-11-21" });
  const seconds = (performance.now() - started) / 1000;
  await handle.close();
  const mb = statSync(file).size / 1024 / 1024;
  console.log(`sqlite   ${String(size).padStart(7)} protocols: ${seconds.toFixed(1)} s, ${mb.toFixed(0)} MB, peak RSS ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB`);
  rmSync(dir, { recursive: true, force: true });
}

const pgUrl = process.env.BENCH_POSTGRES_URL;
if (pgUrl) {
  for (const size of sizes) {
    const name = `opls_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    const handle = openDatabase(url.toString());
    await migrateToLatest(handle.db, handle.dialect);
    const started = performance.now();
    await seedJournal(handle.db, handle.dialect, { protocols: size, today: "2026-11-21" });
    const seconds = (performance.now() - started) / 1000;
    await handle.close();
    await admin.query(`drop database ${name}`);
    await admin.end();
    console.log(`postgres ${String(size).padStart(7)} protocols: ${seconds.toFixed(1)} s`);
  }
}
