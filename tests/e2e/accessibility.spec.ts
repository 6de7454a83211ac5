import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { signInAs, waitForHydration } from "./fixtures";
import { authoredProtocolId } from "./reading-db";

/** Whole-page axe checks of the pages readers spend their time on, at the project's width, in both languages. */
async function expectNoViolations(page: Page): Promise<void> {
  // Hydrated: what axe sees is the page as a reader uses it (menus and dialogs wired).
  await waitForHydration(page);
  await expectNoAxeViolations(page);
}

/** Pages of words (guides, boards, news, FAQs, media): their main region, in one of the two languages each. */
const CONTENT_PAGES = [
  "/en/authors?type=process",
  "/en/about?type=editorial",
  "/cn/faqs",
  "/en/news",
  "/en/webptest",
  "/cn/videos",
  "/en/sap",
];

test("the main region of the content pages", async ({ page }) => {
  for (const path of CONTENT_PAGES) {
    await page.goto(path);
    await expect(page.locator("main#main h1")).toBeVisible();
    await expectNoAxeViolations(page, "main#main");
  }
});

/** The reader's pages of lists and words, which must reflow to the window without scrolling sideways (WCAG 1.4.10). */
const REFLOW_PAGES = ["", "/collections", "/specialissue", "/archive", "/news", "/faqs", "/about?type=editorial", "/searchlist?content=RNA"];

test("no reader's page is wider than the window, in either language", async ({ page }) => {
  for (const lang of ["en", "cn"] as const) {
    for (const path of REFLOW_PAGES) {
      await page.goto(`/${lang}${path}`);
      await expect(page.locator("main#main")).toBeVisible();
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, `/${lang}${path}`).toBeLessThanOrEqual(clientWidth);
    }
  }
});

test("a Chinese date is not split across lines", async ({ page }) => {
  await page.goto("/cn/archive");
  await page.locator("main a[href*='archive?issue=']").first().click();
  const date = page.locator("main .reading-list__intro time");
  await expect(date).toHaveText(/\d{4}年\d{2}月\d{2}日/);
  const lines = await date.evaluate((time) => {
    const text = time.firstChild as Text;
    const at = text.data.search(/\d{4}年/);
    const range = document.createRange();
    range.setStart(text, at);
    range.setEnd(text, at + "2026年12月01日".length);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
});

for (const lang of ["en", "cn"] as const) {
  test.describe(`axe, ${lang}`, () => {
    test("the home page", async ({ page }) => {
      await page.goto(`/${lang}`);
      await expectNoViolations(page);
    });

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
