import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compiledServerEntry } from "../../scripts/compiled-server";
import { DATABASES, type TestDatabase } from "./databases";
import { freePort } from "./free-port";

/**
 * ADR 0119: `npm start`'s server with WEB_CONCURRENCY=2 — two worker processes on one port, on both engines. Each
 * answers /healthz as itself; a page one worker keeps is never older than a change, whether another connection
 * wrote it (SQLite sees that itself) or a page's form on the other worker did (PostgreSQL's NOTIFY tells the others,
 * ADR 0124); a killed worker is replaced; SIGTERM stops the whole server cleanly.
 */
const root = path.resolve(import.meta.dirname, "../..");

/** One request on a connection of its own, so the cluster may hand it to either worker. */
function request(port: number, method: string, url: string): Promise<{ status: number; body: string; cache: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: url, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, cache: res.headers["x-cache"] as string | undefined }));
    });
    req.on("error", reject);
    // A connection handed to a worker as it is killed would wait for ever: give up on it, and ask again.
    req.setTimeout(5_000, () => req.destroy(new Error("no answer")));
    req.end();
  });
}

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`the server as a cluster of two workers on ${target.name}`, () => {
    let t: TestDatabase;
    let server: ChildProcess;
    let port: number;
    const exited = () => new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));

    /**
     * The workers' pids as /healthz reports them, asked until `count` different ones have answered (a worker that
     * is still starting — the primary waits 5 s before replacing one that died young — answers later).
     */
    async function workerPids(count: number, without: number[] = []): Promise<Set<number>> {
      const pids = new Set<number>();
      const deadline = Date.now() + 60_000;
      while (pids.size < count && Date.now() < deadline) {
        const health = await request(port, "GET", "/healthz").catch(() => null);
        if (health?.status === 200) {
          const { pid, status } = JSON.parse(health.body) as { pid: number; status: string };
          expect(status).toBe("ok");
          if (!without.includes(pid)) pids.add(pid);
        }
        if (pids.size < count) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return pids;
    }

    beforeAll(async () => {
      t = await target.create({ protocols: 20, today: "2026-11-01" });
      port = await freePort();
      // The compiled server `npm start` runs (ADR 0127), built into BUILD_DIR by build-once.ts.
      server = spawn(process.execPath, [compiledServerEntry()], {
        cwd: root,
        stdio: ["ignore", "ignore", "inherit"],
        env: {
          ...process.env,
          NODE_ENV: "production",
          WEB_CONCURRENCY: "2",
          PORT: String(port),
          HOST: "127.0.0.1",
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          DATABASE_URL: t.url,
          SKIP_SEED: "1",
          LOG_LEVEL: "error",
          SMTP_URL: "",
        },
      });
    });
    afterAll(async () => {
      if (server?.exitCode === null) {
        server.kill("SIGKILL");
        await exited();
      }
      await t?.drop();
    });

    it("runs two workers, each answering /healthz as itself", async () => {
      expect((await workerPids(2)).size).toBe(2);
    });

    it("never serves a kept page older than a change, wherever the change was made", async () => {
      expect((await workerPids(2)).size).toBe(2);
      const page = "/en/news";
      for (let i = 0; i < 6; i++) expect((await request(port, "GET", page)).status).toBe(200);
      expect((await request(port, "GET", page)).cache).toBe("hit");
      const news = await t.db.selectFrom("news").select("id").where("state", "=", "published").orderBy("published_on", "desc").executeTakeFirstOrThrow();
      await t.db.updateTable("news").set({ title_en: "Cluster headline one" }).where("id", "=", news.id).execute();
      // SQLite: each worker sees another connection's commit itself, before its next answer. PostgreSQL cannot, so
      // the change waits for the next form or action sent to a page: the worker that takes it NOTIFYs the others
      // once it has answered, so the other worker may answer one request from its cache before the notice reaches
      // it — the notice is awaited (within the second issue 16 allows across nodes), then no worker serves the old
      // page again.
      if (target.name === "postgres") {
        await request(port, "POST", "/en/news");
        const deadline = Date.now() + 1_000;
        let fresh = 0;
        while (fresh < 6 && Date.now() < deadline) {
          fresh = (await request(port, "GET", page)).body.includes("Cluster headline one") ? fresh + 1 : 0;
        }
      }
      for (let i = 0; i < 6; i++) expect((await request(port, "GET", page)).body).toContain("Cluster headline one");
    });

    it("restarts its workers one at a time on SIGHUP, answering throughout", async () => {
      const before = [...(await workerPids(2))];
      server.kill("SIGHUP");
      const answers: number[] = [];
      const renewed = workerPids(2, before);
      // Meanwhile every request gets an answer: a new worker listens before an old one stops.
      for (let i = 0; i < 20; i++) answers.push((await request(port, "GET", "/healthz")).status);
      expect((await renewed).size).toBe(2);
      expect(answers.every((status) => status === 200)).toBe(true);
    });

    it("replaces a worker that dies, and stops cleanly on SIGTERM", async () => {
      const [victim] = await workerPids(2);
      process.kill(victim!, "SIGKILL");
      expect((await workerPids(2, [victim!])).size).toBe(2);
      const done = exited();
      server.kill("SIGTERM");
      expect(await done).toBe(0);
    });
  });
}
