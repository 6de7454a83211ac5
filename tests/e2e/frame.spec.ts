import { expect, test, type Locator, type Page } from "@playwright/test";
import { gotoHydrated, waitForHydration } from "./fixtures";

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 980;

test.describe("header (SPEC §2.4)", () => {
  test("desktop parts: slogan, logo, search, submit, alerts, login, signup, language, navigation", async ({ page }) => {
    test.skip(isMobile(page), "desktop header");
    await page.goto("/en/archive?issue=3");
    const header = page.locator(".site-header");
    await expect(header.locator(".slogan-bar")).toContainText("step-by-step protocols");
    await expect(header.getByRole("link", { name: "Open Protocols in Life Science" })).toHaveAttribute("href", "/en");
    await expect(header.getByRole("searchbox", { name: "Search protocols" })).toHaveAttribute("placeholder", "Search 5,000+ protocols");
    await expect(header.getByRole("link", { name: "Submit protocol" })).toHaveAttribute("href", "/en/authors?type=submit");
    await expect(header.getByRole("link", { name: "Alerts" })).toHaveAttribute("href", "/en/alerts");
    await expect(header.getByRole("link", { name: "Log in" })).toHaveAttribute("href", `/en/login?redirect=${encodeURIComponent("/en/archive?issue=3")}`);
    await expect(header.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", `/en/signup?redirect=${encodeURIComponent("/en/archive?issue=3")}`);
    await expect(header.getByRole("link", { name: "EN - English" })).toHaveAttribute("aria-current", "true");
    await expect(header.getByRole("link", { name: "CN - 中文" })).toHaveAttribute("href", "/cn/archive?issue=3");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    for (const name of ["Authors", "About", "Reviewer"]) await expect(nav.getByRole("link", { name })).toBeVisible();
    await expect(nav.getByText("Protocols")).toBeVisible();
    await expect(nav.getByText("Archive", { exact: true })).toBeVisible();
  });

  test("Chinese header", async ({ page }) => {
    test.skip(isMobile(page), "desktop header");
    await page.goto("/cn");
    const header = page.locator(".site-header");
    await expect(header.getByRole("link", { name: "投稿" })).toHaveAttribute("href", "/cn/authors?type=submit");
    await expect(header.getByRole("link", { name: "CN - 中文" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("navigation", { name: "主导航" }).getByText("期刊浏览", { exact: true })).toBeVisible();
  });

  test("active section: 2 archive/press, 3 authors, 4 about, 5 reviewer, otherwise 1", async ({ page }) => {
    test.skip(isMobile(page), "desktop navigation");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    for (const [path, name] of [
      ["/en/archive", "Archive"],
      ["/en/press", "Archive"],
      ["/en/authors", "Authors"],
      ["/en/about", "About"],
      ["/en/becomereviewer", "Reviewer"],
    ] as const) {
      await page.goto(path);
      await expect(nav.locator('.is-active > [aria-current="page"], .is-active > details > summary[aria-current="page"]'), path).toHaveText(name);
      await expect(nav.locator(".is-active"), path).toHaveCount(1);
    }
    for (const path of ["/en", "/en/faqs"]) {
      await page.goto(path);
      await expect(nav.locator('[aria-current="page"]'), path).toHaveText("Protocols");
    }
  });

  test("the Protocols menu opens on hover and closes 800 ms after the pointer leaves", async ({ page }) => {
    test.skip(isMobile(page), "desktop navigation");
    await page.clock.install();
    await gotoHydrated(page, "/en/faqs");
    await page.clock.pauseAt(Date.now() + 1000);
    const menu = page.locator("details.nav-menu").first();
    await page.locator(".nav-menu > summary").first().hover();
    await expect(menu).toHaveAttribute("open", "");
    await expect(menu.getByRole("link", { name: "Neuroscience" })).toHaveAttribute("href", "/en/category?fl1=6&c=1");
    await expect(menu.getByRole("link")).toHaveCount(13);
    // A click right after the hover that opened it does not shut it again.
    await page.locator(".nav-menu > summary").first().click();
    await expect(menu).toHaveAttribute("open", "");
    await page.mouse.move(900, 700);
    await page.clock.runFor(700);
    await expect(menu).toHaveAttribute("open", "");
    await page.clock.runFor(150);
    await expect(menu).not.toHaveAttribute("open", "");
  });

  test("the Protocols menu works with the keyboard", async ({ page }) => {
    test.skip(isMobile(page), "desktop navigation");
    await gotoHydrated(page, "/en/faqs");
    const summary = page.locator(".nav-menu > summary").first();
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("details.nav-menu").first()).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    await expect(page.locator(".nav-menu__list a").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.locator("details.nav-menu").first()).not.toHaveAttribute("open", "");
    await expect(summary).toBeFocused();
    await page.keyboard.press("Space");
    await expect(page.locator("details.nav-menu").first()).toHaveAttribute("open", "");
  });

  test("Escape closes the Protocols menu even when it comes right after the Enter that opened it", async ({ page }) => {
    test.skip(isMobile(page), "desktop navigation");
    await gotoHydrated(page, "/en/faqs");
    const summary = page.locator(".nav-menu > summary").first();
    const menu = page.locator("details.nav-menu").first();
    // Keys pressed without waiting: the menu is open in the page before React's toggle event has told it so.
    for (let i = 0; i < 5; i++) {
      await summary.focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Escape");
      await expect(menu).not.toHaveAttribute("open", "");
    }
  });

  test("home: the header becomes fixed past 410 px (376 px on narrow screens) without moving the page", async ({ page }) => {
    const threshold = isMobile(page) ? 376 : 410;
    const slot = page.locator(".site-header-slot");
    const heroTop = () => page.locator(".home-hero").evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    // Both languages: Chinese pages have a taller line, so a taller search box and header.
    for (const lang of ["en", "cn"]) {
      await gotoHydrated(page, `/${lang}`);
      const before = await heroTop();
      await page.evaluate((y) => window.scrollTo(0, y), threshold - 10);
      await expect(slot).toHaveClass(/site-header-slot--static/);
      // On desktop the search box has folded into its icon by now (past 376 px); the header keeps its height.
      if (!isMobile(page)) await expect(page.locator(".site-header")).toHaveClass(/has-compact-search/);
      expect(await heroTop()).toBe(before);
      await page.evaluate((y) => window.scrollTo(0, y), threshold + 10);
      await expect(slot).toHaveClass(/site-header-slot--fixed/);
      await expect(page.locator(".site-header")).toHaveCSS("position", "fixed");
      expect(await heroTop()).toBe(before);
    }
  });

  test("home reloaded past the threshold: the fixed header's slot keeps the whole header's height", async ({ page }) => {
    await gotoHydrated(page, "/en");
    const slot = page.locator(".site-header-slot");
    const full = await page.locator(".site-header").evaluate((el) => el.getBoundingClientRect().height);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(slot).toHaveClass(/site-header-slot--fixed/);
    await page.reload();
    await waitForHydration(page);
    await expect(slot).toHaveClass(/site-header-slot--fixed/);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(410);
    expect(await slot.evaluate((el) => el.getBoundingClientRect().height)).toBe(full);
  });

  test("other pages keep the header on screen; protocol detail does not", async ({ page }) => {
    await gotoHydrated(page, "/en/faqs");
    await expect(page.locator(".site-header-slot")).toHaveClass(/site-header-slot--sticky/);
    await expect(page.locator(".site-header-slot")).toHaveCSS("position", "sticky");
    await gotoHydrated(page, "/en/bpdetail?id=1001&type=bp");
    await expect(page.locator(".site-header-slot")).toHaveClass(/site-header-slot--static/);
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect(page.locator(".site-header-slot")).toHaveClass(/site-header-slot--static/);
  });

  test("home and search list: a search icon replaces the search box past 376 px", async ({ page }) => {
    test.skip(isMobile(page), "the desktop header has the search box");
    await gotoHydrated(page, "/en");
    await expect(page.locator(".site-header .header-search")).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 370));
    await expect(page.locator(".compact-search-icon")).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 390));
    await expect(page.locator(".site-header .header-search")).toBeHidden();
    await expect(page.locator(".compact-search-icon")).toBeVisible();
  });

  test("the header search box changes look on focus and resets 400 ms after leaving it empty", async ({ page }) => {
    test.skip(isMobile(page), "desktop header");
    await page.clock.install();
    await gotoHydrated(page, "/en/faqs");
    await page.clock.pauseAt(Date.now() + 1000);
    const form = page.locator(".site-header .header-search");
    await form.locator("input").focus();
    await expect(form).toHaveClass(/is-focused/);
    await form.locator("input").blur();
    await page.clock.runFor(350);
    await expect(form).toHaveClass(/is-focused/);
    await page.clock.runFor(100);
    await expect(form).not.toHaveClass(/is-focused/);
  });

  test("the advanced-search drop-down opens and closes (desktop only)", async ({ page }) => {
    await gotoHydrated(page, "/en/faqs");
    const toggle = page.getByRole("button", { name: "Advanced search" });
    if (isMobile(page)) {
      await expect(toggle).toBeHidden();
      return;
    }
    await toggle.click();
    await expect(page.locator("#advanced-search-dropdown")).toBeVisible();
    // The form's code comes when it is first opened (issue 16 §3).
    await expect(page.locator("#advanced-search-dropdown").getByRole("searchbox", { name: "Search term of row 1" })).toBeVisible();
    await toggle.click();
    await expect(page.locator("#advanced-search-dropdown")).toBeHidden();
  });
});

/** A drawer slides in (0.22 s): a tap lands on what the reader sees, so the tests touch it once it has stopped. */
async function slidIn(drawer: Locator): Promise<void> {
  await expect(drawer).toBeVisible();
  await drawer.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
}

test.describe("mobile header (SPEC §2.5)", () => {
  test("slide-in menu with all navigation, focus kept inside, Escape closes", async ({ page }) => {
    test.skip(!isMobile(page), "narrow screens");
    await gotoHydrated(page, "/cn/about");
    await page.getByRole("button", { name: "打开菜单" }).click();
    const drawer = page.locator("dialog#mobile-menu");
    await slidIn(drawer);
    await drawer.getByText("实验方案", { exact: true }).click();
    await expect(drawer.getByRole("link", { name: "神经科学" })).toHaveAttribute("href", "/cn/category?fl1=6&c=1");
    await expect(drawer.getByRole("link", { name: "关于期刊" })).toHaveAttribute("aria-current", "page");
    await expect(drawer.getByRole("link", { name: "EN - English" })).toHaveAttribute("href", "/en/about");
    await expect(drawer.getByRole("link", { name: "登录" })).toBeVisible();
    for (let i = 0; i < 30; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("dialog#mobile-menu"))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  });

  test("slide-in search panel and full-screen advanced search", async ({ page }) => {
    test.skip(!isMobile(page), "narrow screens");
    await gotoHydrated(page, "/en/faqs");
    await page.getByRole("button", { name: "Open search" }).click();
    const panel = page.locator("dialog#mobile-search");
    await slidIn(panel);
    await expect(panel.getByRole("searchbox")).toBeFocused();
    // The panel's own empty space keeps it open; only the backdrop beside it closes it.
    const side = (await panel.boundingBox())!;
    await page.mouse.click(side.x + side.width / 2, side.y + side.height - 20);
    await expect(panel).toBeVisible();
    await page.mouse.click(side.x / 2, side.y + side.height / 2);
    await expect(panel).toBeHidden();
    await page.getByRole("button", { name: "Open search" }).click();
    await slidIn(panel);
    await panel.getByRole("button", { name: "Advanced search" }).click();
    const full = page.locator("dialog#mobile-advanced-search");
    await expect(full).toBeVisible();
    const box = await full.boundingBox();
    expect(box?.width).toBe(375);
    // The form's code comes when it is first opened (issue 16 §3).
    await expect(full.getByRole("searchbox", { name: "Search term of row 1" })).toBeVisible();
    await full.getByRole("button", { name: "Close advanced search" }).click();
    await expect(full).toBeHidden();
  });

  test("a search from the panel goes to the search list", async ({ page }) => {
    test.skip(!isMobile(page), "narrow screens");
    await gotoHydrated(page, "/en/faqs");
    await page.getByRole("button", { name: "Open search" }).click();
    await page.locator("dialog#mobile-search").getByRole("searchbox").fill("western blot");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en\/searchlist\?content=western\+blot/);
  });
});

test.describe("footer (SPEC §2.7)", () => {
  test("English: social links, no filing number", async ({ page }) => {
    await page.goto("/en");
    const footer = page.locator("footer.site-footer");
    for (const name of ["X", "Video channel", "Bluesky", "LinkedIn"]) await expect(footer.getByRole("link", { name, exact: true })).toBeAttached();
    await expect(footer).toContainText("ISSN 2998-1239");
    await expect(footer.getByRole("link", { name: "Terms of service" })).toHaveAttribute("href", "/en/service");
    await expect(footer.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/en/policy");
    await expect(footer.getByRole("link", { name: "News" })).toHaveAttribute("href", "/en/news");
    await expect(footer.getByRole("link", { name: "FAQs" })).toHaveAttribute("href", "/en/faqs");
    await expect(footer.locator(".footer-filing")).toHaveCount(0);
    await expect(footer.getByRole("img", { name: /WeChat/ })).toHaveCount(0);
  });

  test("Chinese: filing number, WeChat QR code and course link, no social links", async ({ page }) => {
    await page.goto("/cn");
    const footer = page.locator("footer.site-footer");
    await expect(footer.locator(".footer-filing")).toHaveText("ICP备2026000001号");
    await expect(footer.getByRole("img", { name: "期刊微信公众号二维码" })).toBeAttached();
    await expect(footer.getByRole("link", { name: "在线课程" })).toBeAttached();
    await expect(footer.getByRole("link", { name: "Bluesky" })).toHaveCount(0);
    await expect(footer).toContainText("ISSN 2998-1239");
  });
});

test.describe("cookie notice (SPEC §4)", () => {
  test("shown until OK; OK sets gotcookienotice=1 for a year; never comes back after a reload", async ({ page, context }) => {
    await gotoHydrated(page, "/en");
    const notice = page.getByRole("region", { name: "Privacy policy" });
    await expect(notice).toBeVisible();
    await notice.getByRole("button", { name: "OK" }).click();
    await expect(notice).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === "gotcookienotice");
    expect(cookie?.value).toBe("1");
    const days = (cookie!.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    const html = await (await page.request.get("/en")).text();
    expect(html).not.toContain("cookie-notice");
    await page.reload();
    await expect(page.locator(".cookie-notice")).toHaveCount(0);
  });

  test("Chinese notice, and OK works without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/cn");
    await expect(page.locator(".cookie-notice")).toContainText("我们使用 Cookie");
    await page.getByRole("button", { name: "确定" }).click();
    await expect(page).toHaveURL(/\/cn$/);
    await expect(page.locator(".cookie-notice")).toHaveCount(0);
    await context.close();
  });
});
