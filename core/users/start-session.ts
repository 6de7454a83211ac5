import type { Db } from "../db/client";
import { createSession } from "./create-session";
import { endSession } from "./end-session";

/**
 * Logs a user in with a brand-new session token, ending the session the browser had before (if any):
 * a token planted before log-in (session fixation) is never the one that carries the login.
 */
export async function startSession(db: Db, userId: number, previousToken: string | null, now = new Date()): Promise<string> {
  if (previousToken) await endSession(db, previousToken);
  return createSession(db, userId, now);
}
