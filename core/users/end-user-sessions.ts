import type { Db } from "../db/client";
import { hashToken } from "./session-token";

/**
 * Ends every session of a user except the one whose token is `keepToken` (none kept when null):
 * after a password change the other devices are logged out; after a reset, all of them.
 */
export async function endUserSessions(db: Db, userId: number, keepToken: string | null): Promise<void> {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (keepToken) query = query.where("token_hash", "!=", hashToken(keepToken));
  await query.execute();
}
