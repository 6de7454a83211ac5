import cluster, { type Worker } from "node:cluster";
import type { Logger } from "./logger";

/** A worker that exits this soon after starting is failing to start: wait before starting another. */
const CRASH_LOOP_MS = 5_000;
/** How long workers get to finish their requests when the server stops. */
const STOP_GRACE_MS = 12_000;

/**
 * The primary of `npm start` with WEB_CONCURRENCY > 1 (issue 16 §2, ADR 0119): starts that many workers on the
 * same port (node:cluster; Linux hands connections out round-robin), starts a new worker when one dies, and restarts
 * them one at a time on SIGHUP (a new one listening before an old one stops), so a deploy drops no request. Their
 * page caches are kept coherent without it (server/page-cache-sync.ts, ADR 0124). SIGTERM or SIGINT stops them all
 * gracefully. The database was migrated and seeded before; every worker opens its own connection.
 */
export function runClusterPrimary(workers: number, logger: Logger): void {
  let stopping = false;
  const retiring = new Set<Worker>();
  const startedAt = new Map<Worker, number>();

  const fork = (): Worker => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    return worker;
  };
  for (let i = 0; i < workers; i++) fork();

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping || retiring.delete(worker)) return;
    logger.error({ pid: worker.process.pid, code, signal }, "a worker died; starting another");
    setTimeout(fork, lived < CRASH_LOOP_MS ? CRASH_LOOP_MS : 0);
  });

  const listening = (worker: Worker) => new Promise<void>((resolve) => worker.once("listening", () => resolve()));
  const exited = (worker: Worker) => new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  process.on("SIGHUP", async () => {
    logger.info("restarting the workers one at a time");
    for (const old of Object.values(cluster.workers ?? {})) {
      if (!old || stopping) continue;
      await listening(fork());
      retiring.add(old);
      old.process.kill("SIGTERM");
      await exited(old);
    }
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping the workers");
    const all = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    for (const worker of all) worker.process.kill("SIGTERM");
    void Promise.all(all.map(exited)).then(() => process.exit(0));
    setTimeout(() => process.exit(0), STOP_GRACE_MS).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
