import { createHash } from "node:crypto";
import type { Db } from "../db/client";
import { clearRateLimit, releaseRateLimitHit, reserveRateLimitHit } from "../rate-limit/consume-rate-limit";
import { LOGIN_ATTEMPTS_PER_IP, LOGIN_ATTEMPTS_PER_PAIR } from "./account-limits";
import { normalizeEmail } from "./account-schemas";
import { burnPasswordCheck, verifyPassword } from "./hash-password";
import { PasswordWorkBusyError } from "./password-work-queue";

export type AuthenticateResult = { ok: true; userId: number } | { ok: false; problem: "invalid" | "rate-limited" | "busy" };

/** The rate-limit bucket of password guesses at an account (keyed by address, existing or not) from one IP. */
export function loginPairBucket(email: string, ip: string | null): string {
  return `login:pair:${createHash("sha256").update(normalizeEmail(email)).digest("hex")}:${ip ?? "unknown"}`;
}

/** Forgets an account's throttled guesses from every IP (after a password reset). */
export async function clearLoginThrottle(db: Db, email: string): Promise<void> {
  const prefix = loginPairBucket(email, "");
  await db.deleteFrom("rate_limit_hits").where("bucket", "like", `${prefix}%`).execute();
}

export function loginIpBucket(ip: string | null): string {
  return `login:ip:${ip ?? "unknown"}`;
}

/**
 * Reserves one password guess for (account, IP) and for the IP, atomically and before the slow check
 * (ADR 0081): concurrent guesses cannot all slip under the limit. Returns the IP hit's id, or null when
 * either is throttled (nothing is kept then).
 */
export async function reservePasswordGuess(db: Db, email: string, ip: string | null, now: Date): Promise<{ pairHit: number; ipHit: number } | null> {
  const pair = await reserveRateLimitHit(db, loginPairBucket(email, ip), LOGIN_ATTEMPTS_PER_PAIR, now);
  if (!pair.ok) return null;
  const perIp = await reserveRateLimitHit(db, loginIpBucket(ip), LOGIN_ATTEMPTS_PER_IP, now);
  if (!perIp.ok) {
    await releaseRateLimitHit(db, pair.hitId);
    return null;
  }
  return { pairHit: pair.hitId, ipHit: perIp.hitId };
}

/**
 * Checks an e-mail and password. The answer never tells whether the address is registered: the same
 * "invalid" for an unknown address and a wrong password, the same time spent (a dummy hash), and the
 * same throttling. The guess is reserved first; a failure keeps it, a success clears the pair and gives
 * back the IP hit; "busy" (too many checks running, nothing evaluated) gives both back.
 */
export async function authenticateUser(db: Db, email: string, password: string, ip: string | null, now = new Date()): Promise<AuthenticateResult> {
  const reserved = await reservePasswordGuess(db, email, ip, now);
  if (!reserved) return { ok: false, problem: "rate-limited" };

  const user = await db.selectFrom("users").select(["id", "password_hash"]).where("email", "=", normalizeEmail(email)).executeTakeFirst();
  let matches = false;
  try {
    if (user) matches = await verifyPassword(password, user.password_hash);
    else await burnPasswordCheck(password);
  } catch (error) {
    if (!(error instanceof PasswordWorkBusyError)) throw error;
    await releaseRateLimitHit(db, reserved.pairHit);
    await releaseRateLimitHit(db, reserved.ipHit);
    return { ok: false, problem: "busy" };
  }

  if (!user || !matches) return { ok: false, problem: "invalid" };
  await clearRateLimit(db, loginPairBucket(email, ip));
  await releaseRateLimitHit(db, reserved.ipHit);
  return { ok: true, userId: user.id };
}
