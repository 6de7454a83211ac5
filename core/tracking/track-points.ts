/**
 * The click-tracking points (SPEC §7 `point_number`) the site reports, documented in
 * docs/decisions/0061-tracking-points.md. Elements opt in with `data-track="<point number>"`; a report with a
 * number not listed here is dropped by the server.
 */
export const TRACK_POINTS = {
  /** A page was shown (every full load and client-side navigation). */
  pageView: 1001,
  /** A search was submitted (header search box, search page, advanced search). */
  search: 1002,
  /** A protocol PDF or file was downloaded. */
  download: 1003,
  /** A protocol was favourited or unfavourited. */
  favourite: 1004,
  /** An advertisement was clicked (besides its own click count, SPEC §7 /advertisement/clicks). */
  adClick: 1005,
  /** The language switcher was used. */
  languageSwitch: 1006,
  /** "How to cite" or a citation export was used. */
  cite: 1007,
  /** A protocol link was copied or shared. */
  share: 1008,
  /** The alerts subscription form was submitted. */
  alertsSubscribe: 1009,
} as const;

export type TrackPointName = keyof typeof TRACK_POINTS;
export type TrackPoint = (typeof TRACK_POINTS)[TrackPointName];

const KNOWN = new Set<number>(Object.values(TRACK_POINTS));

export function isTrackPoint(value: number): value is TrackPoint {
  return KNOWN.has(value);
}
