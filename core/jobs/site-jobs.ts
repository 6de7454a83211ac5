import { z } from "zod";
import type { JobPolicy, JobQueue, JobSchedule } from "./job-queue";

/**
 * The site's background jobs, each named once with its payload and retry policy (ADR 0125). A payload is
 * checked again when its job runs: on PostgreSQL it comes back from the database, perhaps sent by an older
 * version of the code.
 */
export const SITE_JOBS = {
  /** Send these outbox e-mails (right after a form's transaction). A retry sends only those still unsent. */
  "mail.deliver": {
    payload: z.object({ outboxIds: z.array(z.number().int().positive()).min(1).max(1000) }),
    // Attempts at about 0, 10–20 s, 20–40 s, 40–80 s, 80–160 s: an SMTP server restarting is waited out.
    policy: { retryLimit: 4, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 300 },
  },
  /** Send every e-mail still unsent after its own job's retries were over (or whose job was lost). */
  "mail.retry-unsent": {
    payload: z.object({}),
    policy: { retryLimit: 0, retryDelaySeconds: 60, retryBackoff: false, expireInSeconds: 900 },
  },
  /** The alerts digest (ADR 0043): each subscriber's new protocols up to, not including, `today` (UTC). */
  "alerts.send-digests": {
    payload: z.object({
      today: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
    }),
    // Harmless to repeat: a subscriber's digest and their last-digest day are written in one transaction.
    policy: { retryLimit: 2, retryDelaySeconds: 300, retryBackoff: true, expireInSeconds: 3600 },
  },
  /** Render and store a published protocol's PDFs, so that its first reader does not wait (ADR 0083). */
  "pdf.render-protocol": {
    payload: z.object({ protocolId: z.number().int().positive() }),
    policy: { retryLimit: 2, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 300 },
  },
  /** Rebuild the whole search index (after a restore). Each batch commits on its own; a rerun is harmless. */
  "search.reindex": {
    payload: z.object({}),
    policy: { retryLimit: 0, retryDelaySeconds: 60, retryBackoff: false, expireInSeconds: 4 * 3600 },
  },
} satisfies Record<string, { payload: z.ZodType<object>; policy: JobPolicy }>;

export type SiteJobName = keyof typeof SITE_JOBS;
export type SiteJobPayloads = { [N in SiteJobName]: z.infer<(typeof SITE_JOBS)[N]["payload"]> };

/** A server process's queue of the site's jobs; it reaches loaders and actions as `context.jobs` (ADR 0125). */
export type SiteJobQueue = JobQueue<SiteJobPayloads>;

export const SITE_JOB_POLICIES = Object.fromEntries(
  Object.entries(SITE_JOBS).map(([name, job]) => [name, job.policy]),
) as { [N in SiteJobName]: JobPolicy };

/** The recurring jobs. */
export const SITE_SCHEDULES: { name: SiteJobName; when: JobSchedule }[] = [
  // Weekly, Monday 07:00 UTC: what ADR 0043 and `npm run alerts:send` suggested for cron.
  { name: "alerts.send-digests", when: { every: "week", weekday: 1, hour: 7, minute: 0 } },
  { name: "mail.retry-unsent", when: { every: "minutes", minutes: 5 } },
];
