import { createHash } from "node:crypto";
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { cookieFromHeader } from "~/lib/cookie-header";
import { cacheablePage } from "./cacheable-page-policy";

/**
 * Visitors' pages kept in memory (issue 16 §1, ADR 0118). A page is kept only when its route says so with
 * `Cache-Control: public, s-maxage=N` (visitorPageHeaders) and the response is for a visitor: a GET without the
 * sign-in cookie, status 200, HTML, no Set-Cookie. Its key is the URL and the cookies that change a visitor's page
 * (the cookie notice, the closed bottom ad). Such a page is one set of bytes for every visitor (ADR 0145): the CSP
 * nonce of its rendering is taken out and the policy names its inline scripts by hash, so that this cache, nginx or
 * a CDN may hand the same copy to everyone. A kept page is served by `serveKept`, the application's first step,
 * with the headers its rendering was sent with: no security-header, compression or routing work is done again for
 * it (ADR 0143). It is kept brotli-compressed, gzip made from that the first time a client takes only gzip; a weak
 * ETag answers If-None-Match with 304.
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
  /** Starts a served response's log line, as every other response's (the request logger, server/request-log.ts). */
  logResponse?: (req: Request, res: Response) => void;
  now?: () => number;
}

export interface VisitorPageCache {
  /** First in the application: answers from the cache, or goes on (and marks a stale page as being refreshed). */
  serveKept: RequestHandler;
  /**
   * After compression and the nonce: empties the cache on a page's form or action; sends a visitor's page as every
   * visitor gets it (ADR 0145), and keeps it.
   */
  keepRendered: RequestHandler;
  clear(): void;
}

interface Entry {
  /** The rendering's response headers as a flat list (name, value, …). */
  headers: string[];
  /** The page, brotli-compressed when kept. */
  br: Buffer;
  /** The page gzipped, made from `br` for the first client that takes gzip and not brotli. */
  gzip: Buffer | null;
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
/**
 * Brotli's quality for a kept page: a protocol page (75 kB) in about 1.2 ms, 14.6 kB; 11 would make it 12.7 kB in
 * 65 ms, on every render of a kept page (docs/benchmarks.md).
 */
const BROTLI_QUALITY = 5;

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

  /** One response from a kept page, with the headers its rendering had. */
  const send = (req: Request, res: Response, entry: Entry, state: "hit" | "stale") => {
    options.logResponse?.(req, res);
    const headers = [...entry.headers, "etag", entry.etag, "x-cache", state];
    if (req.headers["if-none-match"] === entry.etag) {
      res.writeHead(304, headers);
      return res.end();
    }
    const encoding = encodingFor(req);
    const body = bodyIn(entry, encoding);
    if (encoding) headers.push("content-encoding", encoding);
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

  /** Renders through and, when its response allows it, sends the page as every visitor gets it (ADR 0145) and keeps it. */
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
      if (!policy || res.statusCode !== 200 || res.getHeader("set-cookie") !== undefined || !isHtml(res)) {
        const stale = entries.get(key);
        if (stale) stale.refreshing = false;
        return res.end(body);
      }
      // The same bytes for every visitor from here on, whoever keeps them (ADR 0145).
      const csp = res.getHeader("content-security-policy");
      const page = cacheablePage(body.toString("utf8"), String(res.locals.cspNonce ?? ""), typeof csp === "string" ? csp : null);
      if (page.policy !== null) res.setHeader("Content-Security-Policy", page.policy);
      const etag = `W/"${createHash("sha256").update(page.html).digest("base64url").slice(0, 27)}"`;
      res.setHeader("ETag", etag);
      res.setHeader("X-Cache", "miss");
      const html = Buffer.from(page.html);
      const keeps = options.maxEntries > 0 && html.length <= MAX_BODY_BYTES && generation === generationAtStart;
      const entry = keeps ? keep(res, key, html, etag, policy) : null;
      if (req.headers["if-none-match"] === etag) return res.status(304).end();
      const sentAs = encodingFor(req);
      // The text in hand is the page as kept; an encoded page is sent as it was kept, which compression() leaves alone.
      if (!entry || !sentAs) return res.end(html);
      res.setHeader("Content-Encoding", sentAs);
      return res.end(bodyIn(entry, sentAs));
    }) as Response["end"];
  };

  /** Keeps a rendered page, brotli-compressed, with the headers it is being sent with. */
  const keep = (res: Response, key: string, html: Buffer, etag: string, policy: { freshMs: number; staleMs: number }): Entry => {
    const br = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } });
    const entry: Entry = { headers: keptHeaders(res), br, gzip: null, etag, storedAt: now(), ...policy, refreshing: false };
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
    return entry;
  };

  return { serveKept, keepRendered, clear };
}

/** The best encoding of a kept page the client takes: brotli, else gzip, else none (the text). */
function encodingFor(req: Request): "br" | "gzip" | null {
  if (req.acceptsEncodings("br") === "br") return "br";
  return req.acceptsEncodings("gzip") === "gzip" ? "gzip" : null;
}

/** A kept page's bytes in that encoding: gzip made from the brotli once, the text decompressed per response. */
function bodyIn(entry: Entry, encoding: "br" | "gzip" | null): Buffer {
  if (encoding === "br") return entry.br;
  if (encoding === "gzip") return (entry.gzip ??= gzipSync(brotliDecompressSync(entry.br)));
  return brotliDecompressSync(entry.br);
}

/**
 * A rendered page's headers as kept: all that the application set for it (security headers, type, caching, links)
 * but those of one response, with Vary naming Accept-Encoding (a kept page is sent in the encoding a client takes).
 */
function keptHeaders(res: Response): string[] {
  const headers: string[] = [];
  res.vary("Accept-Encoding");
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || RESPONSE_HEADERS.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [String(value)]) headers.push(name, one);
  }
  return headers;
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
