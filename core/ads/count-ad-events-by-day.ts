import type { Db } from "../db/client";

export interface AdDayCount {
  day: string;
  display_number: number;
  title_en: string | null;
  views: number;
  clicks: number;
}

/**
 * Views and clicks per ad per day from `fromDay` to `toDay` (inclusive, 'YYYY-MM-DD'), newest day first; only
 * the days an ad had any. The one count of ad events: `npm run report:ads` and the office's statistics pages
 * (ADR 0113) both read it, so they cannot disagree. `displayNumber`: one ad's rows only.
 */
export async function countAdEventsByDay(
  db: Db,
  fromDay: string,
  toDay: string,
  options: { displayNumber?: number } = {},
): Promise<AdDayCount[]> {
  let query = db
    .selectFrom("ad_events")
    .leftJoin("advertisements", "advertisements.display_number", "ad_events.display_number")
    .select((eb) => [
      "ad_events.day",
      "ad_events.display_number",
      "advertisements.title_en",
      eb.fn.sum<number>(eb.case().when("ad_events.kind", "=", "view").then(1).else(0).end()).as("views"),
      eb.fn.sum<number>(eb.case().when("ad_events.kind", "=", "click").then(1).else(0).end()).as("clicks"),
    ])
    .where("ad_events.day", ">=", fromDay)
    .where("ad_events.day", "<=", toDay);
  if (options.displayNumber !== undefined) query = query.where("ad_events.display_number", "=", options.displayNumber);
  const rows = await query
    .groupBy(["ad_events.day", "ad_events.display_number", "advertisements.title_en"])
    .orderBy("ad_events.day", "desc")
    .orderBy("ad_events.display_number")
    .execute();
  return rows.map((r) => ({ ...r, views: Number(r.views), clicks: Number(r.clicks) }));
}
