import type { DbHandle } from "@core/db/client";
import { createInProcessJobQueue } from "@core/jobs/in-process-job-queue";
import { startPgBossJobQueue } from "@core/jobs/pg-boss-job-queue";
import type { JobFailureListener } from "@core/jobs/job-queue";
import {
  SITE_JOBS,
  SITE_JOB_POLICIES,
  SITE_SCHEDULES,
  type SiteJobName,
  type SiteJobPayloads,
  type SiteJobQueue,
} from "@core/jobs/site-jobs";
import type { MailTransport } from "@core/mail/mail-transport";
import { mailTranslate } from "~/lib/forms/mail-translate";
import { configuredOrigin, type Env } from "./env";
import type { Logger } from "./logger";
import { siteJobHandlers } from "./site-job-handlers";

export interface SiteJobQueueOptions {
  handle: DbHandle;
  env: Pick<Env, "DATABASE_URL" | "PUBLIC_URL" | "PORT" | "EDITORIAL_EMAIL">;
  logger: Logger;
  transport: MailTransport;
  /**
   * SQLite only: whether this process runs the recurring jobs and the start-up sweep. Exactly one process of the
   * machine must: the cluster's primary, or the one process without a cluster (ADR 0125). On PostgreSQL every
   * process declares the schedules and pg-boss sends each job once.
   */
  runSchedules: boolean;
  /** Tests: a faster schedule check (pg-boss: seconds between looks; in-process: the clock and the tick). */
  cronMonitorIntervalSeconds?: number;
  now?: () => number;
  schedulerTickMs?: number;
  /** Tests: shorter retry delays than the site's. */
  policies?: Partial<typeof SITE_JOB_POLICIES>;
}

/**
 * Starts this process's job queue after the migrations (ADR 0125): pg-boss on PostgreSQL, the in-process queue on
 * SQLite; registers every site job's handler and the schedules. The caller hands it to createApp, which gives it to
 * loaders and actions as `context.jobs`. Returns
 * null (and the routes do their work inline, as before) when pg-boss cannot start: the site keeps serving.
 */
export async function startSiteJobQueue(options: SiteJobQueueOptions): Promise<SiteJobQueue | null> {
  const { handle, env, logger, transport } = options;
  const onFailed: JobFailureListener = ({ name, data, attempts, error }) =>
    logger.error({ err: error, job: name, data, attempts }, "a background job failed for good");
  const policies: typeof SITE_JOB_POLICIES = { ...SITE_JOB_POLICIES, ...options.policies };
  let queue: SiteJobQueue;
  try {
    queue =
      handle.dialect === "postgres"
        ? await startPgBossJobQueue<SiteJobPayloads>({
            connectionString: env.DATABASE_URL,
            policies,
            onFailed,
            onError: (error) => logger.warn({ err: error }, "job queue (pg-boss)"),
            cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds,
          })
        : createInProcessJobQueue<SiteJobPayloads>({
            policies,
            onFailed,
            now: options.now,
            schedulerTickMs: options.schedulerTickMs,
          });
  } catch (error) {
    logger.error({ err: error }, "the job queue could not start; background work runs inline");
    return null;
  }
  const handlers = siteJobHandlers({
    db: handle.db,
    transport,
    mail: { t: mailTranslate, origin: configuredOrigin(env), editorialEmail: env.EDITORIAL_EMAIL },
    logger,
  });
  const work = <N extends SiteJobName>(name: N) => queue.work(name, handlers[name]);
  for (const name of Object.keys(SITE_JOBS) as SiteJobName[]) await work(name);
  const declaresSchedules = handle.dialect === "postgres" || options.runSchedules;
  if (declaresSchedules) for (const { name, when } of SITE_SCHEDULES) await queue.schedule(name, when, {});
  // On SQLite a job lives in memory: e-mails whose job died with an earlier process are swept now (and every 5 min).
  if (handle.dialect === "sqlite" && options.runSchedules) await queue.send("mail.retry-unsent", {});
  return queue;
}

/**
 * SQLite with a cluster (ADR 0119): the primary, the one process that outlives the workers' restarts, runs the
 * recurring jobs and the start-up sweep on its own connection (workers run only the jobs they send). Stopped with
 * the cluster on SIGTERM or SIGINT.
 */
export async function runPrimaryJobs(
  handle: DbHandle,
  env: Env,
  logger: Logger,
  transport: MailTransport,
): Promise<void> {
  const queue = await startSiteJobQueue({ handle, env, logger, transport, runSchedules: true });
  const stop = async () => {
    await queue?.stop(5_000);
    transport.close();
    await handle.close();
  };
  process.once("SIGTERM", () => void stop());
  process.once("SIGINT", () => void stop());
}
