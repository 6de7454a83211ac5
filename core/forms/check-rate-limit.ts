import type { Db } from "../db/client";

export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * Records one hit in `bucket` unless it already has `max` hits within the window; true when the hit
 * is allowed. Old hits of the bucket are pruned on the way, so the table stays small. Works on a
 * database or inside the caller's transaction.
 */
export async function checkRateLimit(db: Db, bucket: string, limit: RateLimit, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - limit.windowMs).toISOString();
  await db.deleteFrom("rate_limit_hits").where("bucket", "=", bucket).where("at", "<", since).execute();
  const row = await db
    .selectFrom("rate_limit_hits")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("bucket", "=", bucket)
    .where("at", ">=", since)
    .executeTakeFirstOrThrow();
  if (Number(row.n) >= limit.max) return false;
  await db.insertInto("rate_limit_hits").values({ bucket, at: now.toISOString() }).execute();
  return true;
}
