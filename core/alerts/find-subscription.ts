import type { Db } from "../db/client";
import type { Lang } from "../config/constants";

export interface SubscriptionView {
  email: string;
  language: Lang;
  categoryIds: number[];
  confirmed: boolean;
}

/** The subscription an unsubscribe/manage link names (its token is in every alert), or null. */
export async function findSubscriptionByUnsubscribeToken(db: Db, token: string): Promise<SubscriptionView | null> {
  if (!token || token.length > 100) return null;
  const row = await db
    .selectFrom("subscriptions")
    .select(["email", "language", "category_ids", "confirmed_at"])
    .where("unsubscribe_token", "=", token)
    .executeTakeFirst();
  if (!row) return null;
  return {
    email: row.email,
    language: row.language === "cn" ? "cn" : "en",
    categoryIds: JSON.parse(row.category_ids) as number[],
    confirmed: row.confirmed_at !== null,
  };
}
