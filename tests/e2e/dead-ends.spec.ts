import { expect, test, type Page } from "@playwright/test";

/** Issue 19, "dead ends a reader meets": items 9, 11, 14 and 15 as a reader meets them. */

const TEXT = {
  en: {
    notFound: "Sorry, this content isn't available right now.",
    parameter: "Sorry, parameter error.",
    home: "Return to Homepage",
    search: "Search protocols",
    archive: "Archive",
    category: "Cell Biology",
    preprints: "OPLS Preprints",
    cited: /^Cited \d+ times? in the last 5 years$/,
    read: /^[\d,]+ views? in the last 3 months$/,
    readCount: /^[\d,]+ views? in this period$/,
  },
  cn: {
    notFound: "抱歉，该内容暂时无法访问。",
    parameter: "抱歉，参数错误。",
    home: "返回首页",
    search: "检索实验方案",
    archive: "期刊浏览",
    category: "细胞生物学",
    preprints: "OPLS 预印本",
    cited: /^近 5 年被引 \d+ 次$/,
    read: /^近 3 个月浏览 [\d,]+ 次$/,
    readCount: /.+/,
  },
} as const;

/** The journal's own social accounts (SPEC §2.7), configured in the footer: the only outside hosts allowed. */
const CONFIGURED_HOSTS = new Set(["x.com", "www.youtube.com", "bsky.app", "www.linkedin.com"]);

async function externalLinks(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  return hrefs.filter((h) => /^https?:/.test(h) && new URL(h).origin !== origin && !CONFIGURED_HOSTS.has(new URL(h).host));
}

for (const lang of ["en", "cn"] as const) {
  const x = TEXT[lang];

  test(`the not-found and parameter-error pages offer search, archive and categories (${lang})`, async ({ page }) => {
    for (const [url, message, status] of [
      [`/${lang}/no-such-page`, x.notFound, 404],
      [`/${lang}/bpdetail?id=abc`, x.parameter, 400],
    ] as const) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(status);
      await expect(page.getByRole("heading", { level: 1, name: message })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      const main = page.locator("main");
      await expect(main.getByRole("link", { name: x.home })).toBeVisible();
      await expect(main.locator(`form[action="/${lang}/searchlist"] input[name="content"]`)).toBeVisible();
      await expect(main.getByRole("link", { name: x.archive, exact: true })).toHaveAttribute("href", `/${lang}/archive`);
      await expect(main.getByRole("link", { name: x.category, exact: true })).toHaveAttribute("href", /\/category\?fl1=\d+/);
    }
  });

  test(`OPLS Preprints in the footer lists the preprints, newest first (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}`);
    const link = page.locator("footer").getByRole("link", { name: x.preprints });
    await expect(link).toHaveAttribute("href", `/${lang}/preprints`);
    await page.goto(`/${lang}/preprints`);
    await expect(page.getByRole("heading", { level: 1, name: x.preprints })).toBeVisible();
    const items = page.locator(".protocol-item");
    await expect(items).toHaveCount(20);
    await expect(items.first().locator(".protocol-badge--preprint")).toBeVisible();
    await expect(items.first().getByRole("link").first()).toHaveAttribute("href", /type=bpp/);
    const dates = await items.locator("time").evaluateAll((ts) => ts.map((t) => t.getAttribute("datetime") ?? ""));
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  test(`home and sponsor pages link to no outside host (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}`);
    await expect(page.locator(".home__partners img").first()).toBeVisible();
    expect(await externalLinks(page)).toEqual([]);
    await page.goto(`/${lang}/sap`);
    await expect(page.locator(".sponsors__list li").first()).toBeVisible();
    expect(await externalLinks(page)).toEqual([]);
  });

  test(`home rankings name their window; /read gives one count a protocol (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}`);
    const cited = page.locator(".protocol-list--compact").nth(1).locator(".protocol-item__meta span:last-child");
    await expect(cited.first()).toHaveText(x.cited);
    const read = page.locator(".protocol-list--compact").nth(0).locator(".protocol-item__meta span:last-child");
    await expect(read.first()).toHaveText(x.read);
    await page.goto(`/${lang}/read`);
    const meta = page.locator(".protocol-item__meta").first();
    await expect(meta.locator(".reading-window-count")).toHaveText(x.readCount);
    // The all-time count is not repeated beside the window's.
    await expect(meta.locator("span")).toHaveCount(1);
  });
}
