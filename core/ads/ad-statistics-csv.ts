import { clickThroughRate } from "./ad-statistics";
import type { AdStatistics } from "./load-ad-statistics";

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a leading formula sign is defused. */
function field(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  // A spreadsheet would run "=…", "+…", "-…" or "@…" typed into a title as a formula (CSV injection).
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function rate(views: number, clicks: number): string {
  const r = clickThroughRate(views, clicks);
  return r === null ? "" : r.toFixed(1);
}

/**
 * The statistics as a CSV file (ADR 0113), UTF-8 with a byte-order mark (spreadsheets then read the Chinese titles):
 * for one ad, every day of the range, newest first (the page's table); for all ads, the rows of `npm run report:ads`
 * (per ad per day with any views or clicks, newest day first). Column names are fixed, in English, for scripts.
 */
export function adStatisticsCsv(stats: AdStatistics): string {
  const lines =
    stats.displayNumber !== null
      ? [
          "day,display_number,views,clicks,ctr_percent",
          ...[...stats.days]
            .reverse()
            .map((d) => [d.day, stats.displayNumber, d.views, d.clicks, rate(d.views, d.clicks)].map(field).join(",")),
        ]
      : [
          "day,display_number,title_en,title_cn,views,clicks,ctr_percent",
          ...stats.rows.map((r) => {
            const ad = stats.ads.find((a) => a.displayNumber === r.display_number);
            return [
              r.day,
              r.display_number,
              r.title_en,
              ad?.titleCn ?? null,
              r.views,
              r.clicks,
              rate(r.views, r.clicks),
            ]
              .map(field)
              .join(",");
          }),
        ];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
