import type { Db } from "../db/client";
import { hashToken } from "./session-token";

/** Ends one session on the server: the token stops working at once. */
export async function endSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("token_hash", "=", hashToken(token)).execute();
}
