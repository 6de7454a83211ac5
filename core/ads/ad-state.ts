/** Where an ad stands on `today` (ADR 0113). */
export type AdState = "running" | "scheduled" | "ended" | "paused";

/**
 * Paused by an editor, not started yet, ended, or running: shown to readers only when running, the same rule as
 * `listActiveAds` (days are 'YYYY-MM-DD' in UTC, both ends counted; no end date runs until paused).
 */
export function adState(ad: { paused: boolean; startsOn: string; endsOn: string | null }, today: string): AdState {
  if (ad.paused) return "paused";
  if (ad.startsOn > today) return "scheduled";
  if (ad.endsOn !== null && ad.endsOn < today) return "ended";
  return "running";
}
