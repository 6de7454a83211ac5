import type { Db } from "../db/client";
import { dialectOf, type SearchEngine } from "./engine";
import { postgresEngine } from "./postgres-engine";
import { sqliteEngine } from "./sqlite-engine";

/** The full-text engine of this database: FTS5 on SQLite, tsvector + GIN on PostgreSQL. */
export function searchEngineFor(db: Db): SearchEngine {
  return dialectOf(db) === "postgres" ? postgresEngine : sqliteEngine;
}
