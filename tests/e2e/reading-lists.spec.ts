import { expect, test, type Page } from "@playwright/test";
import { sql } from "kysely";
import { formatDate } from "@core/dates/format-date";
import { mostReadWindow } from "@core/protocols/list-reading-lists";
import { newestPublishedIssue, withE2eDb } from "./reading-db";

const EN_DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;

async function counts(page: Page): Promise<number[]> {
  const texts = await page.locator(".protocol-item .reading-window-count").allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d]/g, "")));
}

function isDescending(xs: (number | string)[]): boolean {
  return xs.every((x, i) => i === 0 || xs[i - 1]! >= x);
}

test.describe("archive (SPEC §2.2)", () => {
  test("shows the current issue, all issues by volume, articles in press, and pages by volume", async ({ page }) => {
    // The editorial tests publish issues while this runs: the page shows the newest published issue of the moment
    // it was served, which is the newest before or after it was read.
    const before = await newestPublishedIssue();
    await page.goto("/en/archive");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Archive");
    const after = await newestPublishedIssue();
    const current = page.locator("#current-issue");
    const href = await current.getByRole("link").getAttribute("href");
    const newest = [before, after].find((i) => href === `/en/archive?issue=${i.id}`);
    expect(newest, `current issue link ${href}`).toBeDefined();
    await expect(current).toContainText(`Volume ${newest!.volume}, Issue ${newest!.number}`);
    await expect(page.locator("#in-press .protocol-item")).toHaveCount(5);
    await expect(page.locator("#in-press").getByRole("link", { name: /All articles in press/ })).toHaveAttribute("href", "/en/press");
    await expect(page.locator(".archive-volume")).toHaveCount(5);
    await expect(page.locator(".archive-volume h3").first()).toHaveText(new RegExp(`^Volume ${newest!.volume} \\(\\d{4}\\)$`));
    await page.locator(".reading-pagination").getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/en\/archive\?page=2$/);
    await expect(page.locator(".archive-volume h3").first()).toHaveText(new RegExp(`^Volume ${newest!.volume - 5} `));
  });

  test("an issue lists its protocols by subject; bad issue values are errors", async ({ page }) => {
    // An old issue of the seeded journal: the editorial tests add new ones (some never published) while this runs.
    const issue = await withE2eDb((db) =>
      db.selectFrom("issues").select("id").where("state", "=", "published").orderBy("published_on").orderBy("id").limit(1).offset(3).executeTakeFirstOrThrow(),
    );
    await page.goto(`/en/archive?issue=${issue.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Volume \d+, Issue \d+$/);
    const headings = await page.locator(".archive-issue-section h2").allTextContents();
    expect(headings.length).toBeGreaterThan(1);
    expect(new Set(headings).size).toBe(headings.length);
    const firstItemCategory = await page.locator(".archive-issue-section").first().locator(".protocol-item__meta span").first().textContent();
    expect(firstItemCategory).toBe(headings[0]);
    await expect(page.locator(".protocol-item time").first()).toHaveText(EN_DATE);

    expect((await page.goto("/en/archive?issue=abc"))?.status()).toBe(400);
    expect((await page.goto("/en/archive?issue=99999999"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sorry, this content isn't available right now.");
  });
});

test.describe("articles in press, most read, most cited", () => {
  test("press lists in-press protocols newest first, paged", async ({ page }) => {
    await page.goto("/en/press");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Articles in press");
    const items = page.locator(".protocol-item");
    expect(await items.count()).toBeGreaterThan(0);
    expect(await items.count()).toBeLessThanOrEqual(20);
    await expect(items.first().locator(".protocol-badge--press").first()).toHaveText("In press");
    const dates = await page.locator(".protocol-item time").evaluateAll((els) => els.map((e) => e.getAttribute("datetime") ?? ""));
    expect(isDescending(dates)).toBe(true);
    for (const d of await page.locator(".protocol-item time").allTextContents()) expect(d).toMatch(EN_DATE);
  });

  test("most read shows the three-month window and each protocol's views in it, highest first", async ({ page }) => {
    await page.goto("/en/read");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Most read");
    const window = mostReadWindow();
    await expect(page.locator(".reading-list__window")).toHaveText(`Views counted from ${formatDate(window.from, "en")} to ${formatDate(window.to, "en")}.`);
    const page1 = await counts(page);
    expect(page1).toHaveLength(20);
    expect(isDescending(page1)).toBe(true);
    await expect(page.locator(".protocol-item .reading-window-count").first()).toHaveText(/^[\d,]+ views in this period$/);

    // The figure is the window's sum, not the lifetime total (checked on an item no other test visits).
    const ids = await page.locator(".protocol-item__title a").evaluateAll((els) => els.map((e) => Number(new URL((e as HTMLAnchorElement).href).searchParams.get("id"))));
    const sample = ids[10]!;
    const { inWindow, lifetime } = await withE2eDb(async (db) => {
      const w = await db
        .selectFrom("protocol_views_daily")
        .select(sql<number>`sum(views)`.as("n"))
        .where("protocol_id", "=", sample)
        .where("day", ">=", window.from)
        .executeTakeFirstOrThrow();
      const l = await db.selectFrom("protocols").select("views_total").where("id", "=", sample).executeTakeFirstOrThrow();
      return { inWindow: Number(w.n), lifetime: l.views_total };
    });
    expect(page1[10]).toBe(inWindow);
    expect(lifetime).toBeGreaterThanOrEqual(inWindow);

    await page.locator(".reading-pagination").getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/en\/read\?page=2$/);
    await expect(page.locator("ol.protocol-list")).toHaveAttribute("start", "21");
    const page2 = await counts(page);
    expect(isDescending([...page1, ...page2])).toBe(true);
  });

  test("most cited shows the five-year window and each protocol's citations in it, highest first", async ({ page }) => {
    await page.goto("/cn/cited");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("最多引用");
    const year = new Date().getUTCFullYear();
    await expect(page.locator(".reading-list__window")).toHaveText(`统计期间：${year - 4} 至 ${year}。`);
    await expect(page.locator(".protocol-item time").first()).toHaveText(/^\d{4}年\d{2}月\d{2}日$/);
    await page.goto("/en/cited");
    await expect(page.locator(".reading-list__window")).toHaveText(`Citations counted from ${year - 4} to ${year}.`);
    const list = await counts(page);
    expect(list.length).toBe(20);
    expect(isDescending(list)).toBe(true);
    const top = await withE2eDb(async (db) =>
      db
        .selectFrom("citations")
        .select(["protocol_id", sql<number>`count(*)`.as("n")])
        .where("year", ">=", year - 4)
        .groupBy("protocol_id")
        .orderBy("n", "desc")
        .orderBy("protocol_id", "desc")
        .limit(20)
        .execute(),
    );
    expect(list).toEqual(top.map((r) => Number(r.n)));
  });

  test("lists page with real links that work without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en/cited");
    await page.locator(".reading-pagination").getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/en\/cited\?page=2$/);
    await expect(page.locator(".reading-pagination a[aria-current=page]")).toHaveText("2");
    await context.close();
  });
});

test.describe("category listing (SPEC §2.3, §2.4)", () => {
  test("lists one subject's protocols newest first, paged; the nav links here", async ({ page }) => {
    await page.goto("/en/category?fl1=2&c=1");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Biochemistry");
    const items = page.locator(".protocol-item");
    await expect(items).toHaveCount(20);
    const dates = await page.locator(".protocol-item time").evaluateAll((els) => els.map((e) => e.getAttribute("datetime") ?? ""));
    expect(isDescending(dates)).toBe(true);
    const total = await withE2eDb(async (db) =>
      Number(
        (
          await db
            .selectFrom("protocol_categories")
            .innerJoin("protocols", "protocols.id", "protocol_categories.protocol_id")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("protocol_categories.category_id", "=", 2)
            .where("protocols.status", "=", "published")
            .where("protocols.kind", "=", "bp")
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    await expect(page.locator(".reading-list__intro")).toContainText(`${total.toLocaleString("en")} protocols`);
    await expect(page.locator(".reading-pagination__status")).toHaveText(`Page 1 of ${Math.ceil(total / 20)}`);
    await page.locator(".reading-pagination").getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/en\/category\?fl1=2&c=1&page=2$/);
    await expect(page.locator("ol.protocol-list")).toHaveAttribute("start", "21");

    await page.goto("/cn/category?fl1=33&c=1");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("生物信息学与计算生物学");
  });

  test("an unknown subject is a parameter error", async ({ page }) => {
    for (const path of ["/en/category?fl1=3&c=1", "/en/category?fl1=abc", "/en/category"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(400);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sorry, parameter error.");
    }
  });
});
