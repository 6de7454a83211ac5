import type { Db } from "../db/client";
import type { AdEvent, AdEventKind } from "./ad-requests";

/**
 * Stores one view or click of an ad on `day` ('YYYY-MM-DD'); the reports count them per ad per day.
 * Returns false (and stores nothing) for an ad number the journal never ran. Deciding *whether* a request
 * counts (bots, rate limits) is the caller's job.
 */
export async function recordAdEvent(db: Db, kind: AdEventKind, event: AdEvent, day: string): Promise<boolean> {
  const ad = await db
    .selectFrom("advertisements")
    .select("display_number")
    .where("display_number", "=", event.display_number)
    .executeTakeFirst();
  if (!ad) return false;
  await db
    .insertInto("ad_events")
    .values({
      display_number: event.display_number,
      kind,
      day,
      current_page: event.current_page,
      from_url: event.from_url,
      browser_uuid: event.browser_uuid,
      browser_info: event.browser_info,
      os: event.os,
    })
    .execute();
  return true;
}
