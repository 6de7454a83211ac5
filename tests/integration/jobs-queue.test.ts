import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { DATABASES, postgresAvailable, type TestDatabase } from "./databases";
import type { JobFailureListener, JobPolicy, JobQueue } from "@core/jobs/job-queue";
import { createInProcessJobQueue } from "@core/jobs/in-process-job-queue";
import { PG_BOSS_SCHEMA, startPgBossJobQueue } from "@core/jobs/pg-boss-job-queue";

/** The jobs of these tests: one that counts its runs, one that always fails. */
type TestJobs = { "test.count": { key: string }; "test.fail": { key: string } };

const POLICIES: { [N in keyof TestJobs]: JobPolicy } = {
  "test.count": { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 30 },
  "test.fail": { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 30 },
};

/** Waits until `check` holds, polling; fails after `timeoutMs`. */
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting for the queue");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function startQueue(t: TestDatabase, onFailed?: JobFailureListener): Promise<JobQueue<TestJobs>> {
  return t.dialect === "postgres"
    ? startPgBossJobQueue<TestJobs>({ connectionString: t.url, policies: POLICIES, onFailed, cronMonitorIntervalSeconds: 1 })
    : createInProcessJobQueue<TestJobs>({ policies: POLICIES, onFailed });
}

/** pg-boss's record of a queue's jobs by state. */
async function pgBossStates(t: TestDatabase, name: string): Promise<Record<string, number>> {
  const { rows } = await sql<{ state: string; n: number }>`
    select state::text as state, count(*)::int as n from ${sql.table(`${PG_BOSS_SCHEMA}.job`)} where name = ${name} group by state
  `.execute(t.db);
  return Object.fromEntries(rows.map((r) => [r.state, r.n]));
}

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`job queue on ${target.name}`, () => {
    let t: TestDatabase;
    const queues: JobQueue<TestJobs>[] = [];
    beforeAll(async () => {
      t = await target.create();
    });
    afterEach(async () => {
      for (const q of queues.splice(0)) await q.stop(2_000);
    });
    afterAll(async () => {
      await t?.drop();
    });

    it("runs a job once, after the sender's turn", async () => {
      const runs: string[] = [];
      const queue = await startQueue(t);
      queues.push(queue);
      await queue.work("test.count", async ({ key }) => void runs.push(key));
      await queue.send("test.count", { key: "once" });
      if (t.dialect === "sqlite") expect(runs).toEqual([]); // not within send: the sender's transaction comes first
      await until(() => runs.length === 1);
      if (t.dialect === "postgres") await until(async () => (await pgBossStates(t, "test.count")).completed === 1);
      await queue.send("test.count", { key: "second" });
      await until(() => runs.length === 2);
      expect(runs).toEqual(["once", "second"]);
    });

    it("retries a failing job with its policy's count, then records it as failed", async () => {
      const attempts: string[] = [];
      const failures: { name: string; attempts: number }[] = [];
      const queue = await startQueue(t, ({ name, attempts: n }) => failures.push({ name, attempts: n }));
      queues.push(queue);
      await queue.work("test.fail", async ({ key }) => {
        attempts.push(key);
        throw new Error("the mail server is down");
      });
      const started = Date.now();
      await queue.send("test.fail", { key: "broken" });
      await until(() => failures.length === 1, 30_000);
      expect(failures).toEqual([{ name: "test.fail", attempts: 3 }]);
      expect(attempts).toEqual(["broken", "broken", "broken"]);
      // Two retries, each after the policy's delay of 1 s.
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
      if (t.dialect === "postgres") await until(async () => (await pgBossStates(t, "test.fail")).failed === 1);
    });
  });
}

describe.skipIf(!postgresAvailable)("job queue on postgres, two nodes on one database", () => {
  const target = DATABASES.find((d) => d.name === "postgres")!;
  let t: TestDatabase;
  const queues: JobQueue<TestJobs>[] = [];
  beforeAll(async () => {
    t = await target.create();
  });
  afterAll(async () => {
    for (const q of queues.splice(0)) await q.stop(2_000);
    await t?.drop();
  });

  it("two nodes that start at the same moment on a new database both get the queue", async () => {
    // Each creates pg-boss's tables and queues; without one at a time, PostgreSQL broke the tie as a deadlock and one
    // node ran without its queue (seen starting two app nodes behind nginx). Several fresh databases, for the race.
    for (let round = 0; round < 3; round++) {
      const fresh = await target.create();
      try {
        const started = await Promise.allSettled([0, 1].map(() => startPgBossJobQueue<TestJobs>({ connectionString: fresh.url, policies: POLICIES })));
        for (const s of started) if (s.status === "fulfilled") await s.value.stop(2_000);
        expect(started.map((s) => (s.status === "rejected" ? String(s.reason) : "started"))).toEqual(["started", "started"]);
      } finally {
        await fresh.drop();
      }
    }
  });

  it("runs each job once, and each scheduled time once", async () => {
    const runs = new Map<string, string[]>();
    const nodes = [
      // Each with a pool of its own, as two machines would have.
      await startPgBossJobQueue<TestJobs>({ connectionString: t.url, policies: POLICIES, cronMonitorIntervalSeconds: 1 }),
      await startPgBossJobQueue<TestJobs>({ connectionString: t.url, policies: POLICIES, cronMonitorIntervalSeconds: 1 }),
    ];
    queues.push(...nodes);
    for (const [i, node] of nodes.entries()) {
      await node.work("test.count", async ({ key }) => {
        runs.set(key, [...(runs.get(key) ?? []), `node ${i + 1}`]);
      });
    }
    const keys = Array.from({ length: 20 }, (_, i) => `job-${i}`);
    for (const [i, key] of keys.entries()) await nodes[i % 2]!.send("test.count", { key });
    await until(() => keys.every((key) => runs.has(key)));
    await until(async () => (await pgBossStates(t, "test.count")).completed === 20);
    expect([...runs.values()].every((by) => by.length === 1)).toBe(true);

    // Both nodes declare the same schedule (as every server process does); each minute sends one job.
    for (const node of nodes) await node.schedule("test.count", { every: "minutes", minutes: 1 }, { key: "scheduled" });
    await until(() => runs.has("scheduled"), 30_000);
    const firstRunAt = Date.now();
    // Let both nodes' schedule monitors look again several times (each looks every second), then count.
    const cronChecked = async () => {
      const { rows } = await sql<{
        cron_on: Date | null;
      }>`select cron_on from ${sql.table(`${PG_BOSS_SCHEMA}.version`)}`.execute(t.db);
      return (rows[0]?.cron_on?.getTime() ?? 0) > firstRunAt + 3_000;
    };
    await until(cronChecked, 30_000);
    // A scheduled time is a minute for which a monitor recorded a "send it" job (one a minute, whichever node's
    // monitor looks first); that job then sends the job itself. Counted from pg-boss's records, not from when the
    // runs happened: under load the job of 10:02:59 runs at 10:03:01, in the same minute as 10:03's.
    const scheduledRuns = runs.get("scheduled")!.length;
    const { rows } = await sql<{ sendsDone: number; sends: number; jobs: number }>`select
      count(*) filter (where s.state = 'completed')::int as "sendsDone", count(*)::int as sends,
      (select count(*)::int from ${sql.table(`${PG_BOSS_SCHEMA}.job`)} where name = 'test.count' and data->>'key' = 'scheduled') as jobs
      from ${sql.table(`${PG_BOSS_SCHEMA}.job`)} s where s.name = '__pgboss__send-it' and s.data->>'name' = 'test.count'`.execute(t.db);
    const { sendsDone, sends, jobs } = rows[0]!;
    expect(sendsDone).toBeGreaterThanOrEqual(1);
    // Every scheduled time sent its job once: not twice (once per node), and none lost.
    expect(jobs).toBeGreaterThanOrEqual(sendsDone);
    expect(jobs).toBeLessThanOrEqual(sends);
    // And each job ran once.
    expect(scheduledRuns).toBeLessThanOrEqual(jobs);
  });
});
