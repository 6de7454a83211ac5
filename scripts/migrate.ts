import { migrateToLatest } from "@core/db/migrate";
import { openScriptDatabase } from "./db";

const handle = openScriptDatabase();
const applied = await migrateToLatest(handle.db, handle.dialect);
console.log(applied.length ? `applied: ${applied.join(", ")}` : "database is up to date");
await handle.close();
