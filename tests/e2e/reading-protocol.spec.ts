import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, signInAs, waitForHydration } from "./fixtures";
import { authoredProtocolId, projectIndex, withE2eDb } from "./reading-db";

const PROMPT_EN = "Please log in or register for free to copy/paste or download protocols.";
const PROMPT_CN = "登录/注册后免费查看全文";
/** Sentences of the Western blot protocol's full text (a step and a background paragraph). */
const STEP = "Incubate on ice for 20 min, vortexing for 5 s every 5 min.";

/**
 * What a reader meets on the protocol page in a browser. What the server answers without one (a visitor's HTML
 * holds no full text, the refused downloads, the PDF and JATS XML, bad links, preprints, articles in press) is
 * checked over HTTP in tests/integration/reading-protocol-http.test.ts (ADR 0009).
 */

test.describe("protocol page: who may see what (SPEC §1, §6, §8)", () => {
  test("the visitor's prompt, login link, blocked copy and disabled downloads (en)", async ({ page }) => {
    const id = await authoredProtocolId("Western Blot Analysis of Whole-cell Lysates");
    const path = `/en/bpdetail?id=${id}&type=bp`;
    // Hydrated, so its event handlers are attached. (Not networkidle: keepalive reports never let it settle.)
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Western Blot Analysis of Whole-cell Lysates/);
    const locked = page.locator("#full-text-locked");
    await expect(locked).toContainText(PROMPT_EN);
    await expect(locked.getByRole("link")).toHaveAttribute("href", `/en/login?redirect=${encodeURIComponent(path)}`);
    await expect(page.getByText(STEP)).toHaveCount(0);

    // Copying any text of the article is prevented and explained.
    const prevented = await page.locator("#abstract p").first().evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      const event = new ClipboardEvent("copy", { bubbles: true, cancelable: true });
      el.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(prevented).toBe(true);
    await expect(page.getByRole("alert")).toContainText(PROMPT_EN);

    // The download buttons are disabled and say why.
    await page.reload();
    await waitForHydration(page);
    const pdf = page.getByRole("link", { name: "Download PDF" });
    await expect(pdf).toHaveAttribute("aria-disabled", "true");
    // Playwright does not click an aria-disabled element, and a fixed banner may cover it on a phone: the
    // click event is dispatched to the link itself.
    await pdf.dispatchEvent("click");
    await expect(page).toHaveURL(new RegExp(`/en/bpdetail\\?id=${id}&type=bp$`));
    await expect(page.getByRole("alert")).toContainText(PROMPT_EN);
    // The server refuses the download too: tests/integration/reading-protocol-http.test.ts.
  });

  test("the Chinese page shows the Chinese title and abstract and the Chinese prompt", async ({ page }, testInfo) => {
    const id = await authoredProtocolId("Western Blot Analysis of Whole-cell Lysates");
    await page.goto(`/cn/bpdetail?id=${id}&type=bp`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("全细胞裂解液的蛋白质印迹分析：SDS-PAGE、PVDF 膜湿法转印与增强化学发光检测");
    await expect(page.locator("#abstract p").first()).toContainText("蛋白质印迹（Western blot）仍是");
    await expect(page.locator("#full-text-locked")).toContainText(PROMPT_CN);
    await expect(page.locator("time").first()).toHaveText(/^\d{4}年\d{2}月\d{2}日$/);
    // A protocol without a Chinese title (an imported one; every demo protocol has one, issue 17 §1) shows the
    // English one, marked as English. Each browser project makes its own so parallel runs don't race.
    const englishOnly = await withE2eDb(async (db) => {
      const rows = await db.selectFrom("protocols").select("id").where("kind", "=", "bp").where("status", "=", "published").orderBy("id").offset(40).limit(2).execute();
      const id = rows[projectIndex(testInfo.project.name)]!.id;
      await db.updateTable("protocols").set({ title_cn: null, abstract_cn: null, keywords_cn: "[]" }).where("id", "=", id).execute();
      return id;
    });
    await page.goto(`/cn/bpdetail?id=${englishOnly}&type=bp`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
    await expect(page.locator("#abstract p").first()).toHaveAttribute("lang", "en");
  });

  test("a signed-in reader gets the full text and may copy it", async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL!);
    const id = await authoredProtocolId("Western Blot Analysis of Whole-cell Lysates");
    await page.goto(`/en/bpdetail?id=${id}&type=bp`);
    await expect(page.getByText(STEP)).toBeVisible();
    await expect(page.locator("#section-procedure ol.protocol-steps > li").first()).toBeVisible();
    await expect(page.locator("#full-text-locked")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Favorite" })).toBeVisible();
    await expect(page.locator('form[action="/en/favourite"] input[name="protocol_id"]')).toHaveValue(String(id));

    const prevented = await page.locator("#abstract p").first().evaluate((el) => {
      const event = new ClipboardEvent("copy", { bubbles: true, cancelable: true });
      el.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(prevented).toBe(false);

    // In-text citations link to the reference list; materials are a table with supplier and catalogue number.
    await expect(page.locator('a.pbody-cite[href="#ref-1"]').first()).toBeVisible();
    await expect(page.locator("#section-materials th").nth(1)).toHaveText("Supplier");
    await expect(page.locator("#section-materials td", { hasText: "14190144" })).toBeVisible();

    // The PDF and the JATS XML: tests/integration/reading-protocol-http.test.ts.
  });

  test("figures open in a lightbox and equations are typeset", async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL!);
    const id = await authoredProtocolId("Western Blot Analysis of Whole-cell Lysates");
    await gotoHydrated(page, `/en/bpdetail?id=${id}&type=bp`);
    const figure = page.locator(".pbody-figure").first();
    // Far below the first screen, the figure is not fetched with the page: neither its picture nor the lightbox's
    // (an image the page holds, even in a closed dialog, would have been fetched before the load event).
    expect(await figure.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(3 * page.viewportSize()!.height);
    const fetched = () => page.evaluate(() => performance.getEntriesByType("resource").filter((e) => e.name.includes("/figures/")).length);
    expect(await fetched()).toBe(0);
    await figure.getByRole("link", { name: "Enlarge figure 1" }).click();
    const dialog = page.getByRole("dialog", { name: "Figure 1" });
    await expect(dialog).toBeVisible();
    // Opened, the lightbox shows the picture.
    await expect.poll(() => dialog.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    const qpcr = await authoredProtocolId("Two-step RT-qPCR with SYBR Green");
    await page.goto(`/en/bpdetail?id=${qpcr}&type=bp`);
    await expect(page.locator(".pbody-equation .katex-display").first()).toBeVisible();
    await expect(page.locator(".pbody-equation math").first()).toBeAttached();
    // KaTeX's stylesheet came with the page (ADR 0138): the MathML copy, for screen readers, is not drawn a second time.
    await expect(page.locator(".pbody-equation .katex-mathml").first()).toHaveCSS("position", "absolute");
  });

  test("wide tables scroll sideways on a phone", async ({ page, context, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== "mobile", "narrow layout only");
    await signInAs(context, baseURL!);
    const id = await authoredProtocolId("Western Blot Analysis of Whole-cell Lysates");
    await page.goto(`/en/bpdetail?id=${id}&type=bp`);
    const scroller = page.locator("#section-materials .reading-table-scroll");
    const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(375);
  });
});

test.describe("view counting", () => {
  async function viewsOf(id: number): Promise<number> {
    return withE2eDb(async (db) => (await db.selectFrom("protocols").select("views_total").where("id", "=", id).executeTakeFirstOrThrow()).views_total);
  }

  test("the page reports its view: one per visitor per day; not crawlers, not prefetches", async ({ browser, request }, testInfo) => {
    const id = await withE2eDb(async (db) => {
      const rows = await db.selectFrom("protocols").select("id").where("kind", "=", "bp").where("status", "=", "published").orderBy("id").offset(100).limit(2).execute();
      return rows[projectIndex(testInfo.project.name)]!.id;
    });
    const url = `/en/bpdetail?id=${id}&type=bp`;
    const start = await viewsOf(id);
    const reported = (page: Page) => page.waitForResponse((r) => r.url().endsWith("/v1/journal/protocol/view") && r.request().method() === "POST");

    const first = await browser.newContext();
    const page = await first.newPage();
    // The page (the same cached HTML for every visitor, ADR 0118) reports the view and shows the total it gets back.
    const firstReport = reported(page);
    await page.goto(url);
    expect((await (await firstReport).json()).data).toEqual({ counted: true, views: start + 1 });
    await expect(page.locator(".protocol__views")).toHaveText((start + 1).toLocaleString("en"));
    expect(await viewsOf(id)).toBe(start + 1);
    const cookie = (await first.cookies()).find((c) => c.name === "uuid");
    expect(cookie?.httpOnly).toBe(false);
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    const reload = reported(page);
    await page.reload();
    expect((await (await reload).json()).data).toEqual({ counted: false, views: start + 1 });
    expect(await viewsOf(id)).toBe(start + 1);
    await first.close();

    const second = await browser.newContext();
    const other = await second.newPage();
    const secondReport = reported(other);
    await other.goto(url);
    await secondReport;
    expect(await viewsOf(id)).toBe(start + 2);
    await second.close();

    // Without the page's script nothing is counted: prefetches and crawlers fetch the HTML only.
    await request.get(url, { headers: { "Sec-Purpose": "prefetch" } });
    await request.get(url, { headers: { Purpose: "prefetch" } });
    await request.get(url, { headers: { "User-Agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" } });
    expect(await viewsOf(id)).toBe(start + 2);
  });
});
