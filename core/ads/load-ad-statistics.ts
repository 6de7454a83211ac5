import type { Db } from "../db/client";
import { figuresPerAd, figuresPerDay, totalFigures, type DayFigures } from "./ad-statistics";
import { countAdEventsByDay, type AdDayCount } from "./count-ad-events-by-day";

export interface AdStatistics {
  from: string;
  to: string;
  /** One ad's figures, or every ad's (null). */
  displayNumber: number | null;
  /** Per ad per day, the days an ad had any, newest first: exactly the rows of `npm run report:ads`. */
  rows: AdDayCount[];
  /** Per day of the range, oldest first, days without any as 0: the chart and its table. */
  days: DayFigures[];
  totals: { views: number; clicks: number };
  /** Per ad over the range, most viewed first, with both titles (null: an ad no longer in the table). */
  ads: { displayNumber: number; titleEn: string | null; titleCn: string | null; views: number; clicks: number }[];
}

/**
 * Views and clicks of one ad (or all) from `from` to `to` (inclusive), for the office's statistics pages and their
 * CSV files (ADR 0113): the counts of `countAdEventsByDay`, the one function `npm run report:ads` reads too.
 */
export async function loadAdStatistics(
  db: Db,
  range: { from: string; to: string; displayNumber?: number },
): Promise<AdStatistics> {
  const { from, to, displayNumber } = range;
  const rows = await countAdEventsByDay(db, from, to, displayNumber === undefined ? {} : { displayNumber });
  const perAd = figuresPerAd(rows);
  const numbers = perAd.map((a) => a.displayNumber);
  const titles = numbers.length
    ? await db
        .selectFrom("advertisements")
        .select(["display_number", "title_en", "title_cn"])
        .where("display_number", "in", numbers)
        .execute()
    : [];
  const titleOf = new Map(titles.map((t) => [t.display_number, t]));
  return {
    from,
    to,
    displayNumber: displayNumber ?? null,
    rows,
    days: figuresPerDay(rows, from, to),
    totals: totalFigures(rows),
    ads: perAd.map((a) => ({
      ...a,
      titleEn: titleOf.get(a.displayNumber)?.title_en ?? null,
      titleCn: titleOf.get(a.displayNumber)?.title_cn ?? null,
    })),
  };
}
