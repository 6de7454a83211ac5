import type { Db } from "../db/client";
import { clearRateLimit, releaseRateLimitHit } from "../rate-limit/consume-rate-limit";
import { loginPairBucket, reservePasswordGuess } from "./authenticate-user";
import { endUserSessions } from "./end-user-sessions";
import { hashPassword, verifyPassword } from "./hash-password";
import { newPasswordProblem } from "./new-password-problem";
import { PasswordWorkBusyError } from "./password-work-queue";
import { changePasswordProblem, type ChangePasswordProblem, type PasswordProblem } from "./password-rules";

export type ChangePasswordResult =
  | { ok: true }
  | { ok: false; problem: ChangePasswordProblem | PasswordProblem | "invalid" | "wrong-old-password" | "rate-limited" | "busy" };

/**
 * Changes a signed-in reader's password (POST /v1/forum/user/updatePwd): the SPEC's checks in order, the
 * password rules, the old password (a guess reserved before the check, throttled like log-ins), then
 * the new hash; every other session of the reader ends, the current one (`currentToken`) stays.
 */
export async function changePassword(
  db: Db,
  userId: number,
  currentToken: string,
  input: { old_password: string; new_password: string },
  ip: string | null,
  now = new Date(),
): Promise<ChangePasswordResult> {
  const problem = changePasswordProblem(input) ?? newPasswordProblem(input.new_password);
  if (problem) return { ok: false, problem };
  const user = await db.selectFrom("users").select(["email", "password_hash"]).where("id", "=", userId).executeTakeFirst();
  if (!user) return { ok: false, problem: "invalid" };
  const reserved = await reservePasswordGuess(db, user.email, ip, now);
  if (!reserved) return { ok: false, problem: "rate-limited" };
  try {
    if (!(await verifyPassword(input.old_password, user.password_hash))) return { ok: false, problem: "wrong-old-password" };
    await clearRateLimit(db, loginPairBucket(user.email, ip));
    await releaseRateLimitHit(db, reserved.ipHit);
    const hash = await hashPassword(input.new_password);
    await db.updateTable("users").set({ password_hash: hash, updated_at: now.toISOString() }).where("id", "=", userId).execute();
  } catch (error) {
    if (!(error instanceof PasswordWorkBusyError)) throw error;
    await releaseRateLimitHit(db, reserved.pairHit);
    await releaseRateLimitHit(db, reserved.ipHit);
    return { ok: false, problem: "busy" };
  }
  await endUserSessions(db, userId, currentToken);
  return { ok: true };
}
