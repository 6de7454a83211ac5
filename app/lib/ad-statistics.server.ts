import { addDays } from "@core/dates/iso-day";
import { AD_STATS_DEFAULT_DAYS, adStatsRangeForm } from "@core/editorial/ads/ad-forms";
import { parseFormValues, type FieldErrors } from "@core/forms/parse-form-values";

export type StatsRangeResult =
  | { ok: true; from: string; to: string }
  /** The range as typed, with a message per wrong field (shown again on the page). */
  | { ok: false; values: { from: string; to: string }; errors: FieldErrors };

/**
 * The date range of a statistics page or its CSV file (ADR 0113), from the address: `from` and `to` checked by the
 * form's zod schema; neither given: the last AD_STATS_DEFAULT_DAYS days up to `today`, as `npm run report:ads`.
 */
export function statsRangeOf(searchParams: URLSearchParams, today: string): StatsRangeResult {
  const from = searchParams.get("from");
  const to = searchParams.get("to");
  if (from === null && to === null) return { ok: true, from: addDays(today, -(AD_STATS_DEFAULT_DAYS - 1)), to: today };
  const values = { from: (from ?? "").slice(0, 40), to: (to ?? "").slice(0, 40) };
  const parsed = parseFormValues(adStatsRangeForm, values);
  return parsed.ok ? { ok: true, ...parsed.data } : { ok: false, values, errors: parsed.errors };
}
