/**
 * The editors' view of advertising and tracking (`npm run report:ads`): views and clicks per ad per day, and
 * the most frequent tracked events of the last 7 days.
 *
 *   npm run report:ads [-- --days 30] [--top 20]
 *
 * Reads DATABASE_URL (default data/journal.sqlite), like the server.
 */
import { parseArgs } from "node:util";
import { addDays, isoDay } from "@core/dates/iso-day";
import { formatClickThroughRate, totalFigures } from "@core/ads/ad-statistics";
import { countAdEventsByDay } from "@core/ads/count-ad-events-by-day";
import { listTopTrackedEvents } from "@core/tracking/list-top-tracked-events";
import { TRACK_POINTS } from "@core/tracking/track-points";
import { openScriptDatabase } from "./db";

const TRACKED_EVENTS_DAYS = 7;

const { values } = parseArgs({
  options: { days: { type: "string", default: "30" }, top: { type: "string", default: "20" } },
});
const days = Number(values.days);
const top = Number(values.top);
if (!Number.isInteger(days) || days < 1 || days > 3650 || !Number.isInteger(top) || top < 1 || top > 1000) {
  console.error("usage: report-ads [--days 1..3650] [--top 1..1000]");
  process.exit(2);
}

const pointNames = new Map<number, string>(Object.entries(TRACK_POINTS).map(([name, n]) => [n, name]));
const pad = (value: string | number, width: number) => String(value).padEnd(width);
const padLeft = (value: string | number, width: number) => String(value).padStart(width);

const handle = openScriptDatabase();
try {
  const today = isoDay();
  const from = addDays(today, -(days - 1));
  // The office's statistics pages count with the same function (ADR 0113): the figures agree.
  const adRows = await countAdEventsByDay(handle.db, from, today);
  console.log(`Advertisements: views and clicks per ad per day, ${from} to ${today}`);
  if (!adRows.length) {
    console.log("  (no views or clicks recorded)");
  } else {
    console.log(`  ${pad("day", 12)}${pad("ad", 6)}${padLeft("views", 8)}${padLeft("clicks", 8)}${padLeft("CTR", 8)}  title`);
    for (const r of adRows) {
      const ctr = formatClickThroughRate(r.views, r.clicks);
      console.log(
        `  ${pad(r.day, 12)}${pad(r.display_number, 6)}${padLeft(r.views, 8)}${padLeft(r.clicks, 8)}${padLeft(ctr, 8)}  ${(r.title_en ?? "(deleted ad)").slice(0, 70)}`,
      );
    }
    const { views, clicks } = totalFigures(adRows);
    console.log(`  total: ${views} views, ${clicks} clicks`);
  }

  const since = new Date(Date.now() - TRACKED_EVENTS_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const events = await listTopTrackedEvents(handle.db, since, top);
  console.log(`\nTop tracked events of the last ${TRACKED_EVENTS_DAYS} days`);
  if (!events.length) {
    console.log("  (no tracked events)");
  } else {
    console.log(`  ${padLeft("count", 7)}  ${pad("point", 22)}value`);
    for (const e of events) {
      const name = `${e.point_number} ${pointNames.get(e.point_number) ?? ""}`.trim();
      console.log(`  ${padLeft(e.count, 7)}  ${pad(name, 22)}${e.point_value.slice(0, 90)}`);
    }
  }
} finally {
  await handle.close();
}
