import type { Db } from "../db/client";
import { AUTH_COOKIE_MAX_AGE_MS } from "../config/constants";
import { generateToken, hashToken } from "./session-token";

/** Starts a session for `userId`; returns the token for the auth-token cookie (only its hash is stored). */
export async function createSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = generateToken();
  await db
    .insertInto("sessions")
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + AUTH_COOKIE_MAX_AGE_MS).toISOString(),
    })
    .execute();
  return token;
}
