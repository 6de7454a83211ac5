import type { Db } from "../db/client";
import type { PointReport } from "./point-report";

/** Stores one click-tracking report; `browserUuid` is the reporting browser's `uuid` cookie, if any. */
export async function recordPointReport(db: Db, report: PointReport, browserUuid: string | null): Promise<void> {
  await db
    .insertInto("tracking_events")
    .values({
      point_number: report.point_number,
      point_value: report.point_value,
      about_id: report.about_id,
      language: report.language,
      web: report.web,
      url: report.url,
      refer_url: report.refer_url,
      device: JSON.stringify(report.device),
      browser: JSON.stringify(report.browser),
      browser_uuid: browserUuid,
    })
    .execute();
}
