import { expect, test } from "@playwright/test";
import { gotoHydrated, signInAs, waitForHydration } from "./fixtures";
import { asNewVisitor, formsDb } from "./forms-helpers";

/** Issue 14, collections (ADR 0106): an editor makes a collection, orders its protocols from the keyboard and publishes it. */

test("an editor creates a collection, adds two protocols, reorders them from the keyboard; readers see it in Chinese", async ({ page, context, baseURL }) => {
  await asNewVisitor(page, context, baseURL!);
  const unique = Date.now().toString(36);
  // Two protocols online with Chinese titles, as the seed made them.
  const [a, b] = await formsDb((db) =>
    db
      .selectFrom("protocols")
      .select(["id", "title_en", "title_cn"])
      .where("kind", "=", "bp")
      .where("status", "=", "published")
      .where("title_cn", "is not", null)
      .orderBy("id")
      .limit(2)
      .execute(),
  );
  const user = await signInAs(context, baseURL!);
  await formsDb((db) => db.updateTable("users").set({ role: "editor" }).where("id", "=", user.id).execute());

  await gotoHydrated(page, "/en/editorial/collections");
  await expect(page.getByRole("navigation", { name: "Editorial office" }).getByRole("link", { name: "Collections" })).toHaveAttribute("aria-current", "page");
  await page.getByLabel("Short name (slug)").fill(`calcium-imaging-${unique}`);
  await page.getByLabel("Title (English)").fill(`Calcium Imaging ${unique}`);
  await page.getByLabel("Title (Chinese)").fill(`钙成像 ${unique}`);
  await page.getByLabel("Description (Chinese)").fill("活细胞与组织中的钙信号成像方法。");
  await page.getByRole("radio", { name: "Cover design 3" }).check();
  await page.getByRole("button", { name: "Create collection" }).click();
  await expect(page).toHaveURL(/\/en\/editorial\/collections\/\d+\?done=create$/);
  await expect(page.getByRole("status").filter({ hasText: "created as a draft" })).toBeVisible();
  const id = Number(/collections\/(\d+)/.exec(page.url())![1]);

  for (const p of [a!, b!]) {
    await page.getByLabel("Protocol number").fill(String(p.id));
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "was added" })).toBeVisible();
    await expect(page.locator(`.editorial-toc-item a[href="/en/bpdetail?id=${p.id}"]`)).toBeVisible();
  }
  const order = page.locator(".editorial-toc-item .editorial-toc-title a");
  await expect(order).toHaveText([a!.title_en, b!.title_en]);

  // From the keyboard: the first row down; the focus comes back to the same button, so Enter moves it again (back up is disabled at the end).
  await waitForHydration(page);
  await page.getByRole("button", { name: `Move down: ${a!.title_en}` }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "moved down" })).toBeVisible();
  await expect(order).toHaveText([b!.title_en, a!.title_en]);
  await expect(page.getByRole("button", { name: `Move up: ${a!.title_en}` })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "moved up" })).toBeVisible();
  await expect(order).toHaveText([a!.title_en, b!.title_en]);
  await expect(page.getByRole("button", { name: `Move down: ${a!.title_en}` })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(order).toHaveText([b!.title_en, a!.title_en]);

  // A draft: readers do not see it.
  const reader = await context.browser()!.newContext({ baseURL });
  const visitor = await reader.newPage();
  expect((await visitor.request.get(`/cn/collections?id=${id}`)).status()).toBe(404);

  await page.getByRole("button", { name: "Publish collection" }).click();
  await expect(page.getByRole("status").filter({ hasText: "readers can see it now" })).toBeVisible();

  await visitor.goto("/cn/collections");
  await visitor.getByRole("link", { name: `钙成像 ${unique}` }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: `钙成像 ${unique}` })).toBeVisible();
  await expect(visitor.getByText("活细胞与组织中的钙信号成像方法。").first()).toBeVisible();
  const links = visitor.locator(`#main a[href^="/cn/bpdetail?id="]`);
  await expect(links.first()).toHaveAttribute("href", new RegExp(`id=${b!.id}\\b`));
  await expect(links.nth(1)).toHaveAttribute("href", new RegExp(`id=${a!.id}\\b`));
  await reader.close();
});
