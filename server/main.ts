import "./thread-pool";
import "./node-env";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { openDatabase } from "@core/db/client";
import { migrateToLatest } from "@core/db/migrate";
import { createApp } from "./app";
import { configuredOrigin, readEnv } from "./env";
import { createLogger } from "./logger";
import { createFormsServices } from "./forms-services";

/** How long an idle keep-alive connection stays open. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
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
  const handle = openDatabase(databaseUrl, {
    onIdleConnectionError: (error) =>
      logger.warn({ err: error }, "an idle database connection was closed by the server"),
  });
  const applied = await migrateToLatest(handle.db, handle.dialect);
  if (applied.length) logger.info({ applied }, "migrations applied");
  if (env.SKIP_SEED === "0") {
    // The seed code and its demo content load only when there is something to seed: a fast start otherwise.
    const empty = !(await handle.db.selectFrom("protocols").select("id").limit(1).executeTakeFirst());
    if (empty) {
      const { seedJournal } = await import("@core/seed/seed-journal");
      logger.info(
        await seedJournal(handle.db, handle.dialect, { protocols: env.SEED_PROTOCOLS }),
        "demo journal seeded",
      );
    }
  }

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
  const app = createApp({
    db: handle.db,
    logger,
    publicUrl: configuredOrigin(env),
    trustProxy: env.TRUST_PROXY,
    siteLinks,
    telemetry,
    forms,
    doiPrefix: env.DOI_PREFIX,
    pageCacheEntries: env.PAGE_CACHE_ENTRIES,
    dataVersion: handle.dataVersion,
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
