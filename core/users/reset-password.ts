import type { Db } from "../db/client";
import { clearRateLimit } from "../rate-limit/consume-rate-limit";
import { accountFailureBucket } from "./authenticate-user";
import { endUserSessions } from "./end-user-sessions";
import { hashPassword } from "./hash-password";
import { isCommonPassword } from "./is-common-password";
import { passwordLengthProblem, type PasswordProblem } from "./password-rules";
import { redeemUserToken } from "./redeem-user-token";

export type ResetPasswordResult = { ok: true; userId: number } | { ok: false; problem: PasswordProblem | "token-invalid" };

/**
 * Sets a new password with a reset token from the "forgot password" e-mail. The token is used up; every
 * session of the reader ends (whoever knew the old password is logged out).
 */
export async function resetPassword(db: Db, token: string, password: string, now = new Date()): Promise<ResetPasswordResult> {
  const problem = passwordLengthProblem(password) ?? (isCommonPassword(password) ? "too-common" : null);
  if (problem) return { ok: false, problem };
  const userId = await redeemUserToken(db, token, "password_reset", now);
  if (userId === null) return { ok: false, problem: "token-invalid" };
  const hash = await hashPassword(password);
  const user = await db
    .updateTable("users")
    .set({ password_hash: hash, updated_at: now.toISOString() })
    .where("id", "=", userId)
    .returning("email")
    .executeTakeFirst();
  await endUserSessions(db, userId, null);
  if (user) await clearRateLimit(db, accountFailureBucket(user.email));
  return { ok: true, userId };
}
