import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BROWSER_UA, attribute, elements, hrefs, htmlLang, linksNamed, metaContents, visibleText } from "./html-page";
import { startSite, type RunningSite } from "./http-server";

/**
 * The language segment, the not-found and parameter-error pages, the head's canonical and alternates and the
 * route table (SPEC §2.1, §2.2, §8): what the server answers, over HTTP (was in tests/e2e/language-routing.spec.ts,
 * which keeps what a browser does: its locale's redirect and the way home from the not-found page; ADR 0009).
 */
let site: RunningSite;
beforeAll(async () => {
  site = await startSite({ seed: { protocols: 40, today: "2026-11-01" } });
});
afterAll(() => site?.stop());

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${site.origin}${path}`, { redirect: "manual", headers: { "User-Agent": BROWSER_UA, ...headers } });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

const h1Texts = (html: string) => elements(html, "h1").map((h) => visibleText(h));
/** The one `<link rel=... [hreflang=...]>` of the head, as the browser test's locator found it (fails unless exactly one). */
function linkHref(html: string, rel: string, hreflang?: string): string | null {
  const links = elements(html, `link[rel="${rel}"]`).filter((l) => hreflang === undefined || attribute(l, "hreflang") === hreflang);
  expect(links, `link[rel=${rel}]${hreflang ? `[hreflang=${hreflang}]` : ""}`).toHaveLength(1);
  return attribute(links[0]!, "href");
}

describe("language segment (SPEC §2.1)", () => {
  it("redirect statuses: /en/ → /en, /cn/ → /cn, /archive → language", async () => {
    for (const [from, to] of [
      ["/en/", "/en"],
      ["/cn/", "/cn"],
      ["/cn/archive/?a=1", "/cn/archive?a=1"],
    ] as const) {
      const response = await get(from);
      expect(response.status, from).toBe(302);
      expect(response.headers.get("location"), from).toBe(to);
    }
    const zh = await get("/press", { "Accept-Language": "zh-CN,zh;q=0.9" });
    expect(zh.headers.get("location")).toBe("/cn/press");
    const en = await get("/press", { "Accept-Language": "fr-FR" });
    expect(en.headers.get("location")).toBe("/en/press");
  });

  it("an unknown language is a 404 'This page could not be found.'", async () => {
    const response = await get("/fr");
    expect(response.status).toBe(404);
    expect(h1Texts(response.html)).toEqual(["This page could not be found."]);
    expect(metaContents(response.html, "robots")).toEqual(["noindex"]);
    const nested = await get("/de/archive");
    expect(nested.status).toBe(404);
  });
});

describe("not-found and parameter-error pages (SPEC §2.2, §8)", () => {
  for (const [lang, notFound, parameter, home, htmlLangValue] of [
    ["en", "Sorry, this content isn't available right now.", "Sorry, parameter error.", "Return to Homepage", "en"],
    ["cn", "抱歉，该内容暂时无法访问。", "抱歉，参数错误。", "返回首页", "zh-CN"],
  ] as const) {
    it(`${lang}: unmatched path → 404 page with a way home, noindex`, async () => {
      const response = await get(`/${lang}/no-such-page`);
      expect(response.status).toBe(404);
      expect(htmlLang(response.html)).toBe(htmlLangValue);
      expect(h1Texts(response.html)).toEqual([notFound]);
      expect(metaContents(response.html, "robots")).toEqual(["noindex"]);
      // Following it in a browser: tests/e2e/language-routing.spec.ts.
      const way = linksNamed(response.html, home);
      expect(way).toHaveLength(1);
      expect(hrefs(way[0]!)).toEqual([`/${lang}`]);
    });

    it(`${lang}: bpdetail without a numeric id → parameter error (400)`, async () => {
      for (const query of ["", "?id=abc&type=bp", "?id=12x", "?id=1001&type=zzz"]) {
        const response = await get(`/${lang}/bpdetail${query}`);
        expect(response.status, query).toBe(400);
        expect(h1Texts(response.html), query).toEqual([parameter]);
        expect(metaContents(response.html, "robots"), query).toEqual(["noindex"]);
      }
    });

    it(`${lang}: bpdetail with an unknown id → 404`, async () => {
      const response = await get(`/${lang}/bpdetail?id=99999999&type=bp`);
      expect(response.status).toBe(404);
      expect(h1Texts(response.html)).toEqual([notFound]);
    });
  }
});

describe("head: lang, canonical, hreflang", () => {
  it("every page has a canonical URL and en / zh-CN / x-default alternates", async () => {
    const { status, html } = await get("/cn/bpdetail?id=1001&type=bp&utm_source=x");
    expect(status).toBe(200);
    expect(htmlLang(html)).toBe("zh-CN");
    const origin = site.origin;
    expect(linkHref(html, "canonical")).toBe(`${origin}/cn/bpdetail?id=1001&type=bp`);
    expect(linkHref(html, "alternate", "en")).toBe(`${origin}/en/bpdetail?id=1001&type=bp`);
    expect(linkHref(html, "alternate", "zh-CN")).toBe(`${origin}/cn/bpdetail?id=1001&type=bp`);
    expect(linkHref(html, "alternate", "x-default")).toBe(`${origin}/en/bpdetail?id=1001&type=bp`);
  });

  it("the alternates are in the server-rendered HTML", async () => {
    const { html } = await get("/en/archive");
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/en\/archive"/);
    expect(html).toMatch(/hrefLang="zh-CN"|hreflang="zh-CN"/);
  });
});

describe("the route table", () => {
  const pages = [
    "archive", "press", "psi", "read", "cited", "submission", "login", "authors", "about", "service", "policy",
    "copyright", "alerts", "ambassador", "ambassadorlist", "searchlist", "news", "faqs", "sap", "ad",
    "becomereviewer", "webptest", "specialissue",
  ];
  it("every SPEC §2.2 route answers 200 inside the page frame in both languages", async () => {
    for (const lang of ["en", "cn"]) {
      for (const p of pages) {
        const response = await get(`/${lang}/${p}`);
        expect(response.status, `/${lang}/${p}`).toBe(200);
        expect(response.html, `/${lang}/${p}`).toMatch(/class="site-header[ "]/);
        expect(response.html, `/${lang}/${p}`).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      }
    }
  });
});
