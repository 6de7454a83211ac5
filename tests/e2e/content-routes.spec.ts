import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ABOUT_PAGE_TYPES, AD_PAGE_TYPES, AUTHOR_PAGE_TYPES } from "@core/content/page-types";

/**
 * Walks every content route (SPEC §2.2: authors, about, service, policy, copyright, ad, faqs, news, sap,
 * webptest, specialissue; plus collections, webinars, videos) and every `type` value, in both languages:
 * each answers 200, has a real main region in its language, no untranslated key, and no broken internal link.
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

async function firstLink(page: Page, selector: string): Promise<string> {
  const href = await page.locator(selector).first().getAttribute("href");
  expect(href, selector).toBeTruthy();
  return href!.replace(/^\/(en|cn)\//, "");
}

async function checkLinks(
  request: APIRequestContext,
  links: Set<string>,
  checked: Map<string, number>,
  origin: string,
) {
  for (const href of links) {
    if (checked.has(href)) continue;
    const response = await request.get(href, { maxRedirects: 5 });
    checked.set(href, response.status());
    expect(response.status(), `internal link ${href}`).toBeLessThan(400);
    expect(new URL(response.url()).origin).toBe(origin);
  }
}

for (const lang of ["en", "cn"] as const) {
  test(`every content page and type answers with real content in ${lang}`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the walk is the same at every width; the desktop run covers it");
    test.setTimeout(240_000);
    const origin = new URL(baseURL!).origin;

    // The pages whose address comes from the database: the first news item, special issue and collection.
    await page.goto(`/${lang}/news`);
    const newsItem = await firstLink(page, ".news-list__title a");
    await page.goto(`/${lang}/specialissue`);
    const specialIssue = await firstLink(page, ".card__title a");
    await page.goto(`/${lang}/collections`);
    const collection = await firstLink(page, ".card__title a");

    const checked = new Map<string, number>();
    for (const path of [...STATIC_PATHS, newsItem, specialIssue, collection]) {
      const url = `/${lang}/${path}`;
      const response = await page.goto(url, { waitUntil: "domcontentloaded" });
      expect(response?.status(), url).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang === "cn" ? "zh-CN" : "en");

      const main = page.locator("main#main");
      await expect(main, url).toHaveCount(1);
      await expect(main.locator("h1"), url).toHaveCount(1);
      const text = await main.innerText();
      // Chinese says in one character what English says in two or three: a lower floor for the same content.
      expect(text.trim().length, `${url}: main region is (nearly) empty`).toBeGreaterThan(lang === "cn" ? 150 : 250);
      expect(text, `${url}: untranslated key`).not.toMatch(RAW_KEY);
      const title = await page.title();
      expect(title, url).not.toMatch(RAW_KEY);
      if (lang === "cn") {
        const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
        expect(han, `${url}: too little Chinese in the main region`).toBeGreaterThan(100);
        await expect(main.locator("h1"), url).toHaveText(/\p{Script=Han}/u);
      } else {
        expect(text, `${url}: Chinese text on an English page`).not.toMatch(/\p{Script=Han}{12,}/u);
      }

      // Links inside the page: same-page anchors must exist, site links must answer.
      const hrefs = await main.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
      const internal = new Set<string>();
      for (const href of hrefs) {
        if (href.startsWith("#")) {
          expect(
            await page.locator(`[id="${decodeURIComponent(href.slice(1))}"]`).count(),
            `${url}: anchor ${href}`,
          ).toBe(1);
        } else if (href.startsWith("/") && !href.startsWith("//")) {
          expect(href, `${url}: link to the other language`).toMatch(new RegExp(`^/${lang}(?:[/?#]|$)`));
          internal.add(href.replace(/#.*$/, ""));
        }
      }
      await checkLinks(request, internal, checked, origin);
    }
    expect(checked.size).toBeGreaterThan(20);
  });
}

test("the language switch keeps the type and shows the same page in the other language", async ({ page }) => {
  await page.goto("/en/authors?type=charges");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Processing Charges");
  await page.goto("/cn/authors?type=charges");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("文章处理费");
});

test("unknown types and bad ids give the parameter-error page; unknown items are not found", async ({ page }) => {
  for (const url of [
    "/en/authors?type=nope",
    "/en/about?type=JP",
    "/en/ad?type=terms",
    "/en/specialissue?id=abc",
    "/en/collections?id=-1",
    "/en/news?page=0",
  ]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(400);
    await expect(page.getByRole("heading", { level: 1 }), url).toHaveText("Sorry, parameter error.");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  }
  const cn = await page.goto("/cn/about?type=unknown");
  expect(cn?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("抱歉，参数错误。");
  await expect(page.getByRole("link", { name: "返回首页" })).toHaveAttribute("href", "/cn");

  for (const url of [
    "/en/specialissue?id=999999",
    "/en/collections?id=999999",
    "/en/news/no-such-news",
    "/en/news?page=999",
  ]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }), url).toHaveText(
      "Sorry, this content isn't available right now.",
    );
  }
});
