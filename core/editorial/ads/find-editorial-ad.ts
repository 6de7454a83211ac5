import type { Db } from "../../db/client";
import { EDITORIAL_AD_COLUMNS, editorialAdOf, type EditorialAd } from "./editorial-ad";

/** One ad for its office page, or null. */
export async function findEditorialAd(db: Db, displayNumber: number, today: string): Promise<EditorialAd | null> {
  const row = await db
    .selectFrom("advertisements")
    .select(EDITORIAL_AD_COLUMNS)
    .where("display_number", "=", displayNumber)
    .executeTakeFirst();
  return row ? editorialAdOf(row, today) : null;
}
