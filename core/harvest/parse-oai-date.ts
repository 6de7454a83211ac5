import { OaiError } from "./oai-error";

export type OaiGranularity = "day" | "seconds";

export interface OaiDate {
  granularity: OaiGranularity;
  /** The first instant the argument covers, as stored datestamps are written (ISO with milliseconds). */
  start: string;
  /** The last instant it covers. */
  end: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECONDS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

/**
 * A from/until argument in one of the two granularities this repository supports (Identify states
 * seconds, and day is always accepted, OAI-PMH §3.3.1). Anything else, including impossible dates such as
 * 2026-02-30, is badArgument.
 */
export function parseOaiDate(name: string, value: string): OaiDate {
  const day = DAY.exec(value);
  const seconds = SECONDS.exec(value);
  const m = day ?? seconds;
  if (!m) throw new OaiError("badArgument", `The ${name} argument "${value}" is not a date (YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ).`);
  const [y, mo, d, h = "00", mi = "00", s = "00"] = m.slice(1).map((x) => x ?? "00");
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
  const iso = date.toISOString();
  if (Number(y) < 1000 || iso.slice(0, 19) !== `${y}-${mo}-${d}T${h}:${mi}:${s}`) {
    throw new OaiError("badArgument", `The ${name} argument "${value}" is not a valid date.`);
  }
  if (day) return { granularity: "day", start: `${y}-${mo}-${d}T00:00:00.000Z`, end: `${y}-${mo}-${d}T23:59:59.999Z` };
  return { granularity: "seconds", start: `${iso.slice(0, 19)}.000Z`, end: `${iso.slice(0, 19)}.999Z` };
}

/** A stored datestamp in the seconds granularity the protocol's responses use. */
export function formatOaiDatestamp(stored: string): string {
  return `${stored.slice(0, 19)}Z`;
}
