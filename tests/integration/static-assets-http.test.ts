import { readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type RunningSite } from "./http-server";

/** The bundle files as the build compressed them (ADR 0139): the bytes of `.br` / `.gz`, never compressed anew. */

const assets = path.resolve(import.meta.dirname, "../../", process.env.BUILD_DIR ?? "build", "client", "assets");

/** A GET whose body comes back as sent (fetch would decode it). */
function raw(url: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.stop());

describe("bundle files, compressed once at build time", () => {
  const entry = readdirSync(assets).find((name) => name.startsWith("entry.client-") && name.endsWith(".js"))!;
  const css = readdirSync(assets).find((name) => name.endsWith(".css") && readFileSync(path.join(assets, name)).length > 1024)!;
  const original = (name: string) => readFileSync(path.join(assets, name));

  it("the build wrote .br and .gz beside every script and style sheet of 1 kB or more", () => {
    const names = new Set(readdirSync(assets));
    const big = [...names].filter((n) => /\.(js|css)$/.test(n) && readFileSync(path.join(assets, n)).length >= 1024);
    expect(big.length).toBeGreaterThan(20);
    expect(big.filter((n) => !names.has(`${n}.br`) || !names.has(`${n}.gz`))).toEqual([]);
    expect(brotliDecompressSync(original(`${entry}.br`)).equals(original(entry))).toBe(true);
    expect(gunzipSync(original(`${entry}.gz`)).equals(original(entry))).toBe(true);
  });

  it("sends brotli to a browser that takes it, the build's own bytes, kept a year", async () => {
    const answer = await raw(`${site.origin}/assets/${entry}`, "gzip, deflate, br, zstd");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.body.equals(original(`${entry}.br`))).toBe(true);
  });

  it("sends gzip where brotli is not taken, and the plain file where nothing is", async () => {
    const gzip = await raw(`${site.origin}/assets/${css}`, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["content-type"]).toMatch(/^text\/css/);
    expect(gzip.body.equals(original(`${css}.gz`))).toBe(true);
    const plain = await raw(`${site.origin}/assets/${entry}`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(original(entry))).toBe(true);
  });

  it("a bundle path that does not decode is not found, as any other missing file", async () => {
    for (const url of [`${site.origin}/assets/%E0%A4%A.js`, `${site.origin}/assets/no-such-file.js`]) {
      const answer = await raw(url, "gzip");
      expect(answer.status, url).toBe(404);
      expect(answer.headers["content-type"], url).toMatch(/^text\/html/);
      expect(gunzipSync(answer.body).toString(), url).toContain("This page could not be found.");
    }
  });

  it("pages are still compressed as they are made", async () => {
    const page = await raw(`${site.origin}/en/about`, "gzip");
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(page.body).toString()).toContain("<html");
  });
});
