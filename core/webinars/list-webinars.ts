import type { Db } from "../db/client";
import type { Lang } from "../config/constants";
import { localized } from "../content/localized";

export interface Webinar {
  id: number;
  title: string;
  speaker: string;
  description: string;
  /** ISO date-time, UTC. */
  startsAt: string;
}

export interface WebinarSchedule {
  /** Soonest first. */
  upcoming: Webinar[];
  /** Most recent first. */
  past: Webinar[];
}

/** A stored start time as ISO UTC (so it compares and formats the same everywhere); kept as is when unreadable. */
function toUtcIso(value: string): string {
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? value : time.toISOString();
}

/** The published webinars in the page's language, split at `now` into upcoming and past. */
export async function listWebinars(db: Db, lang: Lang, now = new Date()): Promise<WebinarSchedule> {
  const rows = await db.selectFrom("webinars").selectAll().where("state", "=", "published").orderBy("starts_at").orderBy("id").execute();
  const cutoff = now.toISOString();
  const all = rows.map((r) => ({
    id: r.id,
    title: localized(lang, r.title_en, r.title_cn),
    speaker: localized(lang, r.speaker_en, r.speaker_cn),
    description: localized(lang, r.description_en, r.description_cn),
    startsAt: toUtcIso(r.starts_at),
  }));
  return {
    upcoming: all.filter((w) => w.startsAt >= cutoff),
    past: all.filter((w) => w.startsAt < cutoff).reverse(),
  };
}
