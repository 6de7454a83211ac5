import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { type Db, type DbHandle } from "@core/db/client";
import type { SiteJobQueue } from "@core/jobs/site-jobs";
import { startSession } from "@core/users/start-session";
import type { SeedOptions } from "@seed/seed-journal";
import { openMigratedSqlite, openSeededSqlite } from "./schema-templates";
import { createApp } from "../../server/app";
import { readEnv } from "../../server/env";
import { createFormsServices } from "../../server/forms-services";
import { createLogger, type Logger } from "../../server/logger";

const root = path.resolve(import.meta.dirname, "../..");

export interface RunningSite {
  origin: string;
  port: number;
  db: Db;
  /** The SQLite file, for a second connection (another process's writes, as a CLI import would make them). */
  databasePath: string;
  /** A Cookie header of a signed-in reader (a fresh account). */
  signedInCookie(): Promise<string>;
  /** How many times the application has loaded the pages' build. */
  buildLoads(): number;
  stop(): Promise<void>;
}

/**
 * The real Express application (production build in BUILD_DIR, brought up to date by build-once.ts) on a
 * free port of 127.0.0.1, over a fresh SQLite database: requests go through Node's HTTP parser, the
 * guards, React Router and the route modules exactly as in production.
 */
export async function startSite(
  options: {
    publicUrl?: string;
    pageCacheEntries?: number;
    /** Where the site's request log goes; none when absent. */
    logger?: Logger;
    /** The demo journal the site's database holds (as `seedJournal` writes it); none when absent. */
    seed?: SeedOptions;
    /** The site's job queue, started on its database once the port is known (as `npm start` does). */
    startJobs?: (site: { handle: DbHandle; databasePath: string; origin: string; port: number }) => Promise<SiteJobQueue | null>;
  } = {},
): Promise<RunningSite> {
  const dir = mkdtempSync(path.join(tmpdir(), "opls-http-"));
  const databasePath = path.join(dir, "site.sqlite");
  const handle = options.seed ? await openSeededSqlite(databasePath, options.seed) : await openMigratedSqlite(databasePath);
  const env = readEnv({ ...process.env, MAIL_DIR: path.join(dir, "mail"), UPLOAD_DIR: path.join(dir, "uploads"), SMTP_URL: "" });
  const buildDir = path.resolve(root, env.BUILD_DIR);
  // The port first: the app's one configured origin (ADR 0080) is this server's address.
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.address() as AddressInfo).port;
  const jobs = (await options.startJobs?.({ handle, databasePath, origin: `http://127.0.0.1:${port}`, port })) ?? null;
  let buildLoads = 0;
  const app = createApp({
    db: handle.db,
    logger: options.logger ?? createLogger("silent"),
    publicUrl: options.publicUrl ?? `http://127.0.0.1:${port}`,
    siteLinks: { exchange: "", preprints: "", webinars: "", course: "" },
    forms: createFormsServices(env, root),
    // Off unless asked for: most tests change the database through the server's own connection between requests.
    pageCacheEntries: options.pageCacheEntries ?? 0,
    jobs,
    dataVersion: handle.dataVersion,
    mode: {
      kind: "production",
      buildDir,
      loadBuild: () => {
        buildLoads += 1;
        return import(pathToFileURL(path.join(buildDir, "server/index.js")).href) as Promise<ServerBuild>;
      },
    },
  });
  server.on("request", app);
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    db: handle.db,
    databasePath,
    signedInCookie: async () => {
      const user = await handle.db
        .insertInto("users")
        .values({ email: `reader-${Date.now()}-${Math.random()}@example.org`, username: `r${Date.now()}`, password_hash: "!", full_name: "Rae Reader" })
        .returning("id")
        .executeTakeFirstOrThrow();
      return `auth-token=${await startSession(handle.db, user.id, null)}`;
    },
    buildLoads: () => buildLoads,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await jobs?.stop(2_000);
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
