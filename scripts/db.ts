import path from "node:path";
import { openDatabase, type DbHandle } from "@core/db/client";

/** The database the scripts work on: DATABASE_URL, else the default SQLite file (as the server). */
export function openScriptDatabase(url = process.env.DATABASE_URL): DbHandle {
  const root = path.resolve(import.meta.dirname, "..");
  const target = url && /^postgres/.test(url) ? url : path.resolve(root, url ?? "data/journal.sqlite");
  return openDatabase(target);
}
