import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import path from "node:path";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express, { type Express } from "express";
import helmet from "helmet";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { pingDatabase, type Db } from "@core/db/client";
import { AUTH_COOKIE } from "@core/users/session-cookie";
import { BOTTOM_AD_CLOSE_COOKIE } from "@core/ads/ad-slots";
import { COOKIE_NOTICE_COOKIE } from "@core/config/constants";
import { TEXT_MODE_COOKIE } from "@core/protocols/reading-text-mode";
import { cookieFromHeader } from "~/lib/cookie-header";
import type { Logger } from "./logger";
import type { SiteLinks, TelemetryConfig } from "./load-context";
import type { FormsServices } from "./forms-services";
import { serveSharedFigures } from "./shared-figures-route";
import { requestGuards } from "./request-guards";
import { singleDrainListener } from "./single-drain-listener";
import { loggedUrl, requestLog } from "./request-log";
import { isPagePath, visitorPageCache } from "./visitor-page-cache";
import type { SiteJobQueue } from "@core/jobs/site-jobs";
import type { PageCacheSync } from "./page-cache-sync";

export interface AppOptions {
  db: Db;
  logger: Logger;
  /** The configured origin (server/env.ts `configuredOrigin`). */
  publicUrl: string;
  /** Express "trust proxy" (TRUST_PROXY, ADR 0080); false: X-Forwarded-* headers are ignored. */
  trustProxy?: number | string | false;
  siteLinks: SiteLinks;
  telemetry?: TelemetryConfig;
  forms?: FormsServices;
  /** DOI_PREFIX: new protocols' DOIs are minted under it (ADR 0099). */
  doiPrefix?: string;
  /** Background work (ADR 0125), handed to loaders and actions as `context.jobs`. */
  jobs?: SiteJobQueue | null;
  /** How many visitors' pages are kept in memory (ADR 0118); 0 or absent: none. */
  pageCacheEntries?: number;
  /** The database handle's dataVersion: another connection's writes empty that cache at once. */
  dataVersion?: () => number | null;
  /** In a cluster: the workers' page caches are emptied together (ADR 0119). */
  pageCacheSync?: PageCacheSync;
  /** Production: the built bundle. Development: Vite's dev server in middleware mode. */
  mode:
    | { kind: "production"; buildDir: string; loadBuild: () => Promise<ServerBuild> }
    | { kind: "development"; vite: ViteDevServer };
}

/** Each rendering's own CSP nonce: 128 random bits (a visitor's page trades it for its scripts' hashes, ADR 0145). */
function newCspNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Whether a URL path decodes (percent-escapes that make UTF-8). */
function decodes(urlPath: string): boolean {
  try {
    decodeURIComponent(urlPath);
    return true;
  } catch {
    return false;
  }
}

/** The HTTP application: security headers, compression, static files, /healthz, then React Router. */
export function createApp({ db, logger, publicUrl, trustProxy = false, siteLinks, telemetry, forms, doiPrefix, jobs = null, pageCacheEntries = 0, dataVersion = () => null, pageCacheSync, mode }: AppOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  // Forwarded headers only from a configured proxy (ADR 0080); by default the client's own address counts.
  app.set("trust proxy", trustProxy);
  const httpsOrigin = new URL(publicUrl).protocol === "https:";

  // One line a response, with no header, cookie or link secret in it (ADR 0146).
  const httpLogger = requestLog(logger);
  // Visitors' pages: kept in memory (none with pageCacheEntries 0), and made the same for every visitor so that any
  // cache may keep them (ADR 0145).
  const cache = visitorPageCache({
    pageCookies: [COOKIE_NOTICE_COOKIE, BOTTOM_AD_CLOSE_COOKIE, TEXT_MODE_COOKIE],
    signInCookie: AUTH_COOKIE,
    maxEntries: pageCacheEntries,
    dataVersion,
    onEmptiedByRequest: pageCacheSync?.cleared,
    logResponse: httpLogger,
  });
  pageCacheSync?.onCleared(cache.clear);
  // A kept visitor's page goes out first, with the headers its rendering had (ADR 0143).
  app.use(cache.serveKept);

  app.use((_req, res, next) => {
    res.locals.cspNonce = newCspNonce();
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
              // ASVS 5.0 V3.4.3: no plugins, and no <base> that could re-point relative script URLs.
              "object-src": ["'none'"],
              "base-uri": ["'none'"],
              "upgrade-insecure-requests": null,
            },
          }
        : false,
      crossOriginEmbedderPolicy: false,
      // One framing policy (ADR 0080): CSP frame-ancestors 'none' in production, and X-Frame-Options DENY for
      // browsers without CSP 2 — both say "never framed" (helmet's default SAMEORIGIN contradicted it).
      xFrameOptions: { action: "deny" },
      // HSTS only when the configured origin is https: an http site must not tell browsers to insist on https.
      strictTransportSecurity: httpsOrigin ? { maxAge: 31_536_000, includeSubDomains: false } : false,
      // Not helmet's "no-referrer": under it browsers send `Origin: null` with a form post, which React
      // Router's CSRF check refuses, so no form would work without JavaScript. Other sites still get no referrer.
      referrerPolicy: { policy: "same-origin" },
    }),
  );
  app.use(compression());
  // After compression(), whose `res.on` it relies on.
  app.use(singleDrainListener());

  // Odd methods and refused bodies (ADR 0082): 405 with Allow, 413 closes the connection cleanly.
  app.use(requestGuards());

  app.get("/healthz", async (_req, res) => {
    try {
      await pingDatabase(db);
      // Which process answered: under a cluster (ADR 0119) each worker reports itself.
      res.json({ status: "ok", pid: process.pid, worker: cluster.worker?.id ?? null });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      res.status(503).json({ status: "error", detail: "database unreachable" });
    }
  });

  if (mode.kind === "production") {
    const client = path.join(mode.buildDir, "client");
    // Hashed file names never change content: cache them for a year. Sent as the build compressed them (ADR 0139),
    // brotli where the browser takes it, else gzip; compression() leaves an encoded response alone.
    const assets = expressStaticGzip(path.join(client, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", index: false },
    });
    // A path that does not decode is no file: it goes on to the not-found page, as serve-static let it, rather than
    // getting express-static-gzip's bare "URI malformed".
    app.use("/assets", (req, res, next) => (decodes(req.path) ? assets(req, res, next) : next()));
    // Figures and covers named by content hash (ADR 0092, 0105): the same name is always the same image.
    for (const dir of ["figures/uploaded", "figures/imported"]) {
      app.use(`/${dir}`, express.static(path.join(client, dir), { immutable: true, maxAge: "1y", index: false, fallthrough: true }));
    }
    // Nothing under /en or /cn is a file: pages skip the file lookup (a stat per request).
    const files = express.static(client, { maxAge: "1h", index: false });
    app.use((req, res, next) => (isPagePath(req.path) ? next() : files(req, res, next)));
  } else {
    app.use(mode.vite.middlewares);
  }
  // A figure stored through another node (ADR 0128): not in this node's folders, read from the shared storage.
  if (forms) app.get("/figures/:area/:name", serveSharedFigures(forms.figures, logger));

  app.use(httpLogger);

  // A response for a signed-in reader (or one that sets a cookie) depends on who asked: no shared or browser
  // cache may keep it (issue 12 §5, ADR 0080). Set when the headers go out, so a route's own Cache-Control
  // cannot outvote it; visitors' pages keep their cacheable headers. Static files above are not affected.
  app.use((req, res, next) => {
    const signedIn = Boolean(cookieFromHeader(req.headers.cookie, AUTH_COOKIE));
    const writeHead = res.writeHead;
    res.writeHead = function (this: express.Response, ...args: Parameters<typeof writeHead>) {
      if (signedIn || this.getHeader("set-cookie") !== undefined) this.setHeader("Cache-Control", "private, no-store");
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  });

  // React Router's adapter builds request.url from Host and (when any proxy is trusted) X-Forwarded-Host; a
  // malformed one made `new URL` throw (a 500) and a forged one leaked into the URL. The site has one origin
  // (ADR 0080), so the request's host is that origin's, whatever the client or proxy sent.
  const publicHost = new URL(publicUrl).host;
  app.use((req, _res, next) => {
    req.headers.host = publicHost;
    delete req.headers["x-forwarded-host"];
    next();
  });

  app.use(cache.keepRendered);

  const pages = (build: ServerBuild | (() => Promise<ServerBuild>)) =>
    createRequestHandler({
      build,
      getLoadContext: (req, res) => ({
        db,
        publicUrl,
        siteLinks,
        telemetry,
        forms,
        doiPrefix,
        jobs,
        clientIp: req.ip,
        cspNonce: res.locals.cspNonce as string,
        reportError: (error, url) => logger.error({ err: error, url: loggedUrl(url) }, "page error"),
      }),
    });
  if (mode.kind === "production") {
    // React Router derives its route table and request handler from a build object once, but from a build
    // *function* again on every request (for development's reloads): about a sixth of a page's rendering here. The
    // production build is loaded once, at the first page request, and handed over as the object.
    let handler: ReturnType<typeof pages> | undefined;
    let loading: Promise<ReturnType<typeof pages>> | undefined;
    app.use((req, res, next) => {
      if (handler) return handler(req, res, next);
      loading ??= mode.loadBuild().then((build) => (handler = pages(build)));
      loading.then((loaded) => loaded(req, res, next), next);
    });
  } else {
    app.use(pages(() => mode.vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>));
  }
  return app;
}
