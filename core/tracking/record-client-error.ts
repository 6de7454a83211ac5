import type { Db } from "../db/client";
import type { ClientErrorReport } from "./client-error-report";

const USER_AGENT_MAX_CHARS = 512;

/** Stores one client error report for the developers. */
export async function recordClientError(db: Db, report: ClientErrorReport, userAgent: string | null): Promise<void> {
  await db
    .insertInto("client_error_reports")
    .values({
      error_url: report.error_url,
      error_msg: report.error_msg,
      user_agent: userAgent ? userAgent.slice(0, USER_AGENT_MAX_CHARS) : null,
    })
    .execute();
}
