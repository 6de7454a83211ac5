import "./thread-pool";
import "./node-env";
import "./heap-growth";
import cluster from "node:cluster";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { openDatabase, type DbHandle } from "@core/db/client";
import { migrateToLatest } from "@core/db/migrate";
import { createApp } from "./app";
import { configuredOrigin, readEnv, type Env } from "./env";
import { createLogger, type Logger } from "./logger";
import { createFormsServices } from "./forms-services";
import { runClusterPrimary } from "./cluster-primary";
import { runPrimaryJobs, startSiteJobQueue } from "./jobs";
import { postgresPageCacheSync } from "./postgres-page-cache-sync";
import { closePdfRenderPool } from "@core/protocols/export/pdf-render-pool";

/** How long an idle keep-alive connection stays open. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

// The server runs from the repository root (npm start, npm run dev, the tests), where content/ and public/ are read
// too; not from this file's folder, which for the compiled server is `${BUILD_DIR}/node` (ADR 0127).
const root = process.cwd();
const dev = process.argv.includes("--dev");

async function main(): Promise<void> {
  let env;
  try {
    env = readEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const logger = createLogger(env.LOG_LEVEL);
  const databaseUrl = /^postgres/.test(env.DATABASE_URL) ? env.DATABASE_URL : path.resolve(root, env.DATABASE_URL);
  const open = () =>
    openDatabase(databaseUrl, {
      onIdleConnectionError: (error) => logger.warn({ err: error }, "an idle database connection was closed by the server"),
    });
  // One process per core (ADR 0119), the dev server alone; the primary prepares the database once, then forks.
  const clustered = !dev && env.WEB_CONCURRENCY > 1;
  if (cluster.isPrimary) {
    const handle = open();
    await prepareDatabase(handle, env, logger);
    if (clustered) {
      // SQLite: the primary runs the recurring jobs; on PostgreSQL pg-boss runs them in the workers (ADR 0125).
      if (handle.dialect === "sqlite") await runPrimaryJobs(handle, env, logger, createFormsServices(env, root).mail);
      else await handle.close();
      runClusterPrimary(env.WEB_CONCURRENCY, logger);
      return;
    }
    await serve(handle, env, logger);
    return;
  }
  await serve(open(), env, logger);
}

/** Migrations, and the demo journal on a first start (unless SKIP_SEED=1). */
async function prepareDatabase(handle: DbHandle, env: Env, logger: Logger): Promise<void> {
  const applied = await migrateToLatest(handle.db, handle.dialect);
  if (applied.length) logger.info({ applied }, "migrations applied");
  if (env.SKIP_SEED === "0") {
    // The seed code and its demo content load only when there is something to seed: a fast start otherwise.
    const empty = !(await handle.db.selectFrom("protocols").select("id").limit(1).executeTakeFirst());
    if (empty) {
      const { seedJournal } = await import("@seed/seed-journal");
      logger.info(
        await seedJournal(handle.db, handle.dialect, { protocols: env.SEED_PROTOCOLS }),
        "demo journal seeded",
      );
    }
  }
}

/** One server process: the whole site on the port, alone or as one of a cluster's workers. */
async function serve(handle: DbHandle, env: Env, logger: Logger): Promise<void> {
  const mode = dev
    ? {
        kind: "development" as const,
        vite: await (await import("vite")).createServer({ server: { middlewareMode: true }, root }),
      }
    : {
        kind: "production" as const,
        buildDir: path.resolve(root, env.BUILD_DIR),
        loadBuild: () => import(path.resolve(root, env.BUILD_DIR, "server/index.js")) as Promise<ServerBuild>,
      };
  const siteLinks = {
    exchange: env.EXCHANGE_URL,
    preprints: env.PREPRINTS_URL,
    webinars: env.WEBINARS_URL,
    course: env.COURSE_URL,
  };
  const telemetry = { feReportSkipHosts: env.FE_REPORT_SKIP_HOSTS, analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL };
  const forms = createFormsServices(env, root);
  // Background work (ADR 0125), after the migrations; on SQLite the recurring jobs run here only without a cluster.
  const jobs = await startSiteJobQueue({ handle, env, logger, transport: forms.mail, runSchedules: cluster.isPrimary });
  // PostgreSQL: every process's page cache follows the others' through LISTEN/NOTIFY, on this machine and others
  // (ADR 0124); listening before serving. SQLite needs nothing: data_version shows other processes' commits.
  const pageCacheSync =
    handle.dialect === "postgres" && env.PAGE_CACHE_ENTRIES > 0 ? postgresPageCacheSync(env.DATABASE_URL, handle.db, logger) : undefined;
  await pageCacheSync?.ready;
  const app = createApp({
    db: handle.db,
    logger,
    publicUrl: configuredOrigin(env),
    trustProxy: env.TRUST_PROXY,
    siteLinks,
    telemetry,
    forms,
    doiPrefix: env.DOI_PREFIX,
    jobs,
    pageCacheEntries: env.PAGE_CACHE_ENTRIES,
    dataVersion: handle.dataVersion,
    pageCacheSync,
    mode,
  });
  const server = app.listen(env.PORT, env.HOST, () => {
    logger.info(`serving on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`);
  });
  // Idle keep-alive connections outlive a proxy's or client's own idle timer (nginx keeps upstream connections
  // 60 s): with Node's 5 s default, a client reusing a connection the server is just closing gets ECONNRESET.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    server.close(async () => {
      if (mode.kind === "development") await mode.vite.close();
      await pageCacheSync?.stop();
      await jobs?.stop(5_000);
      await closePdfRenderPool();
      await handle.close();
      process.exit(0);
    });
    server.closeIdleConnections();
    // Don't wait forever on a hung keep-alive connection.
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
