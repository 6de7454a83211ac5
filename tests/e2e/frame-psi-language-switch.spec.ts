import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./fixtures";

/**
 * SPEC §2.2: on /cn/psi a `w` above 1 (or one of its codes) hides the language switch. Checked by what a
 * reader sees (the class sets display: flex, which used to override the `hidden` attribute), in the
 * desktop slogan bar and in the mobile slide-in menu.
 */
async function languageSwitch(page: Page, mobile: boolean) {
  if (!mobile) return page.locator(".slogan-bar .lang-switch");
  await page.getByRole("button", { name: "打开菜单" }).click();
  const menu = page.locator("#mobile-menu");
  await expect(menu.getByRole("link").first()).toBeVisible();
  return menu.locator(".lang-switch");
}

test.describe("/cn/psi: the w rule hides the language switch (SPEC §2.2)", () => {
  for (const w of ["9d4", "4b5", "a2f", "bbc", "5a8", "2"]) {
    test(`w=${w} hides it`, async ({ page }, testInfo) => {
      await gotoHydrated(page, `/cn/psi?w=${w}`);
      const sw = await languageSwitch(page, testInfo.project.name === "mobile");
      await expect(sw).toBeHidden();
      await expect(page.locator('a[hreflang="en"]:visible')).toHaveCount(0);
    });
  }
  for (const query of ["?w=1", ""]) {
    test(`${query || "no w"} shows it`, async ({ page }, testInfo) => {
      await gotoHydrated(page, `/cn/psi${query}`);
      const sw = await languageSwitch(page, testInfo.project.name === "mobile");
      await expect(sw).toBeVisible();
    });
  }
});
