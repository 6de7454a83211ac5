import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { compiledServerEntry } from "./compiled-server";

/** What the server benches share: the production server on a port of its own, its health, its memory. */

const root = path.resolve(import.meta.dirname, "..");

/**
 * How the server runs: `compiled` is `npm run serve` (the compiled server in `env.BUILD_DIR`, ADR 0127); `tsx` the
 * same server from its TypeScript sources through tsx, as `npm start` ran it before, for a baseline.
 */
export type ServerRuntime = "compiled" | "tsx";

/** Node's flags in package.json's `start` and `serve`. */
const START_FLAGS = ["--max-semi-space-size=4", "--v8-pool-size=1"];

/**
 * The production server on `port`: one process unless `env` says otherwise; `nodeFlags` go before the script. With
 * `cpus` (a `taskset` list such as "0") the server and its workers run only on those cores.
 */
export function startServer(
  port: number,
  env: Record<string, string>,
  nodeFlags: string[] = [],
  runtime: ServerRuntime = "compiled",
  cpus?: string,
): ChildProcess {
  const script = runtime === "compiled" ? [compiledServerEntry(env.BUILD_DIR)] : ["--import", "tsx", "server/main.ts"];
  // As `npm start` and `npm run serve` run it (ADR 0142, 0144), unless the bench measures another value.
  const asStarted = START_FLAGS.filter((flag) => !nodeFlags.some((own) => own.startsWith(flag.split("=")[0]!)));
  const command = [process.execPath, ...asStarted, ...nodeFlags, ...script];
  // taskset runs the command in its own process (exec), so the child's pid is the server's.
  const [file, ...args] = cpus ? ["taskset", "-c", cpus, ...command] : command;
  return spawn(file!, args, {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      WEB_CONCURRENCY: "1",
      // As `npm start` and `npm run serve` run it (ADR 0135).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
      ...env,
    },
  });
}

export async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not become healthy");
}

/** Each process below `root` (the server), by its parent: pid, parent and command line, from `ps`. */
function descendants(root: number): { pid: number; args: string }[] {
  const rows = execFileSync("ps", ["-e", "-o", "pid=,ppid=,args="], { encoding: "utf8" })
    .split("\n")
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3]! }));
  const found: { pid: number; args: string }[] = [];
  const parents = [root];
  while (parents.length > 0) {
    const parent = parents.pop()!;
    for (const row of rows.filter((r) => r.ppid === parent)) {
      found.push(row);
      parents.push(row.pid);
    }
  }
  return found;
}

function rssKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  } catch {
    return 0; // it has just ended
  }
}

/** A PDF render process (ADR 0155): tinypool's child-process entry. */
const isRenderProcess = (args: string) => args.includes("tinypool");

/**
 * A server's resident memory in MB, from /proc (Linux), read from one `ps`: `server`, the process and, for a cluster,
 * its workers; `render`, its PDF render processes (0 when none is running).
 */
export function memoryMb(child: ChildProcess): { server: number; render: number } {
  const below = descendants(child.pid!);
  const mb = (pids: number[]) => Math.round(pids.reduce((kb, pid) => kb + rssKb(pid), 0) / 1024);
  return {
    server: mb([child.pid!, ...below.filter((p) => !isRenderProcess(p.args)).map((p) => p.pid)]),
    render: mb(below.filter((p) => isRenderProcess(p.args)).map((p) => p.pid)),
  };
}

/** The server's own memory in MB (its process and a cluster's workers, not the render processes). */
export function rssMb(child: ChildProcess): number {
  return memoryMb(child).server;
}
