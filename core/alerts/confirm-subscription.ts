import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import { ALERTS_CONFIRMATION_VALID_MS } from "../forms/limits";
import { hashConfirmToken } from "./subscribe-to-alerts";

export type ConfirmOutcome =
  | { kind: "confirmed" | "already_confirmed"; email: string; language: Lang; unsubscribeToken: string }
  | { kind: "invalid" | "expired" };

/** The confirmation link of the double opt-in: activates the subscription its token belongs to. */
export async function confirmSubscription(db: Db, token: string, now = new Date()): Promise<ConfirmOutcome> {
  if (!token || token.length > 100) return { kind: "invalid" };
  const row = await db
    .selectFrom("subscriptions")
    .select(["id", "email", "language", "unsubscribe_token", "confirmed_at", "confirm_sent_at"])
    .where("confirm_token_hash", "=", hashConfirmToken(token))
    .executeTakeFirst();
  if (!row) return { kind: "invalid" };
  const found = {
    email: row.email,
    language: row.language === "cn" ? ("cn" as const) : ("en" as const),
    unsubscribeToken: row.unsubscribe_token,
  };
  if (row.confirmed_at) return { kind: "already_confirmed", ...found };
  if (!row.confirm_sent_at || now.getTime() - Date.parse(row.confirm_sent_at) > ALERTS_CONFIRMATION_VALID_MS)
    return { kind: "expired" };
  await db.updateTable("subscriptions").set({ confirmed_at: now.toISOString() }).where("id", "=", row.id).execute();
  return { kind: "confirmed", ...found };
}
