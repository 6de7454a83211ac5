import { createHash, randomBytes } from "node:crypto";
import http, { type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { AddressInfo } from "node:net";
import express from "express";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "@core/db/client";
import { visitorPageCache } from "../../server/visitor-page-cache";
import type { Logger } from "../../server/logger";
import { startSite, type RunningSite } from "./http-server";

/**
 * ADR 0118: visitors' pages kept in memory, the same bytes for every visitor (ADR 0145). First the cache alone, in
 * front of a page that counts its renders (a fake clock, a fake database version); then the real site, with its
 * Content-Security-Policy, cookies and database.
 */
describe("the visitor page cache", () => {
  let clock = 0;
  let version = 1;
  let renders = 0;
  let release: (() => void) | null = null;
  let gate: Promise<void> | null = null;
  let cacheControl = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";
  let setCookie = false;
  let origin = "";
  let close: () => void = () => undefined;

  beforeAll(async () => {
    const app = express();
    const newNonce = () => randomBytes(16).toString("base64");
    const cache = visitorPageCache({
      pageCookies: ["gotcookienotice"],
      signInCookie: "auth-token",
      maxEntries: 3,
      dataVersion: () => version,
      now: () => clock,
    });
    // As the site mounts it: kept pages first, then each rendering's nonce and policy, then the keeping.
    app.use(cache.serveKept);
    app.use((_req, res, next) => {
      res.locals.cspNonce = newNonce();
      res.setHeader("Content-Security-Policy", `default-src 'self'; script-src 'self' 'nonce-${res.locals.cspNonce}'; object-src 'none'`);
      next();
    });
    app.use(cache.keepRendered);
    app.all(/.*/, async (req, res) => {
      renders += 1;
      const render = renders;
      if (gate && req.method === "GET") await gate;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", cacheControl);
      if (setCookie) res.setHeader("Set-Cookie", "uuid=abc; Path=/");
      const nonce = res.locals.cspNonce as string;
      res.write(`<html><script nonce="${nonce}">`);
      // The page's own script (with the nonce, which its data also holds) and one that came with a text (none).
      res.end(`window.render=${render};window.nonce="${nonce}";window.cookie=${JSON.stringify(req.headers.cookie ?? "")}</script><script>window.injected=1</script><p>${req.path}</p></html>`);
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());
  afterEach(() => {
    cacheControl = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";
    setCookie = false;
    clock += 1_000_000;
  });

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}${url}`, { headers });
    const body = await response.text();
    return { status: response.status, cache: response.headers.get("x-cache"), etag: response.headers.get("etag"), policy: response.headers.get("content-security-policy"), body };
  };
  const rendered = (body: string) => Number(/window\.render=(\d+)/.exec(body)?.[1]);

  it("sends a kept page brotli-compressed, gzipped or as text, whichever the client takes best: the page rendered", async () => {
    const first = await rawGet(`${origin}/en/z`);
    expect(first.headers["x-cache"]).toBe("miss");
    const text = first.body.toString();
    const brotli = await rawGet(`${origin}/en/z`, "gzip, deflate, br");
    expect(brotli.headers["x-cache"]).toBe("hit");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(text);
    const zipped = await rawGet(`${origin}/en/z`, "gzip, deflate");
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.body).toString()).toBe(text);
    const plain = await rawGet(`${origin}/en/z`);
    expect([plain.headers["x-cache"], plain.headers["content-encoding"]]).toEqual(["hit", undefined]);
    expect(plain.body.toString()).toBe(text);
  });

  it("serves a visitor's page again without rendering it: one page and policy for all, its own script named by hash", async () => {
    const first = await get("/en/a");
    const second = await get("/en/a");
    expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
    expect(rendered(second.body)).toBe(rendered(first.body));
    expect(second.body).toBe(first.body);
    expect(second.policy).toBe(first.policy);
    // The rendering's nonce is gone from the page, its data and the policy; its script is named by its hash.
    expect(first.body).toBe(`<html><script nonce="">window.render=${rendered(first.body)};window.nonce="";window.cookie=""</script><script>window.injected=1</script><p>/en/a</p></html>`);
    const ownScript = `window.render=${rendered(first.body)};window.nonce="";window.cookie=""`;
    expect(first.policy).toBe(`default-src 'self'; script-src 'self' 'sha256-${createHash("sha256").update(ownScript).digest("base64")}'; object-src 'none'`);
    expect(second.etag).toBe(first.etag);
    // A browser revalidating gets the policy its copy's scripts match.
    const revalidated = await get("/en/a", { "If-None-Match": first.etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe("");
    expect(revalidated.policy).toBe(first.policy);
  });

  it("keys the page by the cookies that change it, and never serves or keeps a signed-in reader's", async () => {
    await get("/en/b");
    expect((await get("/en/b", { Cookie: "gotcookienotice=1" })).cache).toBe("miss");
    expect((await get("/en/b", { Cookie: "gotcookienotice=1; uuid=x" })).cache).toBe("hit");
    const signedIn = await get("/en/b", { Cookie: "auth-token=t" });
    expect(signedIn.cache).toBeNull();
    expect(signedIn.body).toContain("auth-token=t");
    expect((await get("/en/b")).body).not.toContain("auth-token");
  });

  it("keeps only what the page allows: public with s-maxage, no Set-Cookie, under /{lang}", async () => {
    const twice = async (url: string) => {
      const first = await get(url);
      const second = await get(url);
      expect(second.cache, url).toBeNull();
      expect(rendered(second.body), url).toBe(rendered(first.body) + 1);
    };
    cacheControl = "private, no-cache";
    await twice("/en/c");
    cacheControl = "public, max-age=0, s-maxage=30";
    setCookie = true;
    await twice("/en/d");
    setCookie = false;
    await twice("/other");
    await twice("/en/e.data");
  });

  it("renders again once stale, while the other readers get the stale page", async () => {
    const first = await get("/en/e");
    clock += 31_000;
    gate = new Promise((resolve) => (release = resolve));
    const refreshing = get("/en/e");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const meanwhile = await get("/en/e");
    expect(meanwhile.cache).toBe("stale");
    expect(rendered(meanwhile.body)).toBe(rendered(first.body));
    release!();
    gate = null;
    const fresh = await refreshing;
    expect(fresh.cache).toBe("miss");
    expect(rendered(fresh.body)).toBeGreaterThan(rendered(first.body));
    expect((await get("/en/e")).cache).toBe("hit");
    clock += 91_000;
    expect((await get("/en/e")).cache).toBe("miss");
  });

  it("drops everything when a page receives a form or action, or another connection writes", async () => {
    await get("/en/f");
    expect((await get("/en/f")).cache).toBe("hit");
    await fetch(`${origin}/en/anything`, { method: "POST", body: "x=1" });
    expect((await get("/en/f")).cache).toBe("miss");
    version += 1;
    expect((await get("/en/f")).cache).toBe("miss");
    expect((await get("/en/f")).cache).toBe("hit");
  });

  it("does not keep a page whose rendering a form or action overtook", async () => {
    gate = new Promise((resolve) => (release = resolve));
    const rendering = get("/en/h");
    await new Promise((resolve) => setTimeout(resolve, 50));
    await fetch(`${origin}/en/anything`, { method: "POST", body: "x=1" });
    release!();
    gate = null;
    expect((await rendering).cache).toBe("miss");
    expect((await get("/en/h")).cache).toBe("miss");
    expect((await get("/en/h")).cache).toBe("hit");
  });

  it("holds at most maxEntries pages, dropping the least recently stored", async () => {
    for (const page of ["g1", "g2", "g3", "g4"]) await get(`/en/${page}`);
    expect((await get("/en/g1")).cache).toBe("miss");
    expect((await get("/en/g4")).cache).toBe("hit");
  });
});

describe("visitors' pages on the site", () => {
  let site: RunningSite;
  const logLines: { req?: { url?: string }; res?: { statusCode?: number } }[] = [];
  beforeAll(async () => {
    const logger = pino({ level: "info" }, { write: (line: string) => logLines.push(JSON.parse(line)) }) as unknown as Logger;
    site = await startSite({ pageCacheEntries: 100, seed: { protocols: 30, today: "2026-11-01" }, logger });
  });
  afterAll(async () => site?.stop());

  const page = async (url: string, cookie?: string) => {
    const response = await fetch(`${site.origin}${url}`, { headers: cookie ? { Cookie: cookie } : {} });
    return { response, html: await response.text() };
  };

  it("serve a kept page brotli-compressed by the cache itself, whole, each inline script of it named in the policy", async () => {
    const first = await page("/en/archive");
    const kept = await rawGet(`${site.origin}/en/archive`, "gzip, deflate, br, zstd");
    expect([kept.headers["x-cache"], kept.headers["content-encoding"]]).toEqual(["hit", "br"]);
    const html = brotliDecompressSync(kept.body).toString();
    expect(html).toBe(first.html);
    const policy = String(kept.headers["content-security-policy"]);
    expect(policy).toBe(first.response.headers.get("content-security-policy"));
    expect(policy).not.toContain("'nonce-");
    // The page's module script is held as a data block until the first paint (ADR 0153); the script it becomes has
    // the same text, so the same hash.
    const scripts = [...html.matchAll(/<script nonce=""( type="text\/x-after-paint")?>([^<]*)<\/script>/g)].map((m) => m[2]!);
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    const hashes = scripts.map((script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`);
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toBe(["'self'", ...new Set(hashes)].join(" "));
    expect(html).not.toMatch(/nonce="[^"]/);
  });

  it("send a kept page with the headers its rendering had, and log it as any response", async () => {
    const rendered = await fetch(`${site.origin}/en/about`);
    await rendered.text();
    const kept = await fetch(`${site.origin}/en/about`);
    await kept.text();
    expect([rendered.headers.get("x-cache"), kept.headers.get("x-cache")]).toEqual(["miss", "hit"]);
    const perResponse = new Set(["date", "x-cache", "content-length", "transfer-encoding", "connection", "keep-alive"]);
    const pageHeaders = (response: Response) => [...response.headers].filter(([name]) => !perResponse.has(name));
    expect(pageHeaders(kept)).toEqual(pageHeaders(rendered));
    expect(kept.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-/);
    expect(kept.headers.get("x-frame-options")).toBe("DENY");
    await vi.waitFor(() => expect(logLines.filter((line) => line.req?.url === "/en/about").map((line) => line.res?.statusCode)).toEqual([200, 200]));
  });

  it("serve the home page from memory, and a signed-in reader's page never, with a nonce of its own", async () => {
    const first = await page("/en");
    const { response, html } = await page("/en");
    expect(response.headers.get("x-cache")).toBe("hit");
    expect(html).toBe(first.html);
    const etag = response.headers.get("etag")!;
    const revalidated = await fetch(`${site.origin}/en`, { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("content-security-policy")).toBe(response.headers.get("content-security-policy"));
    const signedIn = await page("/en", await site.signedInCookie());
    expect(signedIn.response.headers.get("x-cache")).toBeNull();
    expect(signedIn.response.headers.get("cache-control")).toBe("private, no-store");
    const nonce = /'nonce-([^']+)'/.exec(signedIn.response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(new Set([...signedIn.html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]))).toEqual(new Set([nonce]));
  });

  it("show another process's change at once (SQLite data_version)", async () => {
    const before = await page("/en/news");
    expect(before.html).not.toContain("Cache test headline");
    expect((await page("/en/news")).response.headers.get("x-cache")).toBe("hit");
    const other = openDatabase(site.databasePath);
    const news = await other.db.selectFrom("news").selectAll().where("state", "=", "published").orderBy("published_on", "desc").executeTakeFirstOrThrow();
    await other.db.updateTable("news").set({ title_en: "Cache test headline" }).where("id", "=", news.id).execute();
    await other.close();
    const after = await page("/en/news");
    expect(after.response.headers.get("x-cache")).toBe("miss");
    expect(after.html).toContain("Cache test headline");
  });
});

/** A GET whose body is left as sent (fetch would decode it), with the Accept-Encoding given or none. */
function rawGet(url: string, acceptEncoding?: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {} }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}
