import type { Db } from "../db/client";
import type { UserTokenPurpose } from "./issue-user-token";
import { hashToken } from "./session-token";

/**
 * Uses up a single-use secret: the user it belongs to, or null when it is unknown, of another purpose,
 * expired or already used. One conditional UPDATE marks it used, so two simultaneous redemptions
 * cannot both succeed.
 */
export async function redeemUserToken(db: Db, token: string, purpose: UserTokenPurpose, now = new Date()): Promise<number | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const result = await db
    .updateTable("user_tokens")
    .set({ used_at: now.toISOString() })
    .where("token_hash", "=", tokenHash)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  const row = await db.selectFrom("user_tokens").select("user_id").where("token_hash", "=", tokenHash).executeTakeFirst();
  return row?.user_id ?? null;
}

/** Whether a secret could still be redeemed (the reset page checks before showing its form). */
export async function isUserTokenUsable(db: Db, token: string, purpose: UserTokenPurpose, now = new Date()): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const row = await db
    .selectFrom("user_tokens")
    .select("user_id")
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}
