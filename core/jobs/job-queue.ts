/**
 * Background work (issue 16 §4, ADR 0125): one small interface, two engines. On PostgreSQL the jobs live in
 * pg-boss's own schema and run once across every process and machine (pg-boss-job-queue.ts); on SQLite they run
 * in the process that sent them, after its transaction committed (in-process-job-queue.ts). Both retry a failed
 * job with the same count and back-off, given per job name by a `JobPolicy`.
 */

/** How a job of one name is retried and how long one attempt may take. */
export interface JobPolicy {
  /** Retries after the first attempt (so `retryLimit + 1` attempts at most). */
  retryLimit: number;
  /** The first retry waits this long; with back-off, each later one about twice as long (as pg-boss does). */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** An attempt still running after this long counts as failed. */
  expireInSeconds: number;
}

/**
 * When a recurring job runs, in UTC. Two shapes cover the site's needs and map one-to-one to cron
 * (job-schedule.ts): every N minutes (N divides 60), or once a week at a given time.
 */
export type JobSchedule =
  | { every: "minutes"; minutes: number }
  | { every: "week"; weekday: 0 | 1 | 2 | 3 | 4 | 5 | 6; hour: number; minute: number };

/** Payload type of each job name: `{ "mail.deliver": { outboxIds: number[] }, … }`. */
export type JobPayloadMap = Record<string, object>;

export type JobHandler<P> = (data: P) => Promise<void>;

/** Told when a job has failed its last attempt (the engines record it too: pg-boss's `failed` state, the log). */
export type JobFailureListener = (failure: { name: string; data: object; attempts: number; error: unknown }) => void;

export interface JobQueue<P extends JobPayloadMap> {
  readonly engine: "pg-boss" | "in-process";
  /**
   * Queues one job. Call it after the transaction that made the job's data has committed: on SQLite the job may
   * start at once, and on PostgreSQL another process may fetch it at once.
   */
  send<N extends keyof P & string>(name: N, data: P[N]): Promise<void>;
  /** Runs jobs of `name` in this process with `handler` (one at a time per name and process); a throw is a failure. */
  work<N extends keyof P & string>(name: N, handler: JobHandler<P[N]>): Promise<void>;
  /** Sends `data` as a job of `name` at every time of `when` (one job per time, whatever the number of processes). */
  schedule<N extends keyof P & string>(name: N, when: JobSchedule, data: P[N]): Promise<void>;
  /** Stops taking jobs, lets the running ones finish (up to `timeoutMs`), and clears timers. */
  stop(timeoutMs?: number): Promise<void>;
}
