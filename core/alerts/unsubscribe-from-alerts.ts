import type { Db } from "../db/client";

/**
 * Ends a subscription from the link in an alert: the row is deleted, so the address is no longer kept.
 * True when there was one.
 */
export async function unsubscribeFromAlerts(db: Db, unsubscribeToken: string): Promise<boolean> {
  if (!unsubscribeToken || unsubscribeToken.length > 100) return false;
  const result = await db
    .deleteFrom("subscriptions")
    .where("unsubscribe_token", "=", unsubscribeToken)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
