import type { Db } from "../db/client";
import { clearLoginThrottle } from "./authenticate-user";
import { endUserSessions } from "./end-user-sessions";
import { hashPassword } from "./hash-password";
import { newPasswordProblem } from "./new-password-problem";
import { PasswordWorkBusyError } from "./password-work-queue";
import type { PasswordProblem } from "./password-rules";
import { isUserTokenUsable, redeemUserToken } from "./redeem-user-token";

export type ResetPasswordResult = { ok: true; userId: number } | { ok: false; problem: PasswordProblem | "token-invalid" | "busy" };

/**
 * Sets a new password with a reset token from the "forgot password" e-mail. The token is used up, and so
 * is every other reset token and one-time code of the account (a leaked older link dies with it); every
 * session of the reader ends (whoever knew the old password is logged out). The new hash is computed
 * first, so a busy password queue ("busy", 429) does not burn the token.
 */
export async function resetPassword(db: Db, token: string, password: string, now = new Date()): Promise<ResetPasswordResult> {
  const problem = newPasswordProblem(password);
  if (problem) return { ok: false, problem };
  // A cheap look first, so a made-up token costs no hashing.
  if (!(await isUserTokenUsable(db, token, "password_reset", now))) return { ok: false, problem: "token-invalid" };
  let hash: string;
  try {
    hash = await hashPassword(password);
  } catch (error) {
    if (error instanceof PasswordWorkBusyError) return { ok: false, problem: "busy" };
    throw error;
  }
  const userId = await redeemUserToken(db, token, "password_reset", now);
  if (userId === null) return { ok: false, problem: "token-invalid" };
  const user = await db
    .updateTable("users")
    .set({ password_hash: hash, updated_at: now.toISOString() })
    .where("id", "=", userId)
    .returning("email")
    .executeTakeFirst();
  await db.updateTable("user_tokens").set({ used_at: now.toISOString() }).where("user_id", "=", userId).where("used_at", "is", null).execute();
  await endUserSessions(db, userId, null);
  if (user) await clearLoginThrottle(db, user.email);
  return { ok: true, userId };
}
