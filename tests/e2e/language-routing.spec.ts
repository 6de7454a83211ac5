import { expect, test } from "@playwright/test";

test.describe("language segment (SPEC §2.1)", () => {
  test("a path without a language goes to /cn for a Chinese browser, keeping path and query", async ({ browser }) => {
    const context = await browser.newContext({ locale: "zh-CN" });
    const page = await context.newPage();
    await page.goto("/archive?issue=3");
    await expect(page).toHaveURL(/\/cn\/archive\?issue=3$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/cn$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await context.close();
  });

  test("a path without a language goes to /en otherwise", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await context.close();
  });

  test("redirect statuses: /en/ → /en, /cn/ → /cn, /archive → language", async ({ request }) => {
    for (const [from, to] of [
      ["/en/", "/en"],
      ["/cn/", "/cn"],
      ["/cn/archive/?a=1", "/cn/archive?a=1"],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(302);
      expect(response.headers()["location"], from).toBe(to);
    }
    const zh = await request.get("/press", { maxRedirects: 0, headers: { "Accept-Language": "zh-CN,zh;q=0.9" } });
    expect(zh.headers()["location"]).toBe("/cn/press");
    const en = await request.get("/press", { maxRedirects: 0, headers: { "Accept-Language": "fr-FR" } });
    expect(en.headers()["location"]).toBe("/en/press");
  });

  test("an unknown language is a 404 'This page could not be found.'", async ({ page }) => {
    const response = await page.goto("/fr");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found.");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const nested = await page.goto("/de/archive");
    expect(nested?.status()).toBe(404);
  });
});

test.describe("not-found and parameter-error pages (SPEC §2.2, §8)", () => {
  for (const [lang, notFound, parameter, home, htmlLang] of [
    ["en", "Sorry, this content isn't available right now.", "Sorry, parameter error.", "Return to Homepage", "en"],
    ["cn", "抱歉，该内容暂时无法访问。", "抱歉，参数错误。", "返回首页", "zh-CN"],
  ] as const) {
    test(`${lang}: unmatched path → 404 page with a way home, noindex`, async ({ page }) => {
      const response = await page.goto(`/${lang}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", htmlLang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await page.getByRole("link", { name: home }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    });

    test(`${lang}: bpdetail without a numeric id → parameter error (400)`, async ({ page }) => {
      for (const query of ["", "?id=abc&type=bp", "?id=12x", "?id=1001&type=zzz"]) {
        const response = await page.goto(`/${lang}/bpdetail${query}`);
        expect(response?.status(), query).toBe(400);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(parameter);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      }
    });

    test(`${lang}: bpdetail with an unknown id → 404`, async ({ page }) => {
      const response = await page.goto(`/${lang}/bpdetail?id=99999999&type=bp`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound);
    });
  }
});

test.describe("head: lang, canonical, hreflang", () => {
  test("every page has a canonical URL and en / zh-CN / x-default alternates", async ({ page }) => {
    await page.goto("/cn/bpdetail?id=1001&type=bp&utm_source=x");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/cn/bpdetail?id=1001&type=bp`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${origin}/en/bpdetail?id=1001&type=bp`);
    await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute("href", `${origin}/cn/bpdetail?id=1001&type=bp`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${origin}/en/bpdetail?id=1001&type=bp`);
  });

  test("the alternates are in the server-rendered HTML", async ({ request }) => {
    const html = await (await request.get("/en/archive")).text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/en\/archive"/);
    expect(html).toMatch(/hrefLang="zh-CN"|hreflang="zh-CN"/);
  });
});

test.describe("the route table", () => {
  const pages = [
    "archive", "press", "psi", "read", "cited", "submission", "login", "authors", "about", "service", "policy",
    "copyright", "alerts", "ambassador", "ambassadorlist", "searchlist", "news", "faqs", "sap", "ad",
    "becomereviewer", "webptest", "specialissue",
  ];
  test("every SPEC §2.2 route answers 200 inside the page frame in both languages", async ({ request }) => {
    for (const lang of ["en", "cn"]) {
      for (const p of pages) {
        const response = await request.get(`/${lang}/${p}`);
        expect(response.status(), `/${lang}/${p}`).toBe(200);
        const html = await response.text();
        expect(html, `/${lang}/${p}`).toMatch(/class="site-header[ "]/);
        expect(html, `/${lang}/${p}`).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      }
    }
  });
});
