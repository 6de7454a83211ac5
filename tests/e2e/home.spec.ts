import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./fixtures";

test("the home page shows the journal from the database, in both languages", async ({ page }) => {
  await page.goto("/en");
  await expect(page).toHaveTitle(/Open Protocols in Life Science/);
  await expect(page.getByRole("heading", { name: "Newly published" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Most read" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Most cited" })).toBeVisible();
  await expect(page.locator(".protocol-item").first()).toBeVisible();
  await expect(page.locator(".home-hero").getByRole("searchbox")).toHaveAttribute("placeholder", "Search 5,000+ protocols");
  // Dates in the SPEC's format.
  await expect(page.locator(".protocol-item time").first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

  await page.goto("/cn");
  await expect(page.getByRole("heading", { name: "最新发表" })).toBeVisible();
  await expect(page.locator(".protocol-item time").first()).toHaveText(/^\d{4}年\d{2}月\d{2}日$/);
});

test("the home page's collection cards show their cover across the card, the title under it", async ({ page }) => {
  await page.goto("/en");
  const card = page.locator(".home-card").first();
  await expect(card.locator("img")).toBeVisible();
  const [cardBox, imageBox, titleBox] = await Promise.all([
    card.boundingBox(),
    card.locator("img").boundingBox(),
    card.locator(".home-card__title").boundingBox(),
  ]);
  // The collections list's own cards (.card: a side-by-side row) once shrank these to a thumbnail beside the title.
  expect(Math.round(imageBox!.width)).toBe(Math.round(cardBox!.width));
  expect(titleBox!.y).toBeGreaterThanOrEqual(imageBox!.y + imageBox!.height);
});

test("the language switch keeps the page and its query", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await gotoHydrated(page, "/en/archive?issue=3");
  await page.evaluate(() => document.documentElement.setAttribute("data-first-document", ""));
  if ((page.viewportSize()?.width ?? 1280) < 980) await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("link", { name: "CN - 中文" }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/cn\/archive\?issue=3$/);
  // Switched inside the page (ADR 0117): the Chinese strings were fetched on the way, and the page is Chinese.
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(page.getByRole("link", { name: "往期目录" }).filter({ visible: true }).first()).toBeAttached();
  await expect(page.locator("html")).toHaveAttribute("data-first-document", "");
  expect(errors).toEqual([]);
});

test("/healthz checks the database", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  // Under a cluster each worker answers as itself (ADR 0119).
  const health = (await response.json()) as { status: string; pid: number; worker: number | null };
  expect(health.status).toBe("ok");
  expect(health.pid).toBeGreaterThan(0);
});
