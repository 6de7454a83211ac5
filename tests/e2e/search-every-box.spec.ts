import { expect, test, type Locator, type Page } from "@playwright/test";
import { gotoHydrated } from "./fixtures";

/**
 * SPEC §5 in every simple search box, not only the search page's: a term is required ('Please enter a search
 * term.'), over 200 characters is cut with a warning, and a search identical to the current one does nothing.
 * The header's box (desktop), the mobile slide-in search panel and the home page's hero box.
 */
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 980;

const TEXTS = {
  en: { required: "Please enter a search term.", tooLong: "The entered text should not exceed 200 characters.", label: "Search protocols", open: "Open search" },
  cn: { required: "请输入检索词。", tooLong: "输入的文字不能超过 200 个字符。", label: "搜索实验方案", open: "打开搜索" },
} as const;

async function headerBox(page: Page, lang: "en" | "cn"): Promise<{ box: Locator; form: Locator }> {
  if (isMobile(page)) {
    await page.getByRole("button", { name: TEXTS[lang].open }).click();
    const panel = page.locator("#mobile-search");
    const box = panel.getByRole("searchbox", { name: TEXTS[lang].label });
    await expect(box).toBeVisible();
    return { box, form: panel.locator("form.header-search") };
  }
  const form = page.locator(".site-header form.header-search");
  return { box: form.getByRole("searchbox"), form };
}

async function heroBox(page: Page): Promise<{ box: Locator; form: Locator }> {
  const form = page.locator("form.home-hero__search");
  return { box: form.getByRole("searchbox"), form };
}

for (const lang of ["en", "cn"] as const) {
  for (const where of ["header", "hero"] as const) {
    test(`${where} search box follows SPEC §5 (${lang})`, async ({ page }) => {
      const x = TEXTS[lang];
      await gotoHydrated(page, where === "hero" ? `/${lang}` : `/${lang}/faqs`);
      const startUrl = page.url();
      const { box, form } = where === "hero" ? await heroBox(page) : await headerBox(page, lang);

      // Empty: a message, and the page stays.
      await box.fill("   ");
      await box.press("Enter");
      await expect(form.getByRole("alert")).toHaveText(x.required);
      expect(page.url()).toBe(startUrl);

      // 250 characters pasted: cut to 200, with the warning.
      await box.fill("a".repeat(250));
      await expect(box).toHaveValue("a".repeat(200));
      await expect(form.getByRole("alert")).toHaveText(x.tooLong);

      // A term searches; the identical search again does nothing (no second request for it).
      const term = `westernblot${where}${lang}`;
      const requests: string[] = [];
      page.on("request", (r) => {
        // A search is a document load or a loader fetch; React Router's <link rel="prefetch"> of result links
        // (resource type "other") is not one, and comes whenever the browser gets round to it.
        if (r.url().includes(`content=${term}`) && ["document", "fetch"].includes(r.resourceType())) requests.push(r.url());
      });
      await box.fill(term);
      await box.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/${lang}/searchlist\\?content=${term}$`));
      const afterFirst = requests.length;
      expect(afterFirst).toBeGreaterThan(0);
      // On the results page the header box is the one left (the hero is on the home page only). On a phone it
      // is in the slide-in panel, which a new page closes: open it once the results page is rendered.
      if (isMobile(page)) await expect(page.locator("main .search-query")).toContainText(term);
      const again = isMobile(page) ? await headerBox(page, lang) : { box: page.locator(".site-header form.header-search").getByRole("searchbox") };
      // Pressed at once: the address bar already shows the search, whether or not React has rendered its page.
      await again.box.fill(term);
      await again.box.press("Enter");
      // Then another search: once it has arrived, the identical one had added no request.
      await again.box.fill(`${term}x`);
      await again.box.press("Enter");
      await expect(page).toHaveURL(new RegExp(`content=${term}x$`));
      expect(requests.filter((u) => !u.includes(`${term}x`)).length).toBe(afterFirst);
    });
  }
}

for (const lang of ["en", "cn"] as const) {
  test(`the header box's message goes once the reader moves on, and never blocks the menu under it (${lang})`, async ({ page }) => {
    test.skip(isMobile(page), "the desktop header: on a phone the box is in its own panel");
    const x = TEXTS[lang];
    await gotoHydrated(page, `/${lang}/faqs`);
    const { box, form } = await headerBox(page, lang);
    await box.press("Enter");
    await expect(form.getByRole("alert")).toHaveText(x.required);
    // A click elsewhere on the page takes it away.
    await page.locator("main h1").click();
    await expect(form.getByRole("alert")).toHaveCount(0);
    // Shown again, it lies over the main menu: the menu's link under it still takes the click.
    await box.press("Enter");
    await expect(form.getByRole("alert")).toHaveText(x.required);
    await page.locator(".main-nav").getByRole("link", { name: lang === "en" ? "About" : "关于期刊" }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/about`));
    await expect(form.getByRole("alert")).toHaveCount(0);
  });
}
