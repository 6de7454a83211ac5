import type { Db } from "../db/client";
import type { UserTokenPurpose } from "./issue-user-token";
import { hashToken } from "./session-token";

/**
 * Uses up a single-use secret: the user it belongs to, or null when it is unknown, of another purpose or
 * scope, expired or already used. One conditional UPDATE marks it used, so two simultaneous redemptions
 * cannot both succeed. `scope` null (log-in codes, resets) matches only codes without a scope, so a scoped
 * code (an author's answer link, ADR 0111) never logs anyone in.
 */
export async function redeemUserToken(db: Db, token: string, purpose: UserTokenPurpose, now = new Date(), scope: string | null = null): Promise<number | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const result = await db
    .updateTable("user_tokens")
    .set({ used_at: now.toISOString() })
    .where("token_hash", "=", tokenHash)
    .where("purpose", "=", purpose)
    .where("scope", scope === null ? "is" : "=", scope)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  const row = await db.selectFrom("user_tokens").select("user_id").where("token_hash", "=", tokenHash).executeTakeFirst();
  return row?.user_id ?? null;
}

/** Whether a secret could still be redeemed (the reset page and the author's answer page check before showing their forms). */
export async function isUserTokenUsable(db: Db, token: string, purpose: UserTokenPurpose, now = new Date(), scope: string | null = null): Promise<boolean> {
  return (await usableTokenUser(db, token, purpose, now, scope)) !== null;
}

/** The user a secret that could still be redeemed belongs to, or null; nothing is used up (a GET may look). */
export async function usableTokenUser(db: Db, token: string, purpose: UserTokenPurpose, now = new Date(), scope: string | null = null): Promise<number | null> {
  if (!token || token.length > 200) return null;
  const row = await db
    .selectFrom("user_tokens")
    .select("user_id")
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("scope", scope === null ? "is" : "=", scope)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row?.user_id ?? null;
}
