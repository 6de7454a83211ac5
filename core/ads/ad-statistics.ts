import { addDays } from "../dates/iso-day";
import type { AdDayCount } from "./count-ad-events-by-day";

/**
 * Pure arithmetic over the counts of `countAdEventsByDay` (ADR 0113), shared by `npm run report:ads`, the office's
 * statistics pages and their CSV files, so all of them show the same figures.
 */

export interface DayFigures {
  day: string;
  views: number;
  clicks: number;
}

/** Click-through rate in percent (clicks per 100 views), or null without views. */
export function clickThroughRate(views: number, clicks: number): number | null {
  return views > 0 ? (clicks / views) * 100 : null;
}

/** The rate as the report prints it: one decimal and "%", or "–" without views. */
export function formatClickThroughRate(views: number, clicks: number): string {
  const rate = clickThroughRate(views, clicks);
  return rate === null ? "–" : `${rate.toFixed(1)}%`;
}

/** Every day from `from` to `to` (inclusive, 'YYYY-MM-DD'), oldest first; empty when `to` is before `from`. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Number of days from `from` to `to`, both counted. */
export function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Views and clicks of each day of the range, all ads of `rows` together, oldest first; days without any are 0. */
export function figuresPerDay(rows: readonly AdDayCount[], from: string, to: string): DayFigures[] {
  const byDay = new Map<string, DayFigures>();
  for (const r of rows) {
    const f = byDay.get(r.day) ?? { day: r.day, views: 0, clicks: 0 };
    f.views += r.views;
    f.clicks += r.clicks;
    byDay.set(r.day, f);
  }
  return daysBetween(from, to).map((day) => byDay.get(day) ?? { day, views: 0, clicks: 0 });
}

/** Views and clicks of each ad over the rows, most viewed first (then by number). */
export function figuresPerAd(rows: readonly AdDayCount[]): { displayNumber: number; views: number; clicks: number }[] {
  const byAd = new Map<number, { displayNumber: number; views: number; clicks: number }>();
  for (const r of rows) {
    const f = byAd.get(r.display_number) ?? { displayNumber: r.display_number, views: 0, clicks: 0 };
    f.views += r.views;
    f.clicks += r.clicks;
    byAd.set(r.display_number, f);
  }
  return [...byAd.values()].sort((a, b) => b.views - a.views || a.displayNumber - b.displayNumber);
}

/** The sums of views and clicks. */
export function totalFigures(rows: readonly { views: number; clicks: number }[]): { views: number; clicks: number } {
  return rows.reduce((t, r) => ({ views: t.views + r.views, clicks: t.clicks + r.clicks }), { views: 0, clicks: 0 });
}
