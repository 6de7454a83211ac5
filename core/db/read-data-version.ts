import { sql } from "kysely";
import type { Db } from "./client";
import { dialectOf } from "../search/engine";

/**
 * A number that changes when another connection commits to the database: SQLite's `data_version` (a CLI import, a
 * second worker, a test's own connection; this connection's own commits leave it alone). PostgreSQL has no cheap
 * equivalent: null, and callers fall back on their own signals (ADR 0118).
 */
export async function readDataVersion(db: Db): Promise<number | null> {
  if (dialectOf(db) === "postgres") return null;
  const { rows } = await sql<{ data_version: number }>`pragma data_version`.execute(db);
  return rows[0]?.data_version ?? null;
}
