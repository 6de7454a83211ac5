import { expect, test, type Page } from "@playwright/test";
import { READER_UA } from "./ads-helpers";
import { gotoHydrated } from "./fixtures";

/**
 * Issue 19, item 13: the cookie notice and the closable bottom ad both sit at the bottom of the window. The ad
 * waits until the notice is accepted, so nothing hides its close button, and on a 375×812 phone the two
 * never cover more than 120 px (about a seventh of the screen; the ad alone is ~70 px, a one-row notice ~60 px).
 */
const PHONE = { width: 375, height: 812 };
const MAX_BOTTOM_PX = 120;

test.use({ userAgent: READER_UA, viewport: PHONE });
// The phone size is set here, so the desktop project would only repeat the same run.
test.beforeEach(({ page }, testInfo) => {
  void page;
  test.skip(testInfo.project.name !== "mobile", "phone-sized in both projects");
});

async function coveredAtBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    const boxes = [...document.querySelectorAll(".cookie-notice, .bottom-ad")].map((e) => e.getBoundingClientRect()).filter((r) => r.height > 0 && r.top < window.innerHeight);
    if (!boxes.length) return 0;
    return window.innerHeight - Math.min(...boxes.map((r) => r.top));
  });
}

for (const [lang, ok, close] of [
  ["en", "OK", "Close advertisement"],
  ["cn", "确定", "关闭广告"],
] as const) {
  test(`on a phone the ad waits for the cookie notice, then closes (${lang})`, async ({ page }) => {
    await gotoHydrated(page, `/${lang}/archive`);
    const notice = page.locator(".cookie-notice");
    await expect(notice).toBeVisible();
    await expect(page.locator(".bottom-ad")).toHaveCount(0);
    expect(await coveredAtBottom(page)).toBeLessThanOrEqual(MAX_BOTTOM_PX);

    await notice.getByRole("button", { name: ok }).click();
    await expect(notice).toHaveCount(0);
    const ad = page.locator(".bottom-ad");
    await expect(ad).toBeVisible();
    expect(await coveredAtBottom(page)).toBeLessThanOrEqual(MAX_BOTTOM_PX);
    const button = ad.getByRole("button", { name: close });
    await expect(button).toBeVisible();
    await button.click();
    await expect(page.locator(".bottom-ad")).toHaveCount(0);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("OK on the cookie notice returns to the page the reader was on", async ({ page }) => {
    await page.goto("/cn/archive?issue=3");
    await page.locator(".cookie-notice").getByRole("button", { name: "确定" }).click();
    await expect(page).toHaveURL(/\/cn\/archive\?issue=3$/);
    await expect(page.locator(".cookie-notice")).toHaveCount(0);
    await expect(page.locator(".bottom-ad")).toBeVisible();
  });

  test("a return address off the site goes home instead", async ({ page, baseURL }) => {
    await page.goto("/en/archive");
    const response = await page.request.post(`${baseURL}/cookie-notice`, {
      form: { lang: "en", return_to: "//evil.example/x" },
      headers: { origin: baseURL!, "sec-fetch-site": "same-origin" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/en");
  });
});
