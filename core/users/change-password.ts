import type { Db } from "../db/client";
import { clearRateLimit, isUnderRateLimit, recordRateLimitHit } from "../rate-limit/consume-rate-limit";
import { LOGIN_FAILURES_PER_ACCOUNT } from "./account-limits";
import { accountFailureBucket } from "./authenticate-user";
import { endUserSessions } from "./end-user-sessions";
import { hashPassword, verifyPassword } from "./hash-password";
import { isCommonPassword } from "./is-common-password";
import { changePasswordProblem, type ChangePasswordProblem, type PasswordProblem } from "./password-rules";

export type ChangePasswordResult =
  | { ok: true }
  | { ok: false; problem: ChangePasswordProblem | PasswordProblem | "invalid" | "wrong-old-password" | "rate-limited" };

/**
 * Changes a signed-in reader's password (POST /v1/forum/user/updatePwd): the SPEC's checks in order, the
 * password rules, the old password (wrong guesses count against the account like failed log-ins), then
 * the new hash; every other session of the reader ends, the current one (`currentToken`) stays.
 */
export async function changePassword(
  db: Db,
  userId: number,
  currentToken: string,
  input: { old_password: string; new_password: string },
  now = new Date(),
): Promise<ChangePasswordResult> {
  const problem = changePasswordProblem(input) ?? (isCommonPassword(input.new_password) ? "too-common" : null);
  if (problem) return { ok: false, problem };
  const user = await db.selectFrom("users").select(["email", "password_hash"]).where("id", "=", userId).executeTakeFirst();
  if (!user) return { ok: false, problem: "invalid" };
  const bucket = accountFailureBucket(user.email);
  if (!(await isUnderRateLimit(db, bucket, LOGIN_FAILURES_PER_ACCOUNT, now))) return { ok: false, problem: "rate-limited" };
  if (!(await verifyPassword(input.old_password, user.password_hash))) {
    await recordRateLimitHit(db, bucket, now);
    return { ok: false, problem: "wrong-old-password" };
  }
  await clearRateLimit(db, bucket);
  const hash = await hashPassword(input.new_password);
  await db.updateTable("users").set({ password_hash: hash, updated_at: now.toISOString() }).where("id", "=", userId).execute();
  await endUserSessions(db, userId, currentToken);
  return { ok: true };
}
