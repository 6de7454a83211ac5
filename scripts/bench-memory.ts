/**
 * npm run bench:memory — a server process's resident memory (RSS) under a mixed load (issue 16 §1): visitors'
 * pages and searches in both languages, the same as a signed-in reader, then first downloads of PDFs. One
 * process, on its own port and database (seeded on first use), run three times in one bench: as configured (the
 * compiled server `npm start` runs, ADR 0127), the same server from its TypeScript through tsx (as `npm start` ran
 * it before), and the compiled server with V8's own heap growth (`--heap-growing-percent=0` on the command line,
 * which server/heap-growth.ts leaves alone, ADR 0120). RSS is read after each phase and once the server has been
 * idle for 5 s, and sampled every 100 ms for each phase's peak: the server's process, and apart from it its PDF
 * render processes (ADR 0155), which end after a minute idle.
 *
 * Environment: BENCH_PORT (3195), BENCH_DATABASE_URL (data/bench-memory.sqlite), BUILD_DIR (build), BENCH_REQUESTS
 * (3000 a phase), BENCH_PDFS (40), BENCH_BASELINES (1; 0 measures the compiled server alone).
 */
import { execFileSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "@core/db/client";
import { startSession } from "@core/users/start-session";
import { memoryMb, startServer, waitForHealth, type ServerRuntime } from "./bench-server";

const root = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.BENCH_PORT ?? 3195);
const DATABASE = process.env.BENCH_DATABASE_URL ?? "data/bench-memory.sqlite";
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const PDFS = Number(process.env.BENCH_PDFS ?? 40);
const BASELINES = process.env.BENCH_BASELINES !== "0";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36";
const QUERIES = [
  "western blot",
  "patch clamp",
  "小鼠",
  "离心",
  "转染",
  "CRISPR",
  "flow cytometry",
  "RNA-seq 分析",
  "蛋白印迹",
  "qPCR",
  "mouse",
  "plasmid",
  "原代培养",
  "ELISA",
  "confocal",
];

/** Half protocol pages (both languages, spread over the journal), a fifth home and archive, the rest searches. */
function mixedPaths(ids: number[]): string[] {
  const paths: string[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const lang = i % 2 ? "cn" : "en";
    const kind = i % 10;
    if (kind < 5) paths.push(`/${lang}/bpdetail?id=${ids[(i * 7) % ids.length]}&type=bp`);
    else if (kind === 5) paths.push(`/${lang}`);
    else if (kind === 6) paths.push(`/${lang}/archive`);
    else
      paths.push(`/${lang}/searchlist?content=${encodeURIComponent(QUERIES[i % QUERIES.length]!)}&page=${1 + (i % 3)}`);
  }
  return paths;
}

/** Sends every path once, `connections` at a time; each request may carry its own cookie. */
function send(
  base: string,
  paths: string[],
  connections: number,
  cookie: (i: number) => string | undefined,
): Promise<{ rps: number; errors: number }> {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        amount: paths.length,
        headers: { "user-agent": BROWSER, accept: "text/html" },
        requests: [
          {
            setupRequest: (req) => {
              const i = next++;
              const c = cookie(i);
              return {
                ...req,
                path: paths[i % paths.length]!,
                headers: { ...req.headers, ...(c ? { cookie: c } : {}) },
              };
            },
          },
        ],
      },
      (error, result) =>
        error ? reject(error) : resolve({ rps: result.requests.average, errors: result.errors + result.non2xx }),
    );
  });
}

async function measure(label: string, port: number, nodeFlags: string[], runtime: ServerRuntime): Promise<string[]> {
  // Each server renders its PDFs anew: none finds the other's stored files.
  const pdfDir = mkdtempSync(path.join(tmpdir(), "bench-memory-pdfs-"));
  const server: ChildProcess = startServer(
    port,
    { DATABASE_URL: DATABASE, BUILD_DIR, SKIP_SEED: "1", PDF_DIR: pdfDir },
    nodeFlags,
    runtime,
  );
  const stop = () => server.kill("SIGTERM");
  process.once("exit", stop);
  let peak = 0;
  let renderPeak = 0;
  const sampler = setInterval(() => {
    const now = memoryMb(server);
    peak = Math.max(peak, now.server);
    renderPeak = Math.max(renderPeak, now.render);
  }, 100);
  // RSS at the end of a phase, and the highest sample during it.
  const memory = () => {
    const now = memoryMb(server);
    const line = `${now.server} (${peak}) | ${now.render} (${renderPeak})`;
    peak = 0;
    renderPeak = 0;
    return line;
  };
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/healthz`, server);
    const handle = openDatabase(path.resolve(root, DATABASE));
    const ids = (
      await handle.db
        .selectFrom("protocols")
        .select("id")
        .where("kind", "=", "bp")
        .where("status", "=", "published")
        .orderBy("id")
        .execute()
    ).map((r) => r.id);
    // Each PDF by another reader, so no reader's download limit is met; the pages by the first.
    const cookies: string[] = [];
    for (let i = 0; i < PDFS; i++) {
      const reader = await handle.db
        .insertInto("users")
        .values({
          email: `memory-${Date.now()}-${i}@example.org`,
          username: `memory${Date.now()}${i}`,
          password_hash: "!",
          full_name: "Bench Reader",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      cookies.push(`auth-token=${await startSession(handle.db, reader.id, null)}`);
    }
    await handle.close();
    const paths = mixedPaths(ids);
    const rows = [`| ${label} | start | — | — | ${memory()} |`];
    const visitors = await send(base, paths, 20, () => undefined);
    rows.push(
      `| ${label} | ${REQUESTS} visitors' pages and searches | ${visitors.rps.toFixed(0)} | ${visitors.errors} | ${memory()} |`,
    );
    const signedIn = await send(base, paths, 20, () => cookies[0]);
    rows.push(
      `| ${label} | the same, signed in | ${signedIn.rps.toFixed(0)} | ${signedIn.errors} | ${memory()} |`,
    );
    // The newest protocols, which the home page lists first: among them the demo journal's hand-written ones, whose
    // figures a PDF draws (ADR 0151); the first ids are generated protocols without figures.
    const pdfPaths = ids.slice(-PDFS).map((id) => `/en/bpdetail/pdf?id=${id}&type=bp`);
    const pdfs = await send(base, pdfPaths, 4, (i) => cookies[i % cookies.length]);
    rows.push(
      `| ${label} | ${PDFS} first PDF downloads | ${pdfs.rps.toFixed(1)} | ${pdfs.errors} | ${memory()} |`,
    );
    await new Promise((r) => setTimeout(r, 5_000));
    rows.push(`| ${label} | idle 5 s later | — | — | ${memory()} |`);
    return rows;
  } finally {
    clearInterval(sampler);
    stop();
    await new Promise((r) => server.once("exit", r));
    rmSync(pdfDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  execFileSync("npx", ["tsx", "scripts/ensure-build.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR },
  });
  console.log(`one production server process at a time on port ${PORT} (database ${DATABASE}; seeded first if empty)…`);
  // Seeding runs in a server of its own, so neither measured process carries what seeding left behind.
  const seeder = startServer(PORT, { DATABASE_URL: DATABASE, BUILD_DIR });
  await waitForHealth(`http://127.0.0.1:${PORT}/healthz`, seeder);
  seeder.kill("SIGTERM");
  await new Promise((r) => seeder.once("exit", r));
  const rows = [
    "| server | phase | req/s | errors | server RSS MB, end (peak) | PDF render processes' RSS MB, end (peak) |",
    "| --- | --- | ---: | ---: | ---: | ---: |",
    ...(await measure("as configured (compiled)", PORT, [], "compiled")),
  ];
  if (BASELINES) {
    rows.push(...(await measure("through tsx (baseline)", PORT, [], "tsx")));
    rows.push(...(await measure("V8's heap growth (baseline)", PORT, ["--heap-growing-percent=0"], "compiled")));
  }
  console.log(`\n${rows.join("\n")}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
