import type { JobFailureListener, JobHandler, JobPayloadMap, JobPolicy, JobQueue, JobSchedule } from "./job-queue";
import { latestScheduledTime, retryDelayMs } from "./job-schedule";

/** How often the scheduler looks whether a recurring job is due (pg-boss's cron monitor looks every 30 s). */
const SCHEDULER_TICK_MS = 30_000;

interface PendingJob {
  data: object;
  /** Attempts made so far. */
  attempts: number;
}

interface Lane {
  handler: JobHandler<object> | null;
  waiting: PendingJob[];
  running: Promise<void> | null;
}

export interface InProcessJobQueueOptions<P extends JobPayloadMap> {
  policies: { [N in keyof P]: JobPolicy };
  onFailed?: JobFailureListener;
  /** The clock of the scheduler (tests move it on); Date.now otherwise. */
  now?: () => number;
  /** How often the scheduler looks at the clock. */
  schedulerTickMs?: number;
}

/**
 * The job queue on SQLite (ADR 0125): a job runs in the process that sent it, on the next turn of the event loop
 * (the sender has committed by then), one at a time per job name, with the retries and back-off of its policy.
 * Nothing is written to disk: a job waiting or between retries when the process stops is gone. Work that must
 * survive that keeps its own durable record and a sweep (e-mails: `outbox_emails` and the `mail.retry-unsent`
 * job). Schedules run where they are declared; the server declares them in one process only (server/jobs.ts).
 */
export function createInProcessJobQueue<P extends JobPayloadMap>(options: InProcessJobQueueOptions<P>): JobQueue<P> {
  const lanes = new Map<string, Lane>();
  const retryTimers = new Set<NodeJS.Timeout>();
  const schedules: { name: string; when: JobSchedule; data: object; last: number }[] = [];
  const now = options.now ?? Date.now;
  let ticker: NodeJS.Timeout | null = null;
  let stopped = false;

  const laneOf = (name: string): Lane => {
    let lane = lanes.get(name);
    if (!lane) {
      lane = { handler: null, waiting: [], running: null };
      lanes.set(name, lane);
    }
    return lane;
  };
  const policyOf = (name: string): JobPolicy => {
    const policy = (options.policies as Record<string, JobPolicy | undefined>)[name];
    if (!policy) throw new Error(`unknown job: ${name}`);
    return policy;
  };

  const attempt = async (name: string, lane: Lane, handler: JobHandler<object>, job: PendingJob): Promise<void> => {
    const policy = policyOf(name);
    job.attempts += 1;
    let expiry: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        handler(job.data),
        new Promise<never>((_, reject) => {
          const overdue = new Error(`job ${name} ran longer than ${policy.expireInSeconds} s`);
          expiry = setTimeout(() => reject(overdue), policy.expireInSeconds * 1000);
        }),
      ]);
    } catch (error) {
      if (stopped) return; // not failed: cut short by the shutdown, like a job pg-boss has not finished
      if (job.attempts <= policy.retryLimit) {
        const timer = setTimeout(
          () => {
            retryTimers.delete(timer);
            lane.waiting.push(job);
            drain(name);
          },
          retryDelayMs(policy, job.attempts),
        );
        retryTimers.add(timer);
      } else {
        options.onFailed?.({ name, data: job.data, attempts: job.attempts, error });
      }
    } finally {
      clearTimeout(expiry);
    }
  };

  /** Runs the lane's waiting jobs one after another, unless it is already doing so. */
  const drain = (name: string): void => {
    const lane = laneOf(name);
    const handler = lane.handler;
    if (lane.running || !handler || stopped) return;
    lane.running = (async () => {
      // Let the sender finish its turn first (its transaction has committed, its answer goes out).
      await new Promise<void>((resolve) => setImmediate(resolve));
      for (let job = lane.waiting.shift(); job && !stopped; job = lane.waiting.shift()) {
        await attempt(name, lane, handler, job);
      }
      lane.running = null;
    })();
  };

  const tick = (): void => {
    const at = now();
    for (const s of schedules) {
      const due = latestScheduledTime(s.when, at);
      if (due > s.last && !stopped) {
        s.last = due;
        laneOf(s.name).waiting.push({ data: s.data, attempts: 0 });
        drain(s.name);
      }
    }
  };

  const queue: JobQueue<P> = {
    engine: "in-process",
    async send(name, data) {
      policyOf(name);
      if (stopped) throw new Error("the job queue is stopped");
      laneOf(name).waiting.push({ data, attempts: 0 });
      drain(name);
    },
    async work(name, handler) {
      laneOf(name).handler = handler as JobHandler<object>;
      drain(name);
    },
    async schedule(name, when, data) {
      policyOf(name);
      // From now on: a time that passed while no process was running is not made up for (nor is it by pg-boss).
      schedules.push({ name, when, data, last: latestScheduledTime(when, now()) });
      ticker ??= setInterval(tick, options.schedulerTickMs ?? SCHEDULER_TICK_MS);
      ticker.unref();
    },
    async stop(timeoutMs = 10_000) {
      stopped = true;
      if (ticker) clearInterval(ticker);
      for (const timer of retryTimers) clearTimeout(timer);
      retryTimers.clear();
      const running = [...lanes.values()].flatMap((lane) => (lane.running ? [lane.running] : []));
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled(running),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(timer);
    },
  };
  return queue;
}
