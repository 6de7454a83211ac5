import { expect, type Page } from "@playwright/test";

/** The search page's own content (the header has its own search box). */
export const main = (page: Page) => page.locator("main");

/** Opens a search page and waits until its forms run in the browser. */
export async function openSearch(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("main[data-hydrated]")).toHaveCount(1);
}

/** Records the navigations (documents and route data) the page starts, to prove that an action did nothing. */
export function recordNavigations(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document" || /\.data(\?|$)/.test(r.url())) seen.push(r.url());
  });
  return seen;
}

/**
 * Lets a navigation that an action might start actually start (then `recordNavigations` would show it): a
 * client navigation requests its route data within the task of the submit, so two animation frames later it
 * is recorded. (Not networkidle: the keepalive tracking reports of SPEC §7 never let it settle.)
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** The advanced search panel of the search page, opened. */
export async function openAdvanced(page: Page, label: "Advanced search" | "高级检索" = "Advanced search") {
  const panel = main(page).locator("details.advanced-search");
  if ((await panel.getAttribute("open")) === null) await panel.locator("summary", { hasText: label }).click();
  await expect(panel).toHaveAttribute("open", "");
  return panel;
}

/** The filters (folded on narrow screens), opened. */
export async function openFilters(page: Page) {
  const panel = main(page).locator("details.search-layout__filters");
  if ((await panel.getAttribute("open")) === null) await panel.locator("summary").click();
  await expect(panel).toHaveAttribute("open", "");
  return panel;
}
