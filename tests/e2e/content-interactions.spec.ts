import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./fixtures";

test.describe("FAQs", () => {
  test("expand all and collapse all open and close every answer, also from the keyboard", { tag: "@narrow" }, async ({ page }) => {
    await page.goto("/en/faqs");
    const questions = page.locator("details.faq");
    const count = await questions.count();
    expect(count).toBeGreaterThan(10);
    await expect(page.getByRole("heading", { level: 2, name: "Peer review" })).toBeVisible();
    await expect(page.locator("details.faq[open]")).toHaveCount(0);

    const expand = page.getByRole("button", { name: "Expand all" });
    const collapse = page.getByRole("button", { name: "Collapse all" });
    await expect(expand).toBeVisible();
    await expand.click();
    await expect(page.locator("details.faq[open]")).toHaveCount(count);
    await expect(questions.last().locator(".faq__answer")).toBeVisible();

    await collapse.click();
    await expect(page.locator("details.faq[open]")).toHaveCount(0);

    await expand.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("details.faq[open]")).toHaveCount(count);
    await collapse.focus();
    await page.keyboard.press("Space");
    await expect(page.locator("details.faq[open]")).toHaveCount(0);

    // One question on its own.
    const first = questions.first();
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(page.locator("details.faq[open]")).toHaveCount(1);
  });

  test("the Chinese page has the same controls in Chinese", async ({ page }) => {
    await page.goto("/cn/faqs");
    await page.getByRole("button", { name: "全部展开" }).click();
    await expect(page.locator("details.faq:not([open])")).toHaveCount(0);
    await page.getByRole("button", { name: "全部收起" }).click();
    await expect(page.locator("details.faq[open]")).toHaveCount(0);
  });

  test("without JavaScript the questions still open, and no dead buttons are shown", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/en/faqs");
    await expect(page.getByRole("button", { name: "Expand all" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Collapse all" })).toBeHidden();
    const first = page.locator("details.faq").first();
    await first.locator("summary").click();
    await expect(first.locator(".faq__answer")).toBeVisible();
    await context.close();
  });

  test("a link to one question opens it", async ({ page }) => {
    await page.goto("/en/faqs");
    const id = await page.locator("details.faq").nth(5).getAttribute("id");
    await page.goto(`/en/faqs#${id}`);
    await expect(page.locator(`[id="${id}"]`)).toHaveAttribute("open", "");
    await expect(page.locator(`[id="${id}"] summary`)).toBeInViewport();
  });
});

test.describe("about anchors", () => {
  test("type=pm brings the publishing model into view, type=jp the journal information", async ({ page }) => {
    await page.goto("/en/about?type=pm");
    await expect(page.getByRole("heading", { level: 2, name: "Publishing model" })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.goto("/cn/about?type=jp");
    await expect(page.locator("#journal")).toBeInViewport();
    await expect(page.locator("#journal")).toHaveText("期刊信息");
  });

  test("the side menu links carry #journal and #pm and land there", async ({ page }) => {
    await page.goto("/en/about?type=aims");
    const menu = page.getByRole("navigation", { name: "Pages in this section" });
    await expect(menu.getByRole("link", { name: "Journal information" })).toHaveAttribute(
      "href",
      "/en/about?type=jp#journal",
    );
    await expect(menu.getByRole("link", { name: "Publishing model" })).toHaveAttribute("href", "/en/about?type=pm#pm");
    await menu.getByRole("link", { name: "Publishing model" }).click();
    await expect(page).toHaveURL(/\/en\/about\?type=pm#pm$/);
    await expect(page.locator("#pm")).toBeInViewport();
    await expect(menu.getByRole("link", { name: "Publishing model" })).toHaveAttribute("aria-current", "page");

    await menu.getByRole("link", { name: "Aims and scope" }).click();
    await expect(page).toHaveURL(/\/en\/about\?type=aims$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aims and Scope");
  });

  test("the editorial board comes from the database, grouped by role", async ({ page }) => {
    await page.goto("/en/about?type=editorial");
    const groups = page.locator(".board__group h2");
    await expect(groups).toHaveText(["Editor-in-Chief", "Associate Editors", "Executive Editor", "Managing Editors"]);
    const chief = page.locator(".board-member").first();
    await expect(chief.locator(".board-member__name")).toHaveText("Xiaohong Lin");
    await expect(chief.locator("img")).toHaveJSProperty("complete", true);
    expect(await chief.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.goto("/cn/about?type=advisory");
    await expect(page.locator(".board__group h2")).toHaveText(["顾问"]);
  });
});

test.describe("author guide", () => {
  test("the review process shows the SPEC's stages as an ordered timeline", async ({ page }) => {
    await page.goto("/en/authors?type=process");
    const stages = page.locator("ol.review-timeline__stages > li");
    await expect(stages).toHaveCount(8);
    await expect(stages.locator(".review-timeline__duration")).toHaveText([
      "About 4 weeks",
      "About 2 days",
      "About 2 days",
      "About 2 days",
      "About 2 weeks",
      "About 10 days",
      "About 2 weeks each",
      "On acceptance",
    ]);
    await expect(stages.nth(1)).toContainText("Managing editor");
    await expect(stages.nth(2)).toContainText("Executive editor");
    await expect(stages.last()).toContainText("invoice");

    await page.goto("/cn/authors?type=process");
    await expect(page.locator(".review-timeline__duration").first()).toHaveText("约 4 周");
  });

  test("the side menu switches the page type", { tag: "@narrow" }, async ({ page }) => {
    await page.goto("/en/authors");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Author Guidelines");
    const menu = page.getByRole("navigation", { name: "Pages in this section" });
    await menu.getByRole("link", { name: "Artificial intelligence" }).click();
    await expect(page).toHaveURL(/\/en\/authors\?type=ai$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Policy on Artificial Intelligence");
    await menu.getByRole("link", { name: "Article processing charges" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Processing Charges");
    await expect(page.locator(".prose")).toContainText("No other fees");
  });

  test("a long page has a table of contents whose links reach their headings", { tag: "@narrow" }, async ({ page }) => {
    // On a narrow screen the contents fold once scripts run: decide only after that.
    await gotoHydrated(page, "/en/authors?type=guidelines");
    const toc = page.getByRole("navigation", { name: "On this page" });
    await expect(toc).toBeAttached();
    const summary = toc.locator("summary");
    if (!(await toc.locator("details").evaluate((d: HTMLDetailsElement) => d.open))) await summary.click();
    await toc.getByRole("link", { name: "Before you submit" }).click();
    await expect(page).toHaveURL(/#before-you-submit$/);
    await expect(page.locator("#before-you-submit")).toBeInViewport();
  });
});

test.describe("news", () => {
  test("the list pages with real links and each item has its own page", async ({ page }) => {
    await page.goto("/en/news");
    const titles = page.locator(".news-list__title");
    const firstPage = await titles.allTextContents();
    expect(firstPage.length).toBeGreaterThan(1);
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/en\/news\?page=2$/);
    await expect(titles.first()).not.toHaveText(firstPage[0]!);
    await titles.first().getByRole("link").click();
    await expect(page).toHaveURL(/\/en\/news\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "All news" })).toHaveAttribute("href", "/en/news");
  });
});

test.describe("image-format check", () => {
  test("shows what this browser supports", async ({ page }) => {
    await page.goto("/en/webptest");
    const rows = page.locator(".format-check__table tbody tr");
    await expect(rows).toHaveCount(3);
    await expect(page.locator('tr[data-format="webp"] .format-check__result')).toHaveText("Yes");
    await expect(page.locator('tr[data-format="svg"] .format-check__result')).toHaveText("Yes");
    await expect(page.locator('tr[data-format="avif"] .format-check__result')).toHaveText(/^(Yes|No)$/);
    await expect(page.locator(".format-check__summary")).not.toHaveText("Checking…");
  });

  test("without JavaScript it says the check needs it", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/cn/webptest");
    await expect(page.locator(".format-check__nojs")).toContainText("JavaScript");
    await expect(page.locator(".format-check__table")).toHaveCount(0);
    await context.close();
  });
});

test.describe("e-books, collections, webinars, videos", () => {
  test("a special issue shows its editors, reviewers and sections of protocols linking to the protocol pages", async ({
    page,
  }) => {
    await page.goto("/en/specialissue");
    await page.locator(".card__title a").first().click();
    await expect(page).toHaveURL(/\/en\/specialissue\?id=\d+$/);
    await expect(page.locator(".si-people h3")).toHaveText(["Managing editor", "Associate editors", "Reviewers"]);
    const protocol = page.locator(".si-section .protocol-item__title a").first();
    await expect(protocol).toHaveAttribute("href", /^\/en\/bpdetail\?id=\d+&type=bp$/);
  });

  test("videos show their posters and link to their protocols", async ({ page }) => {
    await page.goto("/en/videos");
    const cards = page.locator(".video-card");
    await expect(cards).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Read the protocol" }).first()).toHaveAttribute(
      "href",
      /^\/en\/bpdetail\?id=\d+&type=bp$/,
    );
    const poster = await cards.first().locator("video").getAttribute("poster");
    expect((await page.request.get(poster!)).headers()["content-type"]).toBe("image/jpeg");
  });

  test("webinars are split into upcoming and past", async ({ page }) => {
    await page.goto("/cn/webinars");
    await expect(page.getByRole("heading", { level: 2, name: "即将举行" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "往期回顾" })).toBeVisible();
    await expect(page.locator(".webinar").first()).toContainText("UTC");
  });

  test("the sponsor programme lists the sponsors with their logos", async ({ page }) => {
    await page.goto("/en/sap");
    await expect(page.getByRole("heading", { level: 2, name: "Our sponsors" })).toBeVisible();
    expect(await page.locator(".sponsors__list li").count()).toBeGreaterThan(2);
    // Each sponsor: its logo (decorative) beside its name.
    await expect(page.locator(".sponsors__list li").first().locator("img")).toHaveAttribute("src", /\/images\/logos\//);
    await expect(page.locator(".sponsors__list li").first()).toContainText(/\w{3,}/);
    // The demo's sponsors are invented: no link to a made-up outside site (issue 19 item 11, ADR 0086).
    for (const href of await page.locator(".sponsors__list a").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))) {
      expect(new URL(href).host).toBe(new URL(page.url()).host);
    }
  });
});
