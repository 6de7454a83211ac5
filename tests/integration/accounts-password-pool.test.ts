import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase, type DbHandle } from "@core/db/client";
import { hashPassword, passwordWork } from "@core/users/hash-password";
import { PASSWORD_WORK_RUNNING, PASSWORD_WORK_WAITING } from "@core/users/account-limits";
import { PasswordWorkBusyError } from "@core/users/password-work-queue";
import { createApp } from "../../server/app";
import { createLogger } from "../../server/logger";

/**
 * The real Express application's static files (with compression) and /healthz, answered while the
 * password queue is full: they must not wait for scrypt (each run holds a libuv thread for about a second).
 */
let dir: string;
let handle: DbHandle;
let server: Server;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "opls-pool-"));
  mkdirSync(path.join(dir, "client"));
  writeFileSync(path.join(dir, "client", "notes.txt"), "A protocol step, repeated to be worth compressing.\n".repeat(2_000));
  handle = openDatabase(path.join(dir, "site.sqlite"));
  const app = createApp({
    db: handle.db,
    logger: createLogger("silent"),
    publicUrl: "http://localhost:3000",
    siteLinks: { exchange: "", preprints: "", webinars: "", course: "" },
    mode: { kind: "production", buildDir: dir, loadBuild: () => Promise.reject(new Error("no pages in this test")) },
  });
  server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});

it("static files (compressed) and /healthz answer before the queued password checks finish; past the queue, busy", async () => {
  const finished: string[] = [];
  const total = PASSWORD_WORK_RUNNING + PASSWORD_WORK_WAITING;
  const checks = Array.from({ length: total }, (_, i) => hashPassword(`a long passphrase number ${i}`).then(() => void finished.push("password")));
  expect(passwordWork.load).toEqual({ running: PASSWORD_WORK_RUNNING, waiting: PASSWORD_WORK_WAITING });
  // One more than the queue holds is refused at once, not queued.
  await expect(hashPassword("one too many")).rejects.toBeInstanceOf(PasswordWorkBusyError);

  const file = fetch(`${origin}/notes.txt`, { headers: { "accept-encoding": "gzip" } }).then(async (res) => {
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(await res.text()).toContain("A protocol step");
    finished.push("static");
  });
  const health = fetch(`${origin}/healthz`).then(async (res) => {
    expect(await res.json()).toEqual({ status: "ok", pid: process.pid, worker: null });
    finished.push("healthz");
  });
  await Promise.all([file, health, ...checks]);
  expect(finished.slice(0, 2).sort()).toEqual(["healthz", "static"]);
  expect(passwordWork.load).toEqual({ running: 0, waiting: 0 });
});
