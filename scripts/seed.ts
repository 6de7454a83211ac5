/**
 * npm run seed -- [--protocols N] [--reset]
 * Seeds the demo journal into an empty database (--reset deletes the SQLite file first).
 */
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { migrateToLatest } from "@core/db/migrate";
import { seedJournal } from "@seed/seed-journal";
import { openScriptDatabase } from "./db";

const { values } = parseArgs({
  options: { protocols: { type: "string", default: "5000" }, reset: { type: "boolean", default: false } },
});
const protocols = Number(values.protocols);
if (!Number.isInteger(protocols) || protocols < 1) {
  console.error("--protocols must be a positive whole number");
  process.exit(1);
}
const url = process.env.DATABASE_URL;
if (values.reset) {
  if (url && /^postgres/.test(url)) {
    console.error("--reset only deletes SQLite files; drop the Postgres database yourself");
    process.exit(1);
  }
  const file = path.resolve(import.meta.dirname, "..", url ?? "data/journal.sqlite");
  for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) rmSync(f);
}
const handle = openScriptDatabase(url);
await migrateToLatest(handle.db, handle.dialect);
const existing = await handle.db.selectFrom("protocols").select("id").limit(1).executeTakeFirst();
if (existing) {
  console.error("the database already has protocols: run with --reset (SQLite) or use an empty database");
  await handle.close();
  process.exit(1);
}
const report = await seedJournal(handle.db, handle.dialect, { protocols });
console.log(report);
await handle.close();
