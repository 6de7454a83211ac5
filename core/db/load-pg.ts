import { createRequire } from "node:module";
import type * as Pg from "pg";

let pg: typeof Pg | null = null;

/**
 * The PostgreSQL driver, required on first use (ADR 0147): a server on SQLite, the default, never loads it
 * (~5 MB of a process's memory).
 */
export function loadPg(): typeof Pg {
  pg ??= createRequire(import.meta.url)("pg") as typeof Pg;
  return pg;
}
