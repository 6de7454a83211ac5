import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { XMLParser } from "fast-xml-parser";
import { DATABASES, type TestDatabase } from "./databases";
import { loader } from "~/routes/feed";

const ORIGIN = "https://journal.example";
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (n) => ["item", "entry", "link"].includes(n) });

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`RSS and Atom feeds on ${target.name}`, () => {
    let t: TestDatabase;
    const context = () => ({ db: t.db, publicUrl: ORIGIN, cspNonce: "", siteLinks: {} }) as unknown as AppLoadContext;
    async function read(lang: string, name: string) {
      // The request's host is an attacker's: every link must still be at the configured origin.
      const request = new Request(`http://evil.example/${lang}/feeds/${name}`);
      const response = await loader({ request, context: context(), params: { lang, name } } as never);
      return { status: response.status, type: response.headers.get("content-type") ?? "", text: await response.text() };
    }
    beforeAll(async () => {
      t = await target.create({ protocols: 200, today: "2026-11-21" });
    });
    afterAll(async () => {
      await t?.drop();
    });

    it("RSS of newly published, per language, with absolute links at the configured origin", async () => {
      for (const lang of ["en", "cn"]) {
        const { status, type, text } = await read(lang, "new.rss");
        expect(status).toBe(200);
        expect(type).toContain("application/rss+xml");
        expect(text).not.toContain("evil.example");
        const channel = parser.parse(text).rss.channel;
        expect(channel.language).toBe(lang === "cn" ? "zh-CN" : "en");
        expect(channel.item.length).toBeGreaterThan(0);
        for (const item of channel.item) expect(item.link[0]).toMatch(new RegExp(`^${ORIGIN}/${lang}/bpdetail\\?id=\\d+&type=bp$`));
        if (lang === "cn") expect(channel.item.some((i: { title: string }) => /[\u4e00-\u9fff]/.test(i.title))).toBe(true);
      }
    });

    it("Atom of in-press and of one research category", async () => {
      for (const name of ["inpress.atom", "category-neuroscience.atom"]) {
        const { status, type, text } = await read("en", name);
        expect(status).toBe(200);
        expect(type).toContain("application/atom+xml");
        const feed = parser.parse(text).feed;
        expect(feed.entry.length).toBeGreaterThan(0);
        for (const e of feed.entry) expect(e.link[0]["@href"].startsWith(`${ORIGIN}/en/bpdetail?id=`)).toBe(true);
      }
      expect((await read("en", "category-astrology.rss")).status).toBe(404);
      expect((await read("fr", "new.rss")).status).toBe(404);
    });
  });
}
