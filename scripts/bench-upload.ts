/**
 * npm run bench:upload — starts the production server (built into BUILD_DIR, default build) on a fresh
 * SQLite file, uploads a 100 MB file to POST /api/uploads while sampling the server process's resident
 * memory, then a file one byte over the limit, and prints the figures (docs/benchmarks.md "Uploads").
 * The upload body is generated chunk by chunk on the client side too: neither end holds the file.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { UPLOAD_MAX_BYTES } from "@core/config/constants";
import { compiledServerEntry } from "./compiled-server";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3197);
const work = mkdtempSync(path.join(tmpdir(), "opls-bench-upload-"));
const uploadDir = path.join(work, "uploads");
const MB = 1024 * 1024;

/** Resident set size of a process, in bytes (Linux /proc, else ps). */
function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    if (kb) return Number(kb) * 1024;
  } catch {
    // not Linux
  }
  return (
    Number(
      execFileSync("ps", ["-o", "rss=", "-p", String(pid)])
        .toString()
        .trim(),
    ) * 1024
  );
}

function filesUnder(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

/** POSTs a multipart body with one generated PDF file of `size` bytes; resolves with status and body. */
function upload(size: number): Promise<{ status: number; body: string }> {
  const boundary = "----oplsBench4f9c2a";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const pdfStart = Buffer.from("%PDF-1.4\n% bench\n", "latin1");
  const chunk = Buffer.alloc(256 * 1024, 0x20);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/uploads?kind=draft",
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": head.length + size + tail.length,
          origin: `http://127.0.0.1:${port}`,
        },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (d: string) => (body += d));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on("error", reject);
    let left = size - pdfStart.length;
    const pump = () => {
      while (left > 0) {
        const n = Math.min(left, chunk.length);
        left -= n;
        if (!request.write(n === chunk.length ? chunk : chunk.subarray(0, n))) return void request.once("drain", pump);
      }
      request.end(tail);
    };
    request.write(head);
    request.write(pdfStart);
    pump();
  });
}

async function measure(label: string, size: number, pid: number) {
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 10);
  const started = performance.now();
  const result = await upload(size);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(pid));
  console.log(
    `${label.padEnd(26)} HTTP ${result.status}  ${seconds.toFixed(2)} s  ${(size / MB / seconds).toFixed(0)} MB/s  ` +
      `RSS before ${(before / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB, growth ${((peak - before) / MB).toFixed(1)} MB`,
  );
  return { ...result, growth: peak - before };
}

console.log("building (skipped when up to date)…");
execFileSync("npx", ["tsx", "scripts/ensure-build.ts"], { cwd: root, stdio: "inherit" });

const server = spawn(process.execPath, [compiledServerEntry()], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    // The same-site check compares Origin with the configured origin (ADR 0080).
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: path.join(work, "bench.sqlite"),
    SKIP_SEED: "1",
    UPLOAD_DIR: uploadDir,
    MAIL_DIR: path.join(work, "mail"),
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
try {
  await waitForHealth();
  const pid = server.pid!;
  // Warm up: load the route modules, open the database, fill the pools.
  for (let i = 0; i < 3; i += 1) await upload(1 * MB);
  console.log(`server pid ${pid}, Node ${process.version}, upload limit ${UPLOAD_MAX_BYTES / MB} MB`);
  const accepted = await measure("100 MB (the limit)", UPLOAD_MAX_BYTES, pid);
  if (accepted.status !== 200) throw new Error(`100 MB upload refused: ${accepted.body}`);
  const filesBefore = filesUnder(uploadDir);
  const refused = await measure("100 MB + 1 byte", UPLOAD_MAX_BYTES + 1, pid);
  console.log(
    `over the limit: ${refused.body}; partial file removed: ${filesUnder(uploadDir) === filesBefore ? "yes" : "NO"}`,
  );
  const worst = Math.max(accepted.growth, refused.growth);
  console.log(`largest RSS growth: ${(worst / MB).toFixed(1)} MB (target < 50 MB): ${worst < 50 * MB ? "OK" : "OVER"}`);
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(work, { recursive: true, force: true });
}
