import type { Db } from "../db/client";

export interface TrackedEventCount {
  point_number: number;
  point_value: string;
  count: number;
}

/**
 * The most frequent tracked events (point number and value) since `since` (an ISO instant), most frequent
 * first: what readers searched, downloaded, switched to and clicked.
 */
export async function listTopTrackedEvents(db: Db, since: string, limit: number): Promise<TrackedEventCount[]> {
  const rows = await db
    .selectFrom("tracking_events")
    .select((eb) => ["point_number", "point_value", eb.fn.countAll<number>().as("count")])
    .where("created_at", ">=", since)
    .groupBy(["point_number", "point_value"])
    .orderBy("count", "desc")
    .orderBy("point_number")
    .orderBy("point_value")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}
