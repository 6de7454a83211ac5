import type { JobPolicy, JobSchedule } from "./job-queue";

const MINUTE_MS = 60_000;
const WEEK_MS = 7 * 24 * 60 * MINUTE_MS;

/** A schedule's cron expression (UTC), as pg-boss takes it. */
export function cronOf(schedule: JobSchedule): string {
  assertValid(schedule);
  return schedule.every === "minutes"
    ? schedule.minutes === 1
      ? "* * * * *"
      : `*/${schedule.minutes} * * * *`
    : `${schedule.minute} ${schedule.hour} * * ${schedule.weekday}`;
}

/**
 * The latest time of `schedule` at or before `now` (ms since the epoch): the in-process scheduler runs a job
 * when this moves on. Every N minutes counts from the full hour, as cron's `*∕N` does.
 */
export function latestScheduledTime(schedule: JobSchedule, now: number): number {
  assertValid(schedule);
  if (schedule.every === "minutes") {
    const step = schedule.minutes * MINUTE_MS;
    return Math.floor(now / step) * step;
  }
  const day = new Date(now);
  const candidate = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), schedule.hour, schedule.minute);
  const daysBack = (day.getUTCDay() - schedule.weekday + 7) % 7;
  const time = candidate - daysBack * 24 * 60 * MINUTE_MS;
  return time <= now ? time : time - WEEK_MS;
}

function assertValid(schedule: JobSchedule): void {
  const ok =
    schedule.every === "minutes"
      ? Number.isInteger(schedule.minutes) && schedule.minutes >= 1 && 60 % schedule.minutes === 0
      : Number.isInteger(schedule.hour) &&
        schedule.hour >= 0 &&
        schedule.hour < 24 &&
        Number.isInteger(schedule.minute) &&
        schedule.minute >= 0 &&
        schedule.minute < 60;
  if (!ok) throw new Error(`not a job schedule: ${JSON.stringify(schedule)}`);
}

/**
 * How long the retry after failed attempt `attempt` (1 for the first) waits, in ms: pg-boss's formula, so both
 * engines behave alike. With back-off, a random point between d·2^(n−1) and d·2^n; without, d.
 */
export function retryDelayMs(policy: JobPolicy, attempt: number, random = Math.random()): number {
  const delay = policy.retryDelaySeconds * 1000;
  if (!policy.retryBackoff) return delay;
  const half = (delay * 2 ** Math.min(16, attempt)) / 2;
  return half + half * random;
}
