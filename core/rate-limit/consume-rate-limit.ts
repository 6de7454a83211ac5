import { sql } from "kysely";
import type { Db } from "../db/client";
import { dialectOf } from "../search/engine";

/**
 * The one rate limiter of the site (ADR 0081). A hit is *reserved* before the work it guards, inside a
 * section that is serialised per bucket, so concurrent requests cannot all read "under the limit" and then
 * all go ahead. Without `delay`, the bucket refuses once it holds `limit` hits within the window; with
 * `delay`, it never refuses for good: past `limit` hits each further one must wait a growing delay
 * (base, 2·base, 4·base …, capped) after the bucket's latest hit.
 */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
  delay?: { baseMs: number; maxMs: number };
}

export type Reservation = { ok: true; hitId: number } | { ok: false; retryAfterMs: number };

/**
 * Runs `work` while holding the bucket's lock. PostgreSQL: a transaction-scoped advisory lock on the
 * bucket's hash (other buckets are not held up). SQLite: a transaction, which takes the database's one
 * write lock up front (every SQLite transaction begins IMMEDIATE, core/db/client.ts). Inside a caller's
 * transaction the lock joins that transaction.
 */
async function withBucketLock<T>(db: Db, bucket: string, work: (db: Db) => Promise<T>): Promise<T> {
  if (dialectOf(db) === "postgres") {
    const locked = async (trx: Db) => {
      await sql`select pg_advisory_xact_lock(hashtext(${bucket}))`.execute(trx);
      return work(trx);
    };
    return db.isTransaction ? locked(db) : db.transaction().execute(locked);
  }
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** The wait imposed after `hits` hits under `rule` (0 while under the limit). */
export function throttleDelayMs(rule: RateLimitRule, hits: number): number {
  if (hits < rule.limit || !rule.delay) return hits < rule.limit ? 0 : Infinity;
  return Math.min(rule.delay.baseMs * 2 ** Math.min(hits - rule.limit, 30), rule.delay.maxMs);
}

/** Reserves one hit of `bucket`, atomically: its id (to release it later), or how long to wait. */
export async function reserveRateLimitHit(db: Db, bucket: string, rule: RateLimitRule, now = new Date()): Promise<Reservation> {
  const since = new Date(now.getTime() - rule.windowMs).toISOString();
  return withBucketLock(db, bucket, async (trx) => {
    // Hits older than the window no longer count: forget them on the way, so the table stays small.
    await trx.deleteFrom("rate_limit_hits").where("bucket", "=", bucket).where("at", "<=", since).execute();
    const row = await trx
      .selectFrom("rate_limit_hits")
      .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.max("at").as("last")])
      .where("bucket", "=", bucket)
      .executeTakeFirstOrThrow();
    const wait = throttleDelayMs(rule, Number(row.n));
    if (wait > 0) {
      // A hard limit frees up when its oldest hit leaves the window; a delay runs from the latest hit.
      const retryAfterMs = Number.isFinite(wait) ? Date.parse(String(row.last)) + wait - now.getTime() : rule.windowMs;
      if (retryAfterMs > 0) return { ok: false, retryAfterMs };
    }
    const hit = await trx.insertInto("rate_limit_hits").values({ bucket, at: now.toISOString() }).returning("id").executeTakeFirstOrThrow();
    return { ok: true, hitId: Number(hit.id) };
  });
}

/** Takes one hit from `bucket` if it may: true when the action may go ahead. */
export async function consumeRateLimit(db: Db, bucket: string, rule: RateLimitRule, now = new Date()): Promise<boolean> {
  return (await reserveRateLimitHit(db, bucket, rule, now)).ok;
}

/** Gives back one reserved hit (the guarded work did not happen, or succeeded and should not count). */
export async function releaseRateLimitHit(db: Db, hitId: number): Promise<void> {
  await db.deleteFrom("rate_limit_hits").where("id", "=", hitId).execute();
}

/** How many hits `bucket` holds within the rule's window. */
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

/** Forgets the hits of `bucket` (e.g. an account's failed log-ins after a successful one). */
export async function clearRateLimit(db: Db, bucket: string): Promise<void> {
  await db.deleteFrom("rate_limit_hits").where("bucket", "=", bucket).execute();
}
