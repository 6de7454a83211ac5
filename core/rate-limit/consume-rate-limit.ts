import type { Db } from "../db/client";

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** How many hits `bucket` has had within the rule's window. */
export async function countRateLimitHits(db: Db, bucket: string, rule: RateLimitRule, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - rule.windowMs).toISOString();
  const row = await db
    .selectFrom("rate_limit_hits")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("bucket", "=", bucket)
    .where("at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** True while `bucket` is under its limit (no hit is recorded). */
export async function isUnderRateLimit(db: Db, bucket: string, rule: RateLimitRule, now = new Date()): Promise<boolean> {
  return (await countRateLimitHits(db, bucket, rule, now)) < rule.limit;
}

/** Records one hit for `bucket`, and now and then forgets hits older than a day. */
export async function recordRateLimitHit(db: Db, bucket: string, now = new Date()): Promise<void> {
  await db.insertInto("rate_limit_hits").values({ bucket, at: now.toISOString() }).execute();
  if (Math.random() < 0.01) {
    await db
      .deleteFrom("rate_limit_hits")
      .where("at", "<", new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString())
      .execute();
  }
}

/**
 * Takes one hit from `bucket` if it is under its limit: true when the action may go ahead.
 * For counting every attempt (posts, e-mails). Log-in counts only failures: see authenticateUser.
 */
export async function consumeRateLimit(db: Db, bucket: string, rule: RateLimitRule, now = new Date()): Promise<boolean> {
  if (!(await isUnderRateLimit(db, bucket, rule, now))) return false;
  await recordRateLimitHit(db, bucket, now);
  return true;
}

/** Forgets the hits of `bucket` (e.g. an account's failed log-ins after a successful one). */
export async function clearRateLimit(db: Db, bucket: string): Promise<void> {
  await db.deleteFrom("rate_limit_hits").where("bucket", "=", bucket).execute();
}
