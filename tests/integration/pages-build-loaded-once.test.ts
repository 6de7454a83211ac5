import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DbHandle } from "@core/db/client";
import { createApp } from "../../server/app";
import { readEnv } from "../../server/env";
import { createLogger } from "../../server/logger";
import { openMigratedSqlite } from "./schema-templates";

/**
 * React Router derives its route table from a build object once, but from a build function again for every request
 * (a fifth of a page's rendering). The production application loads the build once and hands over the object.
 */
const root = path.resolve(import.meta.dirname, "../..");
let dir: string;
let handle: DbHandle;
let server: Server;
let origin: string;
let loads = 0;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "opls-build-once-"));
  handle = await openMigratedSqlite(path.join(dir, "site.sqlite"));
  const buildDir = path.resolve(root, readEnv(process.env).BUILD_DIR);
  const app = createApp({
    db: handle.db,
    logger: createLogger("silent"),
    publicUrl: "http://localhost:3000",
    siteLinks: { exchange: "", preprints: "", webinars: "", course: "" },
    mode: {
      kind: "production",
      buildDir,
      loadBuild: () => {
        loads += 1;
        return import(pathToFileURL(path.join(buildDir, "server/index.js")).href) as Promise<ServerBuild>;
      },
    },
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

it("loads the pages' build once, for the first requests together and every request after", async () => {
  const first = await Promise.all(["/en/about", "/cn/about"].map((p) => fetch(origin + p)));
  expect(first.map((r) => r.status)).toEqual([200, 200]);
  const later = await Promise.all(["/en/faqs", "/en/no-such-page"].map((p) => fetch(origin + p)));
  expect(later.map((r) => r.status)).toEqual([200, 404]);
  expect(await later[0]!.text()).toContain("<html");
  expect(loads).toBe(1);
});
