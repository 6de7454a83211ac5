import { expect, test } from "@playwright/test";

/**
 * What a browser does with the language segment: its locale picks the language, and the not-found page's way
 * home is followed. What the server answers (redirect statuses, the not-found and parameter-error pages, the
 * head's alternates, the route table) is checked over HTTP in tests/integration/language-routing-http.test.ts.
 */
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
});

test.describe("not-found page (SPEC §2.2, §8)", () => {
  for (const [lang, home] of [
    ["en", "Return to Homepage"],
    ["cn", "返回首页"],
  ] as const) {
    test(`${lang}: the way home from the not-found page leads home`, async ({ page }) => {
      const response = await page.goto(`/${lang}/no-such-page`);
      expect(response?.status()).toBe(404);
      await page.getByRole("link", { name: home }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    });
  }
});
