import type { Db } from "../db/client";

/** The forms' tables, each with a unique idempotency key per submission. */
export type KeyedFormTable =
  "help_requests" | "reviewer_applications" | "ambassador_applications" | "presubmission_inquiries" | "submissions";

/** The id stored under an idempotency key: a double click or a retry finds its first submission. */
export async function findEarlierSubmission(
  db: Db,
  table: KeyedFormTable,
  idempotencyKey: string,
): Promise<number | null> {
  const row = await db.selectFrom(table).select("id").where("idempotency_key", "=", idempotencyKey).executeTakeFirst();
  return row?.id ?? null;
}

/** The id stored under an idempotency key that an insert has just found taken (it must be there). */
export async function requireEarlierSubmission(db: Db, table: KeyedFormTable, idempotencyKey: string): Promise<number> {
  const id = await findEarlierSubmission(db, table, idempotencyKey);
  if (id === null) throw new Error(`${table}: idempotency key conflicted but no row holds it`);
  return id;
}
