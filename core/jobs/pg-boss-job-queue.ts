import { createRequire } from "node:module";
import type PgBoss from "pg-boss";
import { loadPg } from "../db/load-pg";
import type { JobFailureListener, JobPayloadMap, JobPolicy, JobQueue } from "./job-queue";
import { cronOf } from "./job-schedule";

/** pg-boss's tables live in a schema of their own, beside the journal's (in the same database). */
export const PG_BOSS_SCHEMA = "pgboss";

/**
 * pg-boss's own connections per process, beside the site's pool. Its install and maintenance scripts are
 * multi-statement transactions: on a shared pool, one that failed half-way (two processes installing at once)
 * handed back a connection stuck in an aborted transaction, and the next page's query failed (25P02).
 */
const POOL_SIZE = 3;

/** How often an idle worker asks for jobs; a job sent by this same process wakes its worker at once. */
const POLLING_INTERVAL_SECONDS = 2;

export interface PgBossJobQueueOptions<P extends JobPayloadMap> {
  /** The journal's PostgreSQL database (DATABASE_URL); pg-boss opens its own small pool on it. */
  connectionString: string;
  policies: { [N in keyof P]: JobPolicy };
  onFailed?: JobFailureListener;
  /** pg-boss's own errors (a lost connection while polling, maintenance); it carries on after them. */
  onError?: (error: Error) => void;
  /** Seconds between looks at the schedules (pg-boss's default 30; tests take 1). */
  cronMonitorIntervalSeconds?: number;
  /** Only sends jobs (a command-line script): no maintenance, no schedules here. */
  sendOnly?: boolean;
}

/**
 * Installing pg-boss and creating its queues, one process at a time (a session advisory lock, let go when its
 * connection ends). Two app nodes started together on a new database each created the same queues' tables, and
 * PostgreSQL broke the tie as a deadlock: one node then ran without its queue.
 */
async function oneProcessAtATime<T>(connectionString: string, setUp: () => Promise<T>): Promise<T> {
  const lock = new (loadPg().Client)({ connectionString, application_name: "opls jobs set-up" });
  await lock.connect();
  try {
    await lock.query("select pg_advisory_lock(hashtext('opls.jobs.set-up'))");
    return await setUp();
  } finally {
    await lock.end();
  }
}

function sendOptions(policy: JobPolicy): PgBoss.SendOptions {
  return {
    retryLimit: policy.retryLimit,
    retryDelay: policy.retryDelaySeconds,
    retryBackoff: policy.retryBackoff,
    expireInSeconds: policy.expireInSeconds,
  };
}

/**
 * The job queue on PostgreSQL (ADR 0125): pg-boss 10, in schema `pgboss` of the journal's database, installed or
 * upgraded here (call after the journal's migrations). A job is fetched by one worker of one process on one
 * machine (`FOR UPDATE SKIP LOCKED`); a failed one goes back with its retry delay, and after its last attempt
 * stays in state `failed` (archived after 12 h, deleted 7 days later: pg-boss's defaults). Schedules are rows of
 * `pgboss.schedule`: every process may declare them, and pg-boss sends one job per scheduled minute whatever the
 * number of processes.
 */
export async function startPgBossJobQueue<P extends JobPayloadMap>(
  options: PgBossJobQueueOptions<P>,
): Promise<JobQueue<P>> {
  // Required here: a server on SQLite runs its jobs in process and never loads pg-boss (ADR 0147).
  const PgBossQueue = createRequire(import.meta.url)("pg-boss") as typeof PgBoss;
  const boss = new PgBossQueue({
    connectionString: options.connectionString,
    max: POOL_SIZE,
    application_name: "opls jobs",
    schema: PG_BOSS_SCHEMA,
    cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds ?? 30,
    cronWorkerIntervalSeconds: Math.min(5, options.cronMonitorIntervalSeconds ?? 5),
    supervise: !options.sendOnly,
    schedule: !options.sendOnly,
  });
  boss.on("error", (error) => options.onError?.(error));
  const policies = options.policies as Record<string, JobPolicy | undefined>;
  const policyOf = (name: string): JobPolicy => {
    const policy = policies[name];
    if (!policy) throw new Error(`unknown job: ${name}`);
    return policy;
  };
  await oneProcessAtATime(options.connectionString, async () => {
    await boss.start();
    // pg-boss 10 needs each queue created before use; creating an existing one does nothing.
    for (const name of Object.keys(policies)) await boss.createQueue(name, { name, ...sendOptions(policyOf(name)) });
  });
  const workers = new Map<string, string>();

  return {
    engine: "pg-boss",
    async send(name, data) {
      await boss.send(name, data, sendOptions(policyOf(name)));
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
    },
    async work(name, handler) {
      policyOf(name);
      const id = await boss.work<P[typeof name]>(
        name,
        { includeMetadata: true, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS },
        async ([job]) => {
          if (!job) return;
          try {
            await handler(job.data);
          } catch (error) {
            if (job.retryCount >= job.retryLimit)
              options.onFailed?.({ name, data: job.data, attempts: job.retryCount + 1, error });
            throw error;
          }
        },
      );
      workers.set(name, id);
    },
    async schedule(name, when, data) {
      await boss.schedule(name, cronOf(when), data, { tz: "UTC", ...sendOptions(policyOf(name)) });
    },
    async stop(timeoutMs = 10_000) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
    },
  };
}
