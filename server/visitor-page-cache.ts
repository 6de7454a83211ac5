import { createHash } from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { cookieFromHeader } from "~/lib/cookie-header";
import { gzipWith, plainWith, splicePage, type SplicedPage } from "./spliced-gzip";

/**
 * Visitors' pages kept in memory (issue 16 §1, ADR 0118). A page is kept only when its route says so with
 * `Cache-Control: public, s-maxage=N` (visitorPageHeaders) and the response is for a visitor: a GET without the
 * sign-in cookie, status 200, HTML, no Set-Cookie. Its key is the URL and the cookies that change a visitor's page
 * (the cookie notice, the closed bottom ad). Every response still gets its own CSP nonce: the stored page holds a
 * placeholder where the nonce was (in its HTML and its headers), filled with the response's nonce when served. A
 * kept page is served by `serveKept`, the application's first step, with the headers its rendering was sent with:
 * no security-header, compression or routing work is done again for it (ADR 0143). A weak ETag (over the page
 * without its nonce) answers If-None-Match with 304. Pages are kept gzipped, cut where the nonce goes (ADR 0141):
 * a browser gets the pieces and its nonce as one gzip member with no compression per response, and 500 protocol
 * pages hold about 12 MB where they held 41 MB as text; a client that takes no gzip gets the text inflated.
 *
 * Freshness: N seconds, then for `stale-while-revalidate` seconds one request renders the page again while the
 * others get the stale copy. Everything is dropped at once when a form or action is sent to a page (any non-GET
 * request under /{lang}: publishing, an edit, a new question) or when `dataVersion` says another connection wrote
 * to the database.
 */
export interface VisitorPageCacheOptions {
  /** Cookies whose values change a visitor's page: part of the key. */
  pageCookies: readonly string[];
  /** A request with this cookie is a signed-in reader's: never served from or kept in the cache. */
  signInCookie: string;
  maxEntries: number;
  /** Changes when the database was written by someone else (DbHandle.dataVersion); null: no such signal. */
  dataVersion: () => number | null;
  /** Told when a page's form or action has emptied this cache (after its response): other processes' caches follow. */
  onEmptiedByRequest?: () => void;
  /** A new CSP nonce for a response served from the cache (the one the application gives every other response). */
  newNonce: () => string;
  /** Starts a served response's log line, as every other response's (pino-http). */
  logResponse?: (req: Request, res: Response) => void;
  now?: () => number;
}

export interface VisitorPageCache {
  /** First in the application: answers from the cache, or goes on (and marks a stale page as being refreshed). */
  serveKept: RequestHandler;
  /** After compression and the nonce: empties the cache on a page's form or action, keeps what renders. */
  keepRendered: RequestHandler;
  clear(): void;
}

interface Entry {
  /** The rendering's response headers as a flat list (name, value, …), the nonce in them as NONCE_PLACEHOLDER. */
  headers: string[];
  /** The page's bytes, cut where its nonce was and gzipped: sent joined by each response's own nonce. */
  page: SplicedPage;
  etag: string;
  storedAt: number;
  freshMs: number;
  staleMs: number;
  refreshing: boolean;
}

const PAGE_PATH = /^\/(en|cn)(\/|$)/;

/** A path of the site's pages, under /en or /cn: never a file, and where a form or action changes what pages show. */
export function isPagePath(path: string): boolean {
  return PAGE_PATH.test(path);
}
/** Headers that belong to one response (its length, encoding, connection, cookies), not to the kept page. */
const RESPONSE_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "etag", "x-cache", "set-cookie"]);
const MAX_BODY_BYTES = 4_000_000;
/** Stands for the CSP nonce in a stored page; never a valid base64 nonce, so it cannot occur by chance. */
const NONCE_PLACEHOLDER = "%%csp-nonce%%";

export function visitorPageCache(options: VisitorPageCacheOptions): VisitorPageCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let version: number | null | undefined;
  /** Counts the emptyings: a page rendered while one happened may show what was before, and is not kept. */
  let generation = 0;

  const clear = () => {
    entries.clear();
    generation += 1;
  };

  const keyOf = (req: Request): string | null => {
    if (req.method !== "GET" || !isPagePath(req.path) || req.path.endsWith(".data")) return null;
    const cookie = (name: string) => cookieFromHeader(req.headers.cookie, name) ?? "";
    if (cookie(options.signInCookie)) return null;
    return [req.originalUrl, ...options.pageCookies.map(cookie)].join("\u0000");
  };

  /** One response from a kept page: its headers with this response's nonce, the page gzipped or as text. */
  const send = (req: Request, res: Response, entry: Entry, state: "hit" | "stale") => {
    options.logResponse?.(req, res);
    const nonce = options.newNonce();
    const headers = entry.headers.map((value) => (value.includes(NONCE_PLACEHOLDER) ? value.replaceAll(NONCE_PLACEHOLDER, nonce) : value));
    headers.push("etag", entry.etag, "x-cache", state);
    if (req.headers["if-none-match"] === entry.etag) {
      res.writeHead(304, withoutPolicy(headers));
      return res.end();
    }
    const gzip = req.acceptsEncodings("gzip", "identity") === "gzip";
    const body = gzip ? gzipWith(entry.page, Buffer.from(nonce)) : plainWith(entry.page, Buffer.from(nonce));
    if (gzip) headers.push("content-encoding", "gzip");
    headers.push("content-length", String(body.length));
    res.writeHead(200, headers);
    res.end(body);
  };

  const serveKept: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    const key = keyOf(req);
    if (key === null) return next();
    const current = options.dataVersion();
    if (current !== version) {
      clear();
      version = current;
    }
    const entry = entries.get(key);
    const age = entry ? now() - entry.storedAt : 0;
    if (entry && age < entry.freshMs) return send(req, res, entry, "hit");
    if (entry && age < entry.freshMs + entry.staleMs && entry.refreshing) return send(req, res, entry, "stale");
    if (entry) entry.refreshing = true;
    next();
  };

  const keepRendered: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD" && isPagePath(req.path)) {
      // Whatever a page's form or action changed, no visitor sees the page from before it (ADR 0118).
      res.on("finish", () => {
        clear();
        options.onEmptiedByRequest?.();
      });
      clear();
      return next();
    }
    const key = keyOf(req);
    if (key !== null) capture(req, res, key);
    next();
  };

  /** Renders through and keeps the page when its response allows it; the nonce is cut out before storing. */
  const capture = (req: Request, res: Response, key: string) => {
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const generationAtStart = generation;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, rest[0]));
      const callback = rest.find((r) => typeof r === "function") as (() => void) | undefined;
      callback?.();
      return true;
    }) as Response["write"];
    res.end = ((...args: unknown[]) => {
      const [chunk, encoding] = args;
      if (chunk !== undefined && chunk !== null && typeof chunk !== "function") chunks.push(toBuffer(chunk, encoding));
      const body = Buffer.concat(chunks);
      const done = args.find((arg) => typeof arg === "function") as (() => void) | undefined;
      res.write = write as Response["write"];
      res.end = ((...rest: unknown[]) => (done ? end(...rest, done) : end(...rest))) as Response["end"];
      const policy = cachePolicy(res);
      const nonce = String(res.locals.cspNonce ?? "");
      if (!policy || res.statusCode !== 200 || res.getHeader("set-cookie") !== undefined || !isHtml(res) || !nonce) {
        const stale = entries.get(key);
        if (stale) stale.refreshing = false;
        return res.end(body);
      }
      const text = body.toString("utf8");
      const stored = text.replaceAll(nonce, NONCE_PLACEHOLDER);
      const etag = `W/"${createHash("sha256").update(stored).digest("base64url").slice(0, 27)}"`;
      if (body.length <= MAX_BODY_BYTES && generation === generationAtStart) {
        entries.delete(key);
        const page = splicePage(stored.split(NONCE_PLACEHOLDER).map((part) => Buffer.from(part)));
        entries.set(key, { headers: keptHeaders(res, nonce), page, etag, storedAt: now(), ...policy, refreshing: false });
        while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
      }
      res.setHeader("ETag", etag);
      res.setHeader("X-Cache", "miss");
      if (req.headers["if-none-match"] === etag) return notModified(res);
      return res.end(body);
    }) as Response["end"];
  };

  return { serveKept, keepRendered, clear };
}

/**
 * A rendered page's headers as kept: all that the application set for it (security headers, type, caching, links)
 * but those of one response, with Vary naming Accept-Encoding (a kept page is sent gzipped or not) and the nonce
 * replaced by the placeholder.
 */
function keptHeaders(res: Response, nonce: string): string[] {
  const headers: string[] = [];
  res.vary("Accept-Encoding");
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || RESPONSE_HEADERS.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [String(value)]) headers.push(name, one.replaceAll(nonce, NONCE_PLACEHOLDER));
  }
  return headers;
}

/**
 * The browser's copy is current. The 304 carries no CSP header: a browser updates its stored headers with those of
 * a 304, and a new nonce would no longer match the nonce in the page it keeps, blocking the page's scripts. Without
 * one, the copy keeps the policy it came with, whose nonce is the one in its HTML.
 */
function notModified(res: Response): Response {
  res.removeHeader("Content-Security-Policy");
  return res.status(304).end();
}

/** A kept page's 304 headers: as notModified, without the policy. */
function withoutPolicy(headers: string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < headers.length; i += 2) {
    if (headers[i] !== "content-security-policy") kept.push(headers[i]!, headers[i + 1]!);
  }
  return kept;
}

/** `public, s-maxage=N[, stale-while-revalidate=M]` → how long a page stays fresh and then servable stale. */
function cachePolicy(res: Response): { freshMs: number; staleMs: number } | null {
  const header = String(res.getHeader("cache-control") ?? "").toLowerCase();
  if (!/(^|,)\s*public\s*(,|$)/.test(header)) return null;
  const fresh = /s-maxage=(\d+)/.exec(header);
  if (!fresh) return null;
  const stale = /stale-while-revalidate=(\d+)/.exec(header);
  return { freshMs: Number(fresh[1]) * 1000, staleMs: stale ? Number(stale[1]) * 1000 : 0 };
}

function isHtml(res: Response): boolean {
  return String(res.getHeader("content-type") ?? "").startsWith("text/html");
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
}
