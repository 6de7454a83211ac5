import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@core/db/client";
import { startSession } from "@core/users/start-session";
import { compiledServerEntry } from "../../scripts/compiled-server";
import { freePort } from "./free-port";

/**
 * ADR 0127: `npm start` runs the compiled server, `${BUILD_DIR}/node/main.js` (built by build-once.ts), with plain
 * Node. On a fresh SQLite file it migrates and seeds (the seed code is a chunk of its own, loaded only then), serves
 * the home page and /healthz, renders a PDF in a render process of its own (the render's own compiled entry, ADR
 * 0155) that ends with the server, and with WEB_CONCURRENCY=2 forks workers that run the same file and answer.
 */
const root = path.resolve(import.meta.dirname, "../..");

interface Answer {
  status: number;
  type: string | undefined;
  body: Buffer;
}

/** One GET on a connection of its own (a cluster may hand each to another worker). */
function get(port: number, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: url, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, type: res.headers["content-type"], body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

interface Running {
  child: ChildProcess;
  port: number;
  /** What it wrote to stderr: the reason, when it does not start. */
  errors: () => string;
}

async function startCompiled(dir: string, env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [compiledServerEntry()], {
    cwd: root,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: path.join(dir, "site.sqlite"),
      PDF_DIR: path.join(dir, "pdfs"),
      OG_IMAGE_DIR: path.join(dir, "og-images"),
      MAIL_DIR: path.join(dir, "mail"),
      UPLOAD_DIR: path.join(dir, "uploads"),
      SMTP_URL: "",
      LOG_LEVEL: "error",
      ...env,
    },
  });
  let errors = "";
  child.stderr!.setEncoding("utf8").on("data", (text: string) => (errors += text));
  return { child, port, errors: () => errors };
}

/** The pid that answered /healthz, once one does; fails at once if the server exits first. */
async function healthyPid(server: Running, without: number[] = []): Promise<number> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`the compiled server exited with ${server.child.exitCode}: ${server.errors()}`);
    const health = await get(server.port, "/healthz").catch(() => null);
    if (health?.status === 200) {
      const { status, pid } = JSON.parse(health.body.toString()) as { status: string; pid: number };
      expect(status).toBe("ok");
      if (!without.includes(pid)) return pid;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the compiled server did not answer /healthz: ${server.errors()}`);
}

/** The PDF render processes (tinypool's child-process entry, ADR 0155) whose parent is `pid`. */
function renderProcesses(pid: number): number[] {
  let rows = "";
  try {
    rows = execFileSync("ps", ["--ppid", String(pid), "-o", "pid=,args="], { encoding: "utf8" });
  } catch {
    // ps exits with 1 when the process has no children.
  }
  return rows
    .split("\n")
    .filter((row) => row.includes("tinypool"))
    .map((row) => Number.parseInt(row, 10));
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stop(server: Running | undefined): Promise<number | null> {
  if (!server || server.child.exitCode !== null) return server?.child.exitCode ?? null;
  const exited = new Promise<number | null>((resolve) => server.child.once("exit", (code) => resolve(code)));
  server.child.kill("SIGTERM");
  return exited;
}

describe("the compiled server that npm start runs", () => {
  let dir: string;
  let single: Running;
  let cluster: Running | undefined;
  let renderPids: number[] = [];

  beforeAll(async () => {
    expect(
      existsSync(compiledServerEntry()),
      `${compiledServerEntry()} is missing: run npx tsx scripts/ensure-build.ts`,
    ).toBe(true);
    dir = mkdtempSync(path.join(tmpdir(), "opls-compiled-"));
    single = await startCompiled(dir, { WEB_CONCURRENCY: "1", SEED_PROTOCOLS: "20" });
    await healthyPid(single);
  });
  afterAll(async () => {
    await stop(single);
    await stop(cluster);
    rmSync(dir, { recursive: true, force: true });
  });

  it("migrates and seeds a fresh database, and serves the home page and /healthz", async () => {
    expect(await healthyPid(single)).toBe(single.child.pid);
    const home = await get(single.port, "/en");
    expect(home.status).toBe(200);
    expect(home.type).toMatch(/^text\/html/);
    expect(home.body.toString()).toMatch(/<html lang="en"[\s\S]*href="\/en\/bpdetail\?id=\d+/);
  });

  it("renders a protocol's PDF in a render process of its own", async () => {
    const handle = openDatabase(path.join(dir, "site.sqlite"));
    try {
      const protocol = await handle.db
        .selectFrom("protocols")
        .select("id")
        .where("kind", "=", "bp")
        .where("status", "=", "published")
        .orderBy("id")
        .executeTakeFirstOrThrow();
      const reader = await handle.db
        .insertInto("users")
        .values({
          email: "compiled-reader@example.org",
          username: "compiledreader",
          password_hash: "!",
          full_name: "Rae Reader",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const cookie = `auth-token=${await startSession(handle.db, reader.id, null)}`;
      const pdf = await get(single.port, `/en/bpdetail/pdf?id=${protocol.id}&type=bp`, { cookie });
      expect(pdf.status, pdf.body.toString().slice(0, 300)).toBe(200);
      expect(pdf.type).toBe("application/pdf");
      expect(pdf.body.subarray(0, 5).toString()).toBe("%PDF-");
      // The render's memory is not the server's: it ran in a child process, still there (it ends after a minute idle).
      renderPids = renderProcesses(single.child.pid!);
      expect(renderPids).toHaveLength(1);
    } finally {
      await handle.close();
    }
  });

  it("with WEB_CONCURRENCY=2, forks two workers that answer", async () => {
    cluster = await startCompiled(dir, { WEB_CONCURRENCY: "2", SKIP_SEED: "1" });
    const primary = cluster.child.pid!;
    const first = await healthyPid(cluster, [primary]);
    const second = await healthyPid(cluster, [primary, first]);
    expect(new Set([primary, first, second]).size).toBe(3);
    const page = await get(cluster.port, "/cn");
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<html lang="zh-CN"');
    expect(await stop(cluster)).toBe(0);
  });

  it("ends its render process when it stops", async () => {
    expect(renderPids).toHaveLength(1);
    expect(await stop(single)).toBe(0);
    expect(renderPids.filter(isRunning)).toEqual([]);
  });
});
