import type { Db } from "../db/client";
import type { UserTokensTable } from "../db/schema";
import { ONCE_CODE_TTL_MS, PASSWORD_RESET_TTL_MS } from "./account-limits";
import { generateToken, hashToken } from "./session-token";

export type UserTokenPurpose = UserTokensTable["purpose"];

const TTL_MS: Record<UserTokenPurpose, number> = {
  once_code: ONCE_CODE_TTL_MS,
  password_reset: PASSWORD_RESET_TTL_MS,
};

/**
 * What a code is good for besides logging in (ADR 0111): a code with a scope works only where that scope is
 * asked for (and never logs anyone in), for its own time.
 */
export interface TokenScope {
  scope: string;
  ttlMs: number;
}

/**
 * A fresh single-use secret for a user (256 bits; only its hash is stored): a one-time log-in code
 * (valid 5 minutes) or a password-reset token (valid 1 hour), or a code for one scoped purpose. Returns the
 * secret for the link.
 */
export async function issueUserToken(db: Db, userId: number, purpose: UserTokenPurpose, now = new Date(), scoped?: TokenScope): Promise<string> {
  const token = generateToken();
  await db
    .insertInto("user_tokens")
    .values({
      token_hash: hashToken(token),
      purpose,
      user_id: userId,
      expires_at: new Date(now.getTime() + (scoped?.ttlMs ?? TTL_MS[purpose])).toISOString(),
      used_at: null,
      scope: scoped?.scope ?? null,
    })
    .execute();
  return token;
}
