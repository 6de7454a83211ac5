import { randomBytes } from "node:crypto";
import http, { type IncomingHttpHeaders } from "node:http";
import { gunzipSync } from "node:zlib";
import type { AddressInfo } from "node:net";
import express from "express";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "@core/db/client";
import { visitorPageCache } from "../../server/visitor-page-cache";
import type { Logger } from "../../server/logger";
import { startSite, type RunningSite } from "./http-server";

/**
 * ADR 0118: visitors' pages kept in memory. First the cache alone, in front of a page that counts its renders
 * (a fake clock, a fake database version); then the real site, with its CSP nonces, cookies and database.
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
      newNonce,
      now: () => clock,
    });
    // As the site mounts it: kept pages first, then each rendered response's nonce, then the keeping.
    app.use(cache.serveKept);
    app.use((_req, res, next) => {
      res.locals.cspNonce = newNonce();
      res.setHeader("X-Nonce", res.locals.cspNonce as string);
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
      res.end(`window.render=${render};window.cookie=${JSON.stringify(req.headers.cookie ?? "")}</script><p nonce="${nonce}">${req.path}</p></html>`);
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
    return { status: response.status, cache: response.headers.get("x-cache"), etag: response.headers.get("etag"), nonce: response.headers.get("x-nonce"), body };
  };
  const rendered = (body: string) => Number(/window\.render=(\d+)/.exec(body)?.[1]);

  it("sends a kept page gzipped to a client that takes gzip and as text to one that does not, each with its own nonce", async () => {
    const first = await get("/en/z");
    const zipped = await rawGet(`${origin}/en/z`, "gzip, deflate, br");
    expect(zipped.headers["x-cache"]).toBe("hit");
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    const nonce = String(zipped.headers["x-nonce"]);
    expect(gunzipSync(zipped.body).toString()).toBe(first.body.replaceAll(first.nonce!, nonce));
    const plain = await rawGet(`${origin}/en/z`);
    expect(plain.headers["x-cache"]).toBe("hit");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(first.body.replaceAll(first.nonce!, String(plain.headers["x-nonce"])));
  });

  it("serves a visitor's page again without rendering it, each time with that response's own nonce", async () => {
    const first = await get("/en/a");
    const second = await get("/en/a");
    expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
    expect(rendered(second.body)).toBe(rendered(first.body));
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.body.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${second.nonce}"`, `nonce="${second.nonce}"`]);
    expect(second.etag).toBe(first.etag);
    const revalidated = await get("/en/a", { "If-None-Match": first.etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe("");
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

  it("serve a kept page gzipped by the cache itself, whole, with the response's nonce", async () => {
    const first = await page("/en/archive");
    const zipped = await rawGet(`${site.origin}/en/archive`, "gzip, deflate, br, zstd");
    expect(zipped.headers["x-cache"]).toBe("hit");
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    const nonce = /'nonce-([^']+)'/.exec(String(zipped.headers["content-security-policy"]))?.[1];
    const html = gunzipSync(zipped.body).toString();
    expect(new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))).toEqual(new Set([nonce]));
    const firstNonce = /'nonce-([^']+)'/.exec(first.response.headers.get("content-security-policy") ?? "")?.[1];
    expect(html).toBe(first.html.replaceAll(firstNonce!, nonce!));
  });

  it("send a kept page with the headers its rendering had, its own nonce in them, and log it as any response", async () => {
    const rendered = await fetch(`${site.origin}/en/about`);
    await rendered.text();
    const kept = await fetch(`${site.origin}/en/about`);
    await kept.text();
    expect([rendered.headers.get("x-cache"), kept.headers.get("x-cache")]).toEqual(["miss", "hit"]);
    const perResponse = new Set(["date", "x-cache", "content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive"]);
    const pageHeaders = (response: Response) => {
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      return [...response.headers].filter(([name]) => !perResponse.has(name)).map(([name, value]) => [name, value.replaceAll(nonce!, "NONCE")]);
    };
    expect(pageHeaders(kept)).toEqual(pageHeaders(rendered));
    expect(kept.headers.get("content-security-policy")).not.toBe(rendered.headers.get("content-security-policy"));
    expect(kept.headers.get("x-frame-options")).toBe("DENY");
    await vi.waitFor(() => expect(logLines.filter((line) => line.req?.url === "/en/about").map((line) => line.res?.statusCode)).toEqual([200, 200]));
  });

  it("serve the home page from memory with a new CSP nonce, and a signed-in reader's page never", async () => {
    await page("/en");
    const { response, html } = await page("/en");
    expect(response.headers.get("x-cache")).toBe("hit");
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
    expect([...nonces]).toEqual([nonce]);
    // A browser revalidating its copy gets a 304 without a new policy: its copy keeps the nonce its HTML has.
    const etag = response.headers.get("etag")!;
    const revalidated = await fetch(`${site.origin}/en`, { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("content-security-policy")).toBeNull();
    const signedIn = await page("/en", await site.signedInCookie());
    expect(signedIn.response.headers.get("x-cache")).toBeNull();
    expect(signedIn.response.headers.get("cache-control")).toBe("private, no-store");
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
