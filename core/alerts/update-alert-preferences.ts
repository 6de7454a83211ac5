import type { Db } from "../db/client";
import type { Lang } from "../config/constants";

/** Changes a subscriber's categories (none = all) and language, from the manage link. True when found. */
export async function updateAlertPreferences(
  db: Db,
  unsubscribeToken: string,
  preferences: { categoryIds: readonly number[]; language: Lang },
): Promise<boolean> {
  if (!unsubscribeToken || unsubscribeToken.length > 100) return false;
  const result = await db
    .updateTable("subscriptions")
    .set({
      category_ids: JSON.stringify([...preferences.categoryIds].sort((a, b) => a - b)),
      language: preferences.language,
    })
    .where("unsubscribe_token", "=", unsubscribeToken)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
