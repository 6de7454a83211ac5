/**
 * npm run bench:pages — requests per second and p50/p99 latency of the home page, a protocol page and the
 * archive, served by the production build (its own port and database, seeded on first use), beside a plain
 * node:http server sending the same HTML saved to memory: the ratio shows what rendering costs.
 *
 * Each page is measured at 50 connections (throughput) and at 1 connection (the latency of one request
 * when the server is otherwise idle), by the server as configured (visitors' pages kept in memory, ADR 0118) and by
 * a second one with PAGE_CACHE_ENTRIES=0 (every page rendered: the baseline, in the same run), each one process.
 * Protocol pages rotate over 200 protocols and send no cookie. Each run of the caching server starts with its pages
 * just kept: they stay fresh 30 s, so a run coming after others would start by rendering all 200 again. A signed-in
 * reader's protocol page (never cached) is measured on one process, on one process held to one core (`taskset -c 0`)
 * and on a cluster of two (WEB_CONCURRENCY=2, ADR 0119): how rendering grows with cores.
 * The resident memory (RSS, a cluster's processes summed) of each server is read after each run.
 *
 * Requests take what a browser takes (BENCH_ACCEPT_ENCODING, `gzip, deflate, br`; `identity` for none), and the
 * static twin sends the bytes the server sent for it, with their Content-Encoding: the cost of compressing per
 * response is counted where a server pays it (ADR 0141, 0145).
 *
 * Environment: BENCH_PORT (3190, the next three ports for the uncached server, the cluster and the one-core server;
 * the static twin takes any free port), BENCH_DATABASE_URL (data/bench-pages.sqlite), BUILD_DIR (build),
 * BENCH_SECONDS (10).
 */
import { execFileSync, type ChildProcess } from "node:child_process";
import http from "node:http";
import path from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "@core/db/client";
import { startSession } from "@core/users/start-session";
import { rssMb, startServer, waitForHealth } from "./bench-server";

const root = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const DATABASE = process.env.BENCH_DATABASE_URL ?? "data/bench-pages.sqlite";
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? "gzip, deflate, br";
const CONNECTIONS = 50;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36";

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function run(url: string, paths: string[], connections: number, cookie?: string): Promise<Figures> {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: SECONDS,
        headers: { "user-agent": BROWSER, accept: "text/html", "accept-encoding": ACCEPT_ENCODING, ...(cookie ? { cookie } : {}) },
        requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx,
        });
      },
    );
  });
}

function row(cells: (string | number)[]): string {
  return `| ${cells.join(" | ")} |`;
}

async function main(): Promise<void> {
  execFileSync("npx", ["tsx", "scripts/ensure-build.ts"], { cwd: root, stdio: "inherit", env: { ...process.env, BUILD_DIR } });
  const start = (port: number, env: Record<string, string> = {}, cpus?: string) =>
    startServer(port, { DATABASE_URL: DATABASE, BUILD_DIR, ...env }, [], "compiled", cpus);
  const server = start(PORT);
  let uncached: ChildProcess | null = null;
  let clustered: ChildProcess | null = null;
  let oneCore: ChildProcess | null = null;
  const staticServer = http.createServer();
  // Never leave the servers behind, even when the bench is interrupted.
  const stop = () => {
    server.kill("SIGTERM");
    uncached?.kill("SIGTERM");
    clustered?.kill("SIGTERM");
    oneCore?.kill("SIGTERM");
  };
  process.once("SIGINT", () => {
    stop();
    process.exit(130);
  });
  process.once("exit", stop);
  try {
    const base = `http://127.0.0.1:${PORT}`;
    console.log(`starting the production server on ${base} (database ${DATABASE}; the first run seeds it)…`);
    await waitForHealth(`${base}/healthz`, server);
    // Started once the first has seeded the database.
    uncached = start(PORT + 1, { PAGE_CACHE_ENTRIES: "0", SKIP_SEED: "1" });
    const uncachedBase = `http://127.0.0.1:${PORT + 1}`;
    await waitForHealth(`${uncachedBase}/healthz`, uncached);
    clustered = start(PORT + 2, { WEB_CONCURRENCY: "2", SKIP_SEED: "1" });
    const clusteredBase = `http://127.0.0.1:${PORT + 2}`;
    await waitForHealth(`${clusteredBase}/healthz`, clustered);
    // One process held to one core: a process left free takes more than one (its collector's thread, libuv's pool),
    // so "one core against two" is this one against the cluster of two.
    oneCore = start(PORT + 3, { SKIP_SEED: "1" }, "0");
    const oneCoreBase = `http://127.0.0.1:${PORT + 3}`;
    await waitForHealth(`${oneCoreBase}/healthz`, oneCore);

    const handle = openDatabase(path.resolve(root, DATABASE));
    const ids = await handle.db
      .selectFrom("protocols")
      .select("id")
      .where("kind", "=", "bp")
      .where("status", "=", "published")
      .orderBy("id")
      .execute();
    // A signed-in reader, for the page no cache may keep.
    const reader = await handle.db
      .insertInto("users")
      .values({ email: `bench-${Date.now()}@example.org`, username: `bench${Date.now()}`, password_hash: "!", full_name: "Bench Reader" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const signedIn = `auth-token=${await startSession(handle.db, reader.id, null)}`;
    await handle.close();
    // 200 protocols spread over the whole journal.
    const step = Math.max(1, Math.floor(ids.length / 200));
    const detailPaths = ids.filter((_, i) => i % step === 0).map((r) => `/en/bpdetail?id=${r.id}&type=bp`);

    const pages: { name: string; paths: string[] }[] = [
      { name: "home /en", paths: ["/en"] },
      { name: "protocol /en/bpdetail (visitor, 200 protocols)", paths: detailPaths },
      { name: "archive /en/archive", paths: ["/en/archive"] },
    ];

    // The static twin: the same bytes, saved once (the page kept by then), sent by node:http.
    const saved = new Map<string, { body: Buffer; encoding: string | undefined; html: number }>();
    for (const page of pages) {
      for (const p of page.paths) {
        const first = await fetch(base + p, { headers: { "user-agent": BROWSER } });
        if (!first.ok) throw new Error(`${p}: ${first.status}`);
        saved.set(p, { ...(await rawGet(base + p)), html: (await first.arrayBuffer()).byteLength });
      }
    }
    staticServer.on("request", (req, res) => {
      const page = saved.get(req.url ?? "");
      if (!page) {
        res.writeHead(404).end();
        return;
      }
      const encoding = page.encoding ? { "content-encoding": page.encoding } : {};
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": page.body.length, ...encoding });
      res.end(page.body);
    });
    // Any free port: other servers on this machine may hold the neighbours of PORT.
    await new Promise<void>((resolve, reject) => {
      staticServer.once("error", reject);
      staticServer.listen(0, "127.0.0.1", resolve);
    });
    const staticBase = `http://127.0.0.1:${(staticServer.address() as { port: number }).port}`;

    const lines = [
      row(["page", "server", "connections", "req/s", "p50 ms", "p99 ms", "errors", "RSS MB"]),
      row(["---", "---", "---:", "---:", "---:", "---:", "---:", "---:"]),
    ];
    const ratios: string[] = [];
    const line = (name: string, server: string, connections: number, f: Figures, rss: number | "") =>
      lines.push(row([name, server, connections, f.rps.toFixed(0), f.p50, f.p99, f.errors, rss]));
    // Kept pages are fresh for 30 s (VISITOR_PAGE_CACHE_CONTROL), then each is rendered again by one request while
    // the others get the stale copy. Each run of the caching server starts with its pages just kept, so it measures
    // kept pages; what a rendering costs is the uncached server's row.
    const warm = async (paths: string[]) => {
      for (const p of paths) await rawGet(base + p);
    };
    for (const page of pages) {
      await warm(page.paths);
      const app50 = await run(base, page.paths, CONNECTIONS);
      line(page.name, "app", CONNECTIONS, app50, rssMb(server));
      const bare50 = await run(uncachedBase, page.paths, CONNECTIONS);
      line(page.name, "app, no page cache", CONNECTIONS, bare50, rssMb(uncached));
      const stat50 = await run(staticBase, page.paths, CONNECTIONS);
      line(page.name, "static", CONNECTIONS, stat50, "");
      await warm(page.paths);
      const app1 = await run(base, page.paths, 1);
      line(page.name, "app", 1, app1, rssMb(server));
      const bare1 = await run(uncachedBase, page.paths, 1);
      line(page.name, "app, no page cache", 1, bare1, rssMb(uncached));
      ratios.push(
        `${page.name}: app/static throughput ${(app50.rps / Math.max(stat50.rps, 0.001)).toFixed(2)}× (no page cache ${(bare50.rps / Math.max(stat50.rps, 0.001)).toFixed(3)}×), app p50 alone ${app1.p50} ms`,
      );
    }
    const reading = "protocol /en/bpdetail (signed in, 200 protocols)";
    const one50 = await run(base, detailPaths, CONNECTIONS, signedIn);
    line(reading, "app, 1 process", CONNECTIONS, one50, rssMb(server));
    const core50 = await run(oneCoreBase, detailPaths, CONNECTIONS, signedIn);
    line(reading, "app, 1 process on 1 core", CONNECTIONS, core50, rssMb(oneCore));
    const two50 = await run(clusteredBase, detailPaths, CONNECTIONS, signedIn);
    line(reading, "app, 2 processes", CONNECTIONS, two50, rssMb(clustered));
    const one1 = await run(base, detailPaths, 1, signedIn);
    line(reading, "app, 1 process", 1, one1, rssMb(server));
    ratios.push(
      `${reading}: 2 processes / 1 process throughput ${(two50.rps / Math.max(one50.rps, 0.001)).toFixed(2)}×, 2 processes on 2 cores / 1 process on 1 core ${(two50.rps / Math.max(core50.rps, 0.001)).toFixed(2)}×, p50 alone ${one1.p50} ms, p99 alone ${one1.p99} ms`,
    );
    const size = (p: string) => {
      const page = saved.get(p);
      return page ? `${(page.html / 1024).toFixed(0)} KiB (${page.encoding ?? "as text"} ${(page.body.length / 1024).toFixed(0)} KiB)` : "";
    };
    console.log(
      `\n${SECONDS} s per run, Accept-Encoding: ${ACCEPT_ENCODING}; HTML sizes: home ${size("/en")}, protocol ${size(detailPaths[0]!)}, archive ${size("/en/archive")}\n`,
    );
    console.log(lines.join("\n"));
    console.log(`\n${ratios.join("\n")}`);
  } finally {
    staticServer.close();
    stop();
  }
}

/** A page's bytes as the server sends them for the bench's Accept-Encoding (fetch would decode them). */
function rawGet(url: string): Promise<{ body: Buffer; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "user-agent": BROWSER, accept: "text/html", "accept-encoding": ACCEPT_ENCODING } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ body: Buffer.concat(chunks), encoding: response.headers["content-encoding"] }));
      })
      .on("error", reject);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
