import type { Db } from "../db/client";
import type { DigestRun } from "./run-alert-digests";

/** The alerts digest's latest run, or null when it has never run (ADR 0110). */
export async function findLastDigestRun(db: Db): Promise<DigestRun | null> {
  const r = await db.selectFrom("alert_digest_runs").selectAll().orderBy("id", "desc").limit(1).executeTakeFirst();
  return r
    ? {
        digestDay: r.digest_day,
        startedAt: r.started_at,
        finishedAt: r.finished_at,
        subscribers: r.subscribers,
        digests: r.digests,
        sent: r.sent,
        failed: r.failed,
      }
    : null;
}
