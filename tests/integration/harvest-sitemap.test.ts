import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { XMLParser } from "fast-xml-parser";
import { DATABASES, type TestDatabase } from "./databases";
import { startHarvestServer } from "./harvest-server";
import { buildSitemapIndex, streamSitemap } from "@core/harvest/stream-sitemap";
import { SITEMAP_PAGES } from "@core/harvest/sitemap-constants";

const TODAY = "2026-11-21";
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => ["url", "sitemap", "xhtml:link"].includes(name) });

interface UrlEntry {
  loc: string;
  lastmod?: string;
  "xhtml:link": { "@hreflang": string; "@href": string }[];
}

async function readStream(stream: ReadableStream<Uint8Array> | null): Promise<string> {
  if (!stream) throw new Error("no sitemap");
  return new Response(stream).text();
}

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`robots.txt and sitemaps on ${target.name}`, () => {
    let t: TestDatabase;
    let origin = "";
    let close: () => Promise<void>;
    beforeAll(async () => {
      t = await target.create({ protocols: 200, today: TODAY });
      const server = await startHarvestServer(t.db);
      origin = server.origin;
      close = server.close;
    });
    afterAll(async () => {
      await close?.();
      await t?.drop();
    });

    it("serves robots.txt naming the sitemap at the configured origin, whatever the Host header", async () => {
      const response = await fetch(`${origin}/robots.txt`, { headers: { host: "evil.example" } });
      expect(response.headers.get("content-type")).toContain("text/plain");
      const text = await response.text();
      expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
      expect(text).toContain("Disallow: /en/login");
      expect(text).not.toContain("evil.example");
    });

    it("lists every protocol once per language, split by kind and year into children of at most N URLs", async () => {
      const maxUrls = 40; // 20 protocols per child: the seeded journal needs several children per year
      const index = parser.parse(await buildSitemapIndex(t.db, { origin, maxUrls })).sitemapindex.sitemap as { loc: string }[];
      const protocolChildren = index.map((s) => s.loc).filter((loc) => loc.includes("/sitemaps/protocols-"));
      expect(index[0]!.loc).toBe(`${origin}/sitemaps/pages.xml`);
      const counts = await t.db.selectFrom("protocols").select((eb) => eb.fn.countAll<number | string>().as("n")).where("online_on", "is not", null).executeTakeFirstOrThrow();
      expect(protocolChildren.length).toBeGreaterThanOrEqual(Math.ceil(Number(counts.n) / 20));
      const seen = new Set<string>();
      for (const loc of protocolChildren) {
        const name = loc.slice(`${origin}/sitemaps/`.length);
        const urls = parser.parse(await readStream(await streamSitemap(t.db, name, { origin, maxUrls }))).urlset.url as UrlEntry[];
        expect(urls.length).toBeLessThanOrEqual(maxUrls);
        expect(urls.length).toBeGreaterThan(0);
        for (const u of urls) {
          expect(seen.has(u.loc)).toBe(false);
          seen.add(u.loc);
          expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
          expect(u["xhtml:link"].map((l) => l["@hreflang"])).toEqual(["en", "zh-CN", "x-default"]);
          for (const l of u["xhtml:link"]) expect(l["@href"].startsWith(`${origin}/`)).toBe(true);
        }
      }
      expect(seen.size).toBe(Number(counts.n) * 2);
      expect(await streamSitemap(t.db, "protocols-bp-1999-1.xml", { origin, maxUrls })).toBeNull();
      expect(await streamSitemap(t.db, "../etc/passwd", { origin, maxUrls })).toBeNull();
    });

    it("serves the index, pages and issues sitemaps over HTTP with alternates", async () => {
      const index = await fetch(`${origin}/sitemap.xml`, { headers: { host: "evil.example" } });
      expect(index.headers.get("content-type")).toContain("application/xml");
      const text = await index.text();
      expect(text).not.toContain("evil.example");
      const pages = parser.parse(await (await fetch(`${origin}/sitemaps/pages.xml`)).text()).urlset.url as UrlEntry[];
      expect(pages.length).toBeGreaterThanOrEqual(SITEMAP_PAGES.length * 2);
      expect(pages.map((u) => u.loc)).toEqual(expect.arrayContaining([`${origin}/en/about`, `${origin}/cn/about`, `${origin}/en/archive`]));
      const issues = parser.parse(await (await fetch(`${origin}/sitemaps/issues.xml`)).text()).urlset.url as UrlEntry[];
      const issueCount = await t.db.selectFrom("issues").select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
      expect(issues.length).toBe(Number(issueCount.n) * 2);
      expect((await fetch(`${origin}/sitemaps/nothing.xml`)).status).toBe(404);
    });
  });
}
