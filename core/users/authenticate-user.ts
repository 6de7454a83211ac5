import { createHash } from "node:crypto";
import type { Db } from "../db/client";
import { clearRateLimit, isUnderRateLimit, recordRateLimitHit } from "../rate-limit/consume-rate-limit";
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_IP } from "./account-limits";
import { normalizeEmail } from "./account-schemas";
import { burnPasswordCheck, verifyPassword } from "./hash-password";

export type AuthenticateResult = { ok: true; userId: number } | { ok: false; problem: "invalid" | "rate-limited" };

/** The rate-limit bucket of an account's failed password checks (keyed by address, existing or not). */
export function accountFailureBucket(email: string): string {
  return `login:account:${createHash("sha256").update(normalizeEmail(email)).digest("hex")}`;
}

/**
 * Checks an e-mail and password. The answer never tells whether the address is registered: the same
 * "invalid" for an unknown address and a wrong password, the same time spent (a dummy hash), and the
 * same rate limits (per address, registered or not, and per IP; only failures count).
 */
export async function authenticateUser(db: Db, email: string, password: string, ip: string | null, now = new Date()): Promise<AuthenticateResult> {
  const accountBucket = accountFailureBucket(email);
  const ipBucket = ip ? `login:ip:${ip}` : null;
  const allowed =
    (await isUnderRateLimit(db, accountBucket, LOGIN_FAILURES_PER_ACCOUNT, now)) &&
    (ipBucket === null || (await isUnderRateLimit(db, ipBucket, LOGIN_FAILURES_PER_IP, now)));
  if (!allowed) return { ok: false, problem: "rate-limited" };

  const user = await db.selectFrom("users").select(["id", "password_hash"]).where("email", "=", normalizeEmail(email)).executeTakeFirst();
  let matches = false;
  if (user) matches = await verifyPassword(password, user.password_hash);
  else await burnPasswordCheck(password);

  if (!user || !matches) {
    await recordRateLimitHit(db, accountBucket, now);
    if (ipBucket) await recordRateLimitHit(db, ipBucket, now);
    return { ok: false, problem: "invalid" };
  }
  await clearRateLimit(db, accountBucket);
  return { ok: true, userId: user.id };
}
