import { sql } from "kysely";
import type { Db } from "../../db/client";

/** The place after the last ad of a slot in one site language: where a new or moved ad goes (ADR 0113). */
export async function nextAdSortOrder(
  trx: Db,
  place: { ad_page: number; ad_location: number; site_language: number },
): Promise<number> {
  const last = await trx
    .selectFrom("advertisements")
    .select(sql<number | null>`max(sort_order)`.as("n"))
    .where("ad_page", "=", place.ad_page)
    .where("ad_location", "=", place.ad_location)
    .where("site_language", "=", place.site_language)
    .executeTakeFirst();
  return Number(last?.n ?? -1) + 1;
}
