import { sql } from "kysely";
import type { Db } from "../db/client";
import { dialectOf } from "../search/engine";

/**
 * The id a new protocol takes: one more than the largest so far (protocol ids are the article numbers in DOIs
 * and e-locations, so they stay dense and are never drawn from a sequence that skips on rollback). Call it inside
 * the transaction that inserts the protocol. PostgreSQL: a transaction-scoped advisory lock makes two editors
 * publishing at the same instant take turns, and the max is read after the lock, so it sees the other's commit.
 * SQLite: Kysely runs one transaction at a time on the one connection, and a second process's write would fail
 * on SQLite's write lock rather than reuse an id.
 */
export async function nextProtocolId(trx: Db): Promise<number> {
  if (dialectOf(trx) === "postgres") await sql`select pg_advisory_xact_lock(hashtext('protocols.id'))`.execute(trx);
  const max = await trx.selectFrom("protocols").select(sql<number | null>`max(id)`.as("max")).executeTakeFirst();
  return Number(max?.max ?? 0) + 1;
}
