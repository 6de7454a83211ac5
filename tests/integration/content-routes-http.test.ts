import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ABOUT_PAGE_TYPES, AD_PAGE_TYPES, AUTHOR_PAGE_TYPES } from "@core/content/page-types";
import type { Cheerio, Element } from "cheerio";
import { BROWSER_UA, byClass, countId, elements, hrefs, htmlLang, linksNamed, metaContents, parse, title, visibleText, type Html } from "./html-page";
import { startSite, type RunningSite } from "./http-server";

/**
 * Walks every content route (SPEC §2.2: authors, about, service, policy, copyright, ad, faqs, news, sap,
 * webptest, specialissue; plus collections, webinars, videos) and every `type` value, in both languages:
 * each answers 200, has a real main region in its language, no untranslated key, and no broken internal link.
 * What the server answers, over HTTP (was tests/e2e/content-routes.spec.ts; ADR 0009).
 */
const STATIC_PATHS = [
  "authors",
  ...AUTHOR_PAGE_TYPES.map((t) => `authors?type=${t}`),
  "about",
  ...ABOUT_PAGE_TYPES.map((t) => `about?type=${t}`),
  "service",
  "policy",
  "copyright",
  "ad",
  ...AD_PAGE_TYPES.map((t) => `ad?type=${t}`),
  "faqs",
  "news",
  "news?page=2",
  "specialissue",
  "sap",
  "webptest",
  "collections",
  "webinars",
  "videos",
];

/** A catalogue key that leaked into the page instead of its text (e.g. "content.faqs.expandAll"). */
const RAW_KEY = /\b(?:content|page|nav|error|site|home|protocol|footer|search|lang)\.[a-z][A-Za-z]*(?:\.[A-Za-z_]+)*\b/;

let site: RunningSite;
beforeAll(async () => {
  site = await startSite({ seed: { protocols: 40, today: "2026-11-01" } });
});
afterAll(() => site?.stop());

async function get(path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${site.origin}${path}`, { redirect: "manual", headers: { "User-Agent": BROWSER_UA } });
  return { status: res.status, html: await res.text() };
}

/** The one `<main id="main">` of a page (fails unless there is exactly one). */
function mainRegion(html: Html, url: string): Cheerio<Element> {
  const mains = elements(html, "main#main");
  expect(mains, `${url}: main#main`).toHaveLength(1);
  return mains[0]!;
}

/** The href of the first link inside an element of `className` (`.className a`), without its language prefix. */
function firstLink(html: string, className: string): string {
  const href = byClass(html, className).flatMap(hrefs)[0];
  expect(href, `.${className} a`).toBeTruthy();
  return href!.replace(/^\/(en|cn)\//, "");
}

/** Follows at most 5 redirects, as the browser test's request.get(href, { maxRedirects: 5 }) did. */
async function follow(href: string): Promise<{ status: number; url: URL }> {
  let url = new URL(href, site.origin);
  for (let hop = 0; ; hop++) {
    const res = await fetch(url, { redirect: "manual", headers: { "User-Agent": BROWSER_UA } });
    await res.arrayBuffer();
    const location = res.headers.get("location");
    if (res.status < 300 || res.status >= 400 || !location || url.origin !== site.origin) return { status: res.status, url };
    expect(hop, `${href}: more than 5 redirects`).toBeLessThan(5);
    url = new URL(location, url);
  }
}

async function checkLinks(links: Set<string>, checked: Map<string, number>) {
  for (const href of links) {
    if (checked.has(href)) continue;
    const response = await follow(href);
    checked.set(href, response.status);
    expect(response.status, `internal link ${href}`).toBeLessThan(400);
    expect(response.url.origin).toBe(site.origin);
  }
}

describe("content routes", () => {
  for (const lang of ["en", "cn"] as const) {
    it(`every content page and type answers with real content in ${lang}`, async () => {
      // The pages whose address comes from the database: the first news item, special issue and collection.
      const newsItem = firstLink((await get(`/${lang}/news`)).html, "news-list__title");
      const specialIssue = firstLink((await get(`/${lang}/specialissue`)).html, "card__title");
      const collection = firstLink((await get(`/${lang}/collections`)).html, "card__title");

      const checked = new Map<string, number>();
      for (const path of [...STATIC_PATHS, newsItem, specialIssue, collection]) {
        const url = `/${lang}/${path}`;
        const { status, html } = await get(url);
        expect(status, url).toBe(200);
        const page = parse(html);
        expect(htmlLang(page), url).toBe(lang === "cn" ? "zh-CN" : "en");

        const main = mainRegion(page, url);
        const h1 = elements(main, "h1");
        expect(h1, url).toHaveLength(1);
        const text = visibleText(main);
        // Chinese says in one character what English says in two or three: a lower floor for the same content.
        expect(text.trim().length, `${url}: main region is (nearly) empty`).toBeGreaterThan(lang === "cn" ? 150 : 250);
        expect(text, `${url}: untranslated key`).not.toMatch(RAW_KEY);
        expect(title(page), url).not.toMatch(RAW_KEY);
        if (lang === "cn") {
          const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
          expect(han, `${url}: too little Chinese in the main region`).toBeGreaterThan(100);
          expect(visibleText(h1[0]!), url).toMatch(/\p{Script=Han}/u);
        } else {
          expect(text, `${url}: Chinese text on an English page`).not.toMatch(/\p{Script=Han}{12,}/u);
        }

        // Links inside the page: same-page anchors must exist, site links must answer.
        const internal = new Set<string>();
        for (const href of hrefs(main)) {
          if (href.startsWith("#")) {
            expect(countId(page, decodeURIComponent(href.slice(1))), `${url}: anchor ${href}`).toBe(1);
          } else if (href.startsWith("/") && !href.startsWith("//")) {
            expect(href, `${url}: link to the other language`).toMatch(new RegExp(`^/${lang}(?:[/?#]|$)`));
            internal.add(href.replace(/#.*$/, ""));
          }
        }
        await checkLinks(internal, checked);
      }
      expect(checked.size).toBeGreaterThan(20);
    });
  }

  it("the same type shows the same page in the other language", async () => {
    const h1 = async (url: string) => elements((await get(url)).html, "h1").map((h) => visibleText(h));
    expect(await h1("/en/authors?type=charges")).toEqual(["Article Processing Charges"]);
    expect(await h1("/cn/authors?type=charges")).toEqual(["文章处理费"]);
  });

  it("unknown types and bad ids give the parameter-error page; unknown items are not found", async () => {
    for (const url of [
      "/en/authors?type=nope",
      "/en/about?type=JP",
      "/en/ad?type=terms",
      "/en/specialissue?id=abc",
      "/en/collections?id=-1",
      "/en/news?page=0",
      // One rule for every list's ?page (app/lib/list-page.server.ts): the questions list no longer falls back to 1.
      "/en/questions?page=abc",
      "/en/news?page=1.5",
    ]) {
      const { status, html } = await get(url);
      expect(status, url).toBe(400);
      expect(elements(html, "h1").map((h) => visibleText(h)), url).toEqual(["Sorry, parameter error."]);
      expect(metaContents(html, "robots"), url).toEqual(["noindex"]);
    }
    // An empty ?page is the first page, on every list.
    for (const url of ["/en/news?page=", "/en/questions?page=", "/en/press?page="]) expect((await get(url)).status, url).toBe(200);
    const cn = await get("/cn/about?type=unknown");
    expect(cn.status).toBe(400);
    expect(elements(cn.html, "h1").map((h) => visibleText(h))).toEqual(["抱歉，参数错误。"]);
    const home = linksNamed(cn.html, "返回首页");
    expect(home).toHaveLength(1);
    expect(hrefs(home[0]!)).toEqual(["/cn"]);

    for (const url of ["/en/specialissue?id=999999", "/en/collections?id=999999", "/en/news/no-such-news", "/en/news?page=999", "/en/questions?page=999"]) {
      const { status, html } = await get(url);
      expect(status, url).toBe(404);
      expect(elements(html, "h1").map((h) => visibleText(h)), url).toEqual(["Sorry, this content isn't available right now."]);
    }
  });
});
