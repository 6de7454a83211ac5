import { randomBytes } from "node:crypto";
import path from "node:path";
import compression from "compression";
import express, { type Express } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { pingDatabase, type Db } from "@core/db/client";
import type { Logger } from "./logger";
import type { SiteLinks, TelemetryConfig } from "./load-context";
import type { FormsServices } from "./forms-services";

export interface AppOptions {
  db: Db;
  logger: Logger;
  publicUrl: string | null;
  siteLinks: SiteLinks;
  telemetry?: TelemetryConfig;
  forms?: FormsServices;
  /** Production: the built bundle. Development: Vite's dev server in middleware mode. */
  mode:
    | { kind: "production"; buildDir: string; loadBuild: () => Promise<ServerBuild> }
    | { kind: "development"; vite: ViteDevServer };
}

/** The HTTP application: security headers, compression, static files, /healthz, then React Router. */
export function createApp({ db, logger, publicUrl, siteLinks, telemetry, forms, mode }: AppOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");

  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  });
  const production = mode.kind === "production";
  app.use(
    helmet({
      contentSecurityPolicy: production
        ? {
            directives: {
              "default-src": ["'self'"],
              "script-src": ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
              "style-src": ["'self'", "'unsafe-inline'"],
              "img-src": ["'self'", "data:", "blob:"],
              "media-src": ["'self'"],
              "connect-src": ["'self'"],
              "frame-ancestors": ["'none'"],
              "form-action": ["'self'"],
              "upgrade-insecure-requests": null,
            },
          }
        : false,
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
      // Not helmet's "no-referrer": under it browsers send `Origin: null` with a form post, which React
      // Router's CSRF check refuses, so no form would work without JavaScript. Other sites still get no referrer.
      referrerPolicy: { policy: "same-origin" },
    }),
  );
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    try {
      await pingDatabase(db);
      res.json({ status: "ok" });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      res.status(503).json({ status: "error", detail: "database unreachable" });
    }
  });

  if (mode.kind === "production") {
    const client = path.join(mode.buildDir, "client");
    // Hashed file names never change content: cache them for a year.
    app.use("/assets", express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(client, { maxAge: "1h", index: false }));
  } else {
    app.use(mode.vite.middlewares);
  }

  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === "/healthz" },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : "info"),
    }),
  );

  const build =
    mode.kind === "production"
      ? mode.loadBuild
      : () => mode.vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  app.use(
    createRequestHandler({
      build,
      getLoadContext: (req, res) => ({
        db,
        publicUrl,
        siteLinks,
        telemetry,
        forms,
        clientIp: req.ip,
        cspNonce: res.locals.cspNonce as string,
      }),
    }),
  );
  return app;
}
