import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./fixtures";

/** SPEC §2.2: two menu entries lead to the archive (all issues, articles in press), in both header layouts. */
const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 980;

const TEXTS = {
  en: { archive: "Archive", all: "All issues", press: "Articles in press", nav: "Main navigation", open: "Open menu" },
  cn: { archive: "期刊浏览", all: "往期目录", press: "在线优先", nav: "主导航", open: "打开菜单" },
} as const;

for (const lang of ["en", "cn"] as const) {
  const x = TEXTS[lang];
  test(`desktop: the Archive menu has two entries, by keyboard too (${lang})`, async ({ page }) => {
    test.skip(isMobile(page), "desktop navigation");
    await gotoHydrated(page, `/${lang}/faqs`);
    const nav = page.getByRole("navigation", { name: x.nav });
    const summary = nav.locator("summary", { hasText: x.archive });
    await summary.focus();
    await page.keyboard.press("Enter");
    const menu = nav.locator("details.nav-menu").filter({ has: page.locator("summary", { hasText: x.archive }) });
    await expect(menu.getByRole("link", { name: x.all })).toBeVisible();
    await expect(menu.getByRole("link", { name: x.all })).toHaveAttribute("href", `/${lang}/archive`);
    await expect(menu.getByRole("link", { name: x.press })).toHaveAttribute("href", `/${lang}/press`);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: x.press })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/${lang}/press$`));
    // Active section 2 on the in-press page: the Archive entry is highlighted.
    await expect(nav.locator("li.is-active summary")).toHaveText(x.archive);
  });

  test(`mobile: the slide-in menu has both archive entries (${lang})`, async ({ page }) => {
    test.skip(!isMobile(page), "narrow screens");
    await gotoHydrated(page, `/${lang}/press`);
    await page.getByRole("button", { name: x.open }).click();
    const drawer = page.locator("dialog#mobile-menu");
    // Opened on its own section's pages.
    await expect(drawer.getByRole("link", { name: x.press })).toHaveAttribute("aria-current", "page");
    await drawer.getByRole("link", { name: x.all }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/archive$`));
  });
}
