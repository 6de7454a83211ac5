/**
 * npm run bench:pdf — protocol PDF downloads served by the production build (the compiled server, as `npm run
 * serve` runs it, ADR 0127), twice in one run:
 *   - "in-thread": the path before ADR 0083, every download rendered on the main thread, nothing stored
 *     (the server started with PDF_BENCH_BASELINE=1, a switch for this bench only);
 *   - "worker + store": rendered once in the worker pool, stored under a fresh PDF_DIR, served with an ETag.
 * For each: p50/p95 of an uncached download (a protocol's first), of a cached one (the same protocols again),
 * and of /healthz while a burst of 20 first downloads runs 10 at a time.
 *
 * Environment: BENCH_PORT (3191), BENCH_DATABASE_URL (data/bench-pdf.sqlite, seeded with 300 protocols on
 * first use), BUILD_DIR (build). Each download is by its own reader, so the per-reader limit never applies.
 */
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir, loadavg } from "node:os";
import path from "node:path";
import { openDatabase } from "@core/db/client";
import { startSession } from "@core/users/start-session";
import { waitForHealth } from "./bench-server";
import { compiledServerEntry } from "./compiled-server";

const root = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.BENCH_PORT ?? 3191);
const DATABASE = process.env.BENCH_DATABASE_URL ?? "data/bench-pdf.sqlite";
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const SAMPLES = 12;
const BURST = 20;
const BURST_CONCURRENCY = 10;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function timed(url: string, init?: RequestInit): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

/** Sessions of `count` readers of their own (created on first use). */
async function readerTokens(count: number): Promise<string[]> {
  const handle = openDatabase(path.resolve(root, DATABASE));
  const tokens: string[] = [];
  for (let n = 0; n < count; n++) {
    const email = `bench-pdf-${n}@example.org`;
    const existing = await handle.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
    const id = existing?.id ?? (await handle.db.insertInto("users").values({ email, username: `bench-pdf-${n}`, password_hash: "-" }).returning("id").executeTakeFirstOrThrow()).id;
    tokens.push(await startSession(handle.db, id, null));
  }
  await handle.close();
  return tokens;
}

async function protocolIds(): Promise<number[]> {
  const handle = openDatabase(path.resolve(root, DATABASE));
  const rows = await handle.db.selectFrom("protocols").select("id").where("kind", "=", "bp").where("status", "=", "published").orderBy("id").execute();
  await handle.close();
  return rows.map((r) => r.id);
}

interface Figures {
  uncached: number[];
  cached: number[];
  healthz: number[];
  burstMs: number;
}

async function measure(label: string, baseline: boolean): Promise<Figures> {
  const pdfDir = mkdtempSync(path.join(tmpdir(), "bench-pdfs-"));
  const server = spawn(process.execPath, [compiledServerEntry(BUILD_DIR)], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_URL: DATABASE,
      BUILD_DIR,
      LOG_LEVEL: "warn",
      SEED_PROTOCOLS: "300",
      PDF_DIR: pdfDir,
      PDF_BENCH_BASELINE: baseline ? "1" : "0",
    },
  });
  const stop = () => server.kill("SIGTERM");
  process.once("exit", stop);
  try {
    const base = `http://127.0.0.1:${PORT}`;
    console.log(`${label}: starting the production server on ${base}…`);
    await waitForHealth(`${base}/healthz`, server);
    const ids = await protocolIds();
    const tokens = await readerTokens(1 + SAMPLES + BURST);
    let reader = 0;
    const pdf = (id: number) => `${base}/en/bpdetail/pdf?id=${id}&type=bp`;
    const as = (token: string) => ({ headers: { Cookie: `auth-token=${token}` } });

    // Warm-up (not counted): the first PDF starts the render process and loads fonts.
    await timed(pdf(ids[0]!), as(tokens[reader++]!));
    const sample = ids.slice(1, 1 + SAMPLES);
    const uncached: number[] = [];
    for (const id of sample) uncached.push(await timed(pdf(id), as(tokens[reader++]!)));
    const cached: number[] = [];
    for (let round = 0; round < 2; round++) for (const id of sample) cached.push(await timed(pdf(id), as(tokens[0]!)));

    // The burst: 20 first downloads, 10 at a time, while /healthz is asked again and again.
    const burstIds = ids.slice(1 + SAMPLES, 1 + SAMPLES + BURST);
    const healthz: number[] = [];
    let running = true;
    const prober = (async () => {
      while (running) healthz.push(await timed(`${base}/healthz`));
    })();
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: BURST_CONCURRENCY }, async () => {
        while (next < burstIds.length) {
          const id = burstIds[next++]!;
          await timed(pdf(id), as(tokens[reader++]!));
        }
      }),
    );
    const burstMs = performance.now() - started;
    running = false;
    await prober;
    return { uncached, cached, healthz, burstMs };
  } finally {
    stop();
    process.removeListener("exit", stop);
    await new Promise((r) => server.once("exit", r));
    rmSync(pdfDir, { recursive: true, force: true });
  }
}

function row(cells: (string | number)[]): string {
  return `| ${cells.join(" | ")} |`;
}

async function main(): Promise<void> {
  execFileSync("npx", ["tsx", "scripts/ensure-build.ts"], { cwd: root, stdio: "inherit", env: { ...process.env, BUILD_DIR } });
  const loadBefore = loadavg()[0]!.toFixed(2);
  const before = await measure("in-thread (before)", true);
  const after = await measure("worker + store (after)", false);
  const ms = (v: number) => v.toFixed(0);
  const lines = [
    row(["path", "uncached p50", "uncached p95", "cached p50", "cached p95", "/healthz p50 in burst", "/healthz p95 in burst", "/healthz max", "burst of 20 (10 at a time)"]),
    row(["---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:"]),
  ];
  for (const [name, f] of [
    ["in-thread (before)", before],
    ["worker + store (after)", after],
  ] as const) {
    lines.push(
      row([
        name,
        ms(percentile(f.uncached, 50)),
        ms(percentile(f.uncached, 95)),
        ms(percentile(f.cached, 50)),
        ms(percentile(f.cached, 95)),
        ms(percentile(f.healthz, 50)),
        ms(percentile(f.healthz, 95)),
        ms(Math.max(...f.healthz)),
        ms(f.burstMs),
      ]),
    );
  }
  console.log(`\nms; ${SAMPLES} protocols, cached = the same ${SAMPLES} twice more; load average ${loadBefore} → ${loadavg()[0]!.toFixed(2)}\n`);
  console.log(lines.join("\n"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
