import { expect, test, type Page } from "@playwright/test";
import { PDFParse } from "pdf-parse";
import { isoDay } from "@core/dates/iso-day";
import { gotoHydrated, signInAs, waitForHydration } from "./fixtures";
import { authoredProtocolId, newestPublishedIssue, projectIndex, withE2eDb } from "./reading-db";

const PROMPT_EN = "Please log in or register for free to copy/paste or download protocols.";
const PROMPT_CN = "登录/注册后免费查看全文";
/** Sentences of the Western blot protocol's full text (a step and a background paragraph). */
const STEP = "Incubate on ice for 20 min, vortexing for 5 s every 5 min.";
const BACKGROUND = "Immunoblotting combines the resolving power of denaturing gel electrophoresis";

test.describe("protocol page: who may see what (SPEC §1, §6, §8)", () => {
  test("a visitor gets title, authors, abstract and metadata, but no full text in the HTML", async ({ request }) => {
    const id = await authoredProtocolId("Western Blot Analysis of Whole-cell Lysates");
    const response = await request.get(`/en/bpdetail?id=${id}&type=bp`, { headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("Western Blot Analysis of Whole-cell Lysates");
    expect(html).toContain("Xiaowen Lin");
    expect(html).toContain("Western blotting remains the most widely used method");
    expect(html).toContain(PROMPT_EN);
    expect(html).not.toContain(STEP);
    expect(html).not.toContain(BACKGROUND);
    expect(html).not.toContain("Incubate on ice for 20");
  });

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

    // The server refuses the download too.
    const direct = await page.request.get(`/en/bpdetail/pdf?id=${id}&type=bp`, { maxRedirects: 0, headers: { Accept: "text/html" } });
    expect(direct.status()).toBe(302);
    expect(direct.headers()["location"]).toBe(`/en/login?redirect=${encodeURIComponent(path)}`);
    const api = await page.request.get(`/en/bpdetail/xml?id=${id}&type=bp`, { maxRedirects: 0, headers: { Accept: "application/xml" } });
    expect(api.status()).toBe(403);
    expect(await api.text()).toBe(PROMPT_EN);
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

  test("a signed-in reader gets the full text, copy, the PDF and the JATS XML", async ({ page, context, baseURL }) => {
    test.slow(); // the PDF is generated on request
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

    const pdf = await page.request.get(`/en/bpdetail/pdf?id=${id}&type=bp`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const parser = new PDFParse({ data: new Uint8Array(await pdf.body()) });
    const text = (await parser.getText()).text.replace(/\s+/g, " ");
    await parser.destroy();
    expect(text).toContain("Western Blot Analysis of Whole-cell Lysates");
    expect(text).toContain("Daniel R. Whitcombe");
    expect(text).toContain("References");
    expect(text).toContain("Laemmli");

    const xml = await page.request.get(`/en/bpdetail/xml?id=${id}&type=bp`);
    expect(xml.status()).toBe(200);
    const source = await xml.text();
    const parsed = await page.evaluate((s) => {
      const doc = new DOMParser().parseFromString(s, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        title: doc.querySelector("article-title")?.textContent,
        refs: doc.querySelectorAll("ref-list > ref").length,
        // The English article's sections (the Chinese translation sub-article has its own, ADR 0097).
        sections: doc.querySelectorAll("article > body > sec").length,
        translation: doc.querySelector("sub-article")?.getAttribute("article-type") ?? null,
      };
    }, source);
    expect(parsed.error).toBeNull();
    expect(parsed.title).toMatch(/^Western Blot Analysis/);
    expect(parsed.refs).toBeGreaterThan(3);
    expect(parsed.sections).toBe(12);
    expect(parsed.translation).toBe("translation");
  });

  test("the Chinese PDF carries the Chinese title", async ({ context, baseURL, page }) => {
    test.slow(); // the PDF is generated on request, with a large CJK font
    await signInAs(context, baseURL!);
    const id = await authoredProtocolId("Western Blot Analysis of Whole-cell Lysates");
    const pdf = await page.request.get(`/cn/bpdetail/pdf?id=${id}&type=bp`);
    expect(pdf.status()).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(await pdf.body()) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain("全细胞裂解液的蛋白质印迹分析");
    expect(text).toContain("林晓雯");
  });

  test("figures open in a lightbox and equations are typeset", async ({ page, context, baseURL }) => {
    await signInAs(context, baseURL!);
    const id = await authoredProtocolId("Western Blot Analysis of Whole-cell Lysates");
    await gotoHydrated(page, `/en/bpdetail?id=${id}&type=bp`);
    const figure = page.locator(".pbody-figure").first();
    await figure.getByRole("link", { name: "Enlarge figure 1" }).click();
    const dialog = page.getByRole("dialog", { name: "Figure 1" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    const qpcr = await authoredProtocolId("Two-step RT-qPCR with SYBR Green");
    await page.goto(`/en/bpdetail?id=${qpcr}&type=bp`);
    await expect(page.locator(".pbody-equation .katex-display").first()).toBeVisible();
    await expect(page.locator(".pbody-equation math").first()).toBeAttached();
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

test.describe("protocol page: bad links (SPEC §2.2)", () => {
  test("a missing or non-numeric id is a parameter error; an unknown id is not found", async ({ page }) => {
    for (const path of ["/en/bpdetail", "/en/bpdetail?id=abc", "/en/bpdetail?id=12x&type=bp", "/en/bpdetail?id=1001&type=other"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(400);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("Sorry, parameter error.");
      await expect(page.getByRole("link", { name: "Return to Homepage" })).toHaveAttribute("href", "/en");
    }
    const response = await page.goto("/en/bpdetail?id=99999999&type=bp");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sorry, this content isn't available right now.");
    await page.goto("/cn/bpdetail?id=abc");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("抱歉，参数错误。");
  });

  test("a preprint is marked not peer reviewed and links its journal version; a wrong type is corrected", async ({ page, request }) => {
    const preprint = await withE2eDb(async (db) =>
      db.selectFrom("protocols").select(["id", "journal_version_id"]).where("kind", "=", "bpp").where("journal_version_id", "is not", null).orderBy("id").executeTakeFirstOrThrow(),
    );
    const wrong = await request.get(`/en/bpdetail?id=${preprint.id}&type=bp`, { maxRedirects: 0 });
    expect(wrong.status()).toBe(301);
    expect(wrong.headers()["location"]).toBe(`/en/bpdetail?id=${preprint.id}&type=bpp`);
    await page.goto(`/en/bpdetail?id=${preprint.id}&type=bpp`);
    await expect(page.locator(".protocol__badges")).toContainText("Not peer reviewed");
    await expect(page.getByRole("link", { name: "Read the peer-reviewed version published in the journal" })).toHaveAttribute(
      "href",
      `/en/bpdetail?id=${preprint.journal_version_id}&type=bp`,
    );
  });
});

test.describe("articles in press (SPEC §4)", () => {
  test("an in-press protocol is marked; once published in an issue its old link shows the published article", async ({ page }, testInfo) => {
    const { id } = await withE2eDb(async (db) => {
      // Seeded protocols in press, online before today: the editorial tests put their own online today and publish
      // them into issues while this runs. These two are still near the top of /press, newest online first.
      const rows = await db
        .selectFrom("protocols")
        .select("id")
        .where("status", "=", "in_press")
        .where("online_on", "<", isoDay())
        .orderBy("online_on", "desc")
        .orderBy("id", "desc")
        .limit(2)
        .execute();
      return { id: rows[projectIndex(testInfo.project.name)]!.id };
    });
    const issue = await newestPublishedIssue();
    const link = `/en/bpdetail?id=${id}&type=bp`;
    await page.goto(link);
    await expect(page.locator(".protocol__badges")).toContainText("In press");
    await page.goto("/en/press");
    await expect(page.locator(`.protocol-item a[href="${link}"]`)).toHaveCount(1);

    await withE2eDb((db) => db.updateTable("protocols").set({ status: "published", issue_id: issue.id, published_on: issue.publishedOn }).where("id", "=", id).execute());

    await page.goto(link);
    await expect(page.locator(".protocol__badges")).not.toContainText("In press");
    const published = page.getByRole("link", { name: `Published in Vol ${issue.volume}, Iss ${issue.number}` });
    await expect(published).toHaveAttribute("href", `/en/archive?issue=${issue.id}`);
    await page.goto("/en/press");
    await expect(page.locator(`.protocol-item a[href="${link}"]`)).toHaveCount(0);
    await page.goto(`/en/archive?issue=${issue.id}`);
    await expect(page.locator(`.protocol-item a[href="${link}"]`)).toHaveCount(1);
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
