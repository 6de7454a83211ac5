import { expect, test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { signInAs } from "./fixtures";
import { authoredProtocolId } from "./reading-db";

/** Whole-page axe checks of the pages readers spend their time on, at the project's width, in both languages. */
async function expectNoViolations(page: Page): Promise<void> {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    ),
  ).toEqual([]);
}

for (const lang of ["en", "cn"] as const) {
  test.describe(`axe, ${lang}`, () => {
    test.describe.configure({ timeout: 120_000 });

    test("a protocol page, as a visitor and signed in", async ({ page, context, baseURL }) => {
      const id = await authoredProtocolId("Western Blot Analysis of Whole-cell Lysates");
      await page.goto(`/${lang}/bpdetail?id=${id}&type=bp`);
      await expectNoViolations(page);
      await signInAs(context, baseURL!);
      await page.goto(`/${lang}/bpdetail?id=${id}&type=bp`);
      await expectNoViolations(page);
    });

    test("search results and the archive", async ({ page }) => {
      await page.goto(`/${lang}/searchlist?content=${lang === "cn" ? "细胞" : "cells"}`);
      await expectNoViolations(page);
      await page.goto(`/${lang}/archive`);
      await expectNoViolations(page);
    });

    test("the submission and reviewer forms", async ({ page }) => {
      await page.goto(`/${lang}/submission`);
      await expectNoViolations(page);
      await page.goto(`/${lang}/becomereviewer`);
      await expectNoViolations(page);
    });
  });
}
