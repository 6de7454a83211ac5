import { expect, test, type BrowserContext } from "@playwright/test";
import { sql } from "kysely";
import { isoDay } from "@core/dates/iso-day";
import { listRecentIssues } from "@core/issues/list-recent-issues";
import { reindexProtocols } from "@core/search/index-protocol";
import { gotoHydrated, signInAs } from "./fixtures";
import { asNewVisitor, formsDb } from "./forms-helpers";
import type { Db } from "@core/db/client";

/** Issue 14, issues: an editor puts an issue together from protocols in press and publishes it (ADR 0100). */

const ISSUE_PATHS = ["editorial/issues", "editorial/issues/1"];

async function signInEditor(context: BrowserContext, baseURL: string) {
  const user = await signInAs(context, baseURL);
  await formsDb((db) => db.updateTable("users").set({ role: "editor" }).where("id", "=", user.id).execute());
  return user;
}

interface InPress {
  id: number;
  title: string;
}

/**
 * Two protocols in press, as an editor would have put them online, with titles no other test uses. Ids follow
 * the newest, as the office gives them; the read and the insert hold SQLite's write lock together (BEGIN
 * IMMEDIATE), so the server and the other workers, which add protocols meanwhile, cannot take the same ids.
 */
async function twoProtocolsInPress(unique: string): Promise<[InPress, InPress]> {
  return formsDb(async (db) => {
    await sql`begin immediate`.execute(db);
    let made: [InPress, InPress];
    try {
      made = await insertTwoInPress(db, unique);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
    await reindexProtocols(db, made.map((p) => p.id));
    return made;
  });
}

async function insertTwoInPress(db: Db, unique: string): Promise<[InPress, InPress]> {
  const max = await db.selectFrom("protocols").select(sql<number | null>`max(id)`.as("max")).executeTakeFirst();
  const first = Number(max?.max ?? 0) + 1;
  const rows = [
    { id: first, title: `Clearing Whole Mouse Embryos with CUBIC for Light-Sheet Imaging ${unique}`, titleCn: `CUBIC 透明化小鼠全胚胎用于光片成像 ${unique}` },
    { id: first + 1, title: `Quantifying Autophagic Flux in HeLa Cells with a Tandem mRFP-GFP-LC3 Reporter ${unique}`, titleCn: `利用 mRFP-GFP-LC3 串联报告系统定量 HeLa 细胞自噬流 ${unique}` },
  ] as const;
  await db
    .insertInto("protocols")
    .values(
      rows.map((r) => ({
        id: r.id,
        kind: "bp" as const,
        status: "in_press" as const,
        doi: `10.99999/opls.${r.id}`,
        elocation: `e${r.id}`,
        title_en: r.title,
        title_cn: r.titleCn,
        abstract_en: "A step-by-step protocol, accepted after peer review and online ahead of its issue.",
        abstract_cn: "经同行评审录用、先于所在期次在线发表的分步实验方案。",
        received_on: "2026-08-03",
        accepted_on: "2026-10-12",
        online_on: isoDay(),
        published_on: null,
        issue_id: null,
        video_id: null,
        journal_version_id: null,
      })),
    )
    .execute();
  return [
    { id: rows[0].id, title: rows[0].title },
    { id: rows[1].id, title: rows[1].title },
  ];
}

test("visitors and readers get the not-found page on the issue pages", async ({ page, context, baseURL }) => {
  for (const lang of ["en", "cn"]) {
    for (const path of ISSUE_PATHS) expect((await page.request.get(`/${lang}/${path}`)).status(), `${lang}/${path}`).toBe(404);
  }
  await signInAs(context, baseURL!);
  for (const path of ISSUE_PATHS) expect((await page.request.get(`/en/${path}`)).status(), path).toBe(404);
  const post = await page.request.post(`/en/editorial/issues/1`, { form: { intent: "publish" }, headers: { Origin: baseURL! } });
  expect(post.status()).toBe(404);
});

test("an editor creates an issue, assigns and orders two protocols in press, publishes it; readers see it", async ({ page, context, baseURL }, testInfo) => {
  await asNewVisitor(page, context, baseURL!);
  const unique = Date.now().toString(36);
  const [a, b] = await twoProtocolsInPress(unique);
  await signInEditor(context, baseURL!);

  await gotoHydrated(page, "/en/editorial/issues");
  await expect(page.getByRole("navigation", { name: "Editorial office" }).getByRole("link", { name: "Issues", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // The form suggests the next issue; the mobile run of this spec takes the one after, so both can run at once.
  const suggested = Number(await page.getByLabel("Issue number").inputValue());
  expect(suggested).toBeGreaterThan(0);
  await page.getByLabel("Issue number").fill(String(suggested + (testInfo.project.name === "mobile" ? 1 : 0)));
  await page.getByRole("radio", { name: "Cover design 2" }).check();
  await page.getByLabel("Title (English)").fill(`Imaging Cells and Embryos ${unique}`);
  await page.getByLabel("Title (Chinese)").fill(`细胞与胚胎成像 ${unique}`);
  await page.getByRole("button", { name: "Create issue" }).click();
  await expect(page).toHaveURL(/\/en\/editorial\/issues\/\d+\?done=create$/);
  await expect(page.getByRole("status").filter({ hasText: "Issue created." })).toBeVisible();
  const issueId = Number(/issues\/(\d+)/.exec(page.url())![1]);

  // Scheduled: nowhere on the public site.
  const reader = await context.browser()!.newContext({ baseURL });
  const visitor = await reader.newPage();
  expect((await visitor.request.get(`/en/archive?issue=${issueId}`)).status()).toBe(404);
  expect(await (await visitor.request.get("/sitemaps/issues.xml")).text()).not.toContain(`issue=${issueId}<`);

  // The editorial note is added afterwards; readers will see it with the issue.
  await page.getByText("Edit date, cover, title and note").click();
  await page.getByLabel("Editorial note (English)").fill("Two protocols for seeing inside cells and whole embryos.");
  await page.getByLabel("Editorial note (Chinese)").fill("本期两篇实验方案分别用于观察细胞内部与整个胚胎。");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Issue details saved." })).toBeVisible();

  // Assign both, in the order a, b.
  for (const p of [a, b]) {
    await page.getByRole("combobox", { name: /Protocol in press/ }).selectOption(String(p.id));
    await page.getByRole("button", { name: "Add to issue" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Protocol assigned." })).toBeVisible();
    await expect(page.locator(".editorial-toc-item").filter({ hasText: p.title })).toBeVisible();
  }
  const toc = page.locator(".editorial-toc-item .editorial-toc-title a");
  await expect(toc).toHaveText([a.title, b.title]);

  // b up with the pointer, then down and up again from the keyboard.
  await page.getByRole("button", { name: "Move protocol 2 up" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Moved up." })).toBeVisible();
  await expect(toc).toHaveText([b.title, a.title]);
  await page.getByRole("button", { name: "Move protocol 1 down" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Moved down." })).toBeVisible();
  await expect(toc).toHaveText([a.title, b.title]);
  await page.getByRole("button", { name: "Move protocol 2 up" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Moved up." })).toBeVisible();
  await expect(toc).toHaveText([b.title, a.title]);
  // E-locations follow the order: the smaller number goes first.
  await expect(page.locator(".editorial-toc-item").first()).toContainText(`Automatic: e${a.id}`);
  await expect(page.locator(".editorial-toc-item").nth(1)).toContainText(`Automatic: e${b.id}`);

  await page.getByRole("button", { name: "Publish issue" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Issue published" })).toBeVisible();
  await expect(page.getByText("Published", { exact: true }).first()).toBeVisible();

  // Readers: the archive lists it, its page holds both protocols, the home page's current issue is it (or one
  // a parallel run published after it), and /press no longer lists them.
  await visitor.goto("/en/archive");
  await expect(visitor.locator(`a[href="/en/archive?issue=${issueId}"]`).first()).toBeVisible();
  await visitor.goto(`/en/archive?issue=${issueId}`);
  await expect(visitor.getByText(`Imaging Cells and Embryos ${unique}`)).toBeVisible();
  await expect(visitor.getByRole("region", { name: "Editorial note" })).toContainText("seeing inside cells");
  await expect(visitor.getByRole("link", { name: a.title })).toBeVisible();
  await expect(visitor.getByRole("link", { name: b.title })).toBeVisible();
  const current = await formsDb(async (db) => (await listRecentIssues(db, 1))[0]!.id);
  expect(current).toBeGreaterThanOrEqual(issueId);
  await visitor.goto("/en");
  await expect(visitor.locator(`a.current-issue[href="/en/archive?issue=${current}"]`)).toBeVisible();
  await visitor.goto("/en/press");
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitor.getByRole("link", { name: a.title })).toHaveCount(0);
  await expect(visitor.getByRole("link", { name: b.title })).toHaveCount(0);
  await reader.close();

  const published = await formsDb((db) => db.selectFrom("protocols").select(["id", "status", "issue_id", "elocation", "published_on"]).where("id", "in", [a.id, b.id]).orderBy("id").execute());
  expect(published).toEqual([
    { id: a.id, status: "published", issue_id: issueId, elocation: `e${b.id}`, published_on: isoDay() },
    { id: b.id, status: "published", issue_id: issueId, elocation: `e${a.id}`, published_on: isoDay() },
  ]);
});

test("without JavaScript, in Chinese: an editor creates an issue, assigns protocols and reorders them with plain posts", async ({ browser, baseURL }, testInfo) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await asNewVisitor(page, context, baseURL!);
  const unique = Date.now().toString(36);
  const [a, b] = await twoProtocolsInPress(`${unique}-nojs`);
  await signInEditor(context, baseURL!);

  await page.goto("/cn/editorial/issues");
  await expect(page.getByRole("heading", { level: 1, name: "卷期管理" })).toBeVisible();
  // Far from the numbers the other test takes; this issue is never published.
  const suggested = Number(await page.getByLabel("期号").inputValue());
  await page.getByLabel("期号").fill(String(suggested + 10 + (testInfo.project.name === "mobile" ? 1 : 0)));
  await page.getByLabel("出版日期").fill("2026-13-01");
  await page.getByRole("button", { name: "创建期次" }).click();
  // The server's answer, in Chinese, next to the field; what was typed is kept.
  await expect(page.locator("#issue-publishedOn-error")).toHaveText("请按 YYYY-MM-DD 格式输入日期。");
  await page.getByLabel("出版日期").fill(isoDay());
  await page.getByRole("button", { name: "创建期次" }).click();
  await expect(page.getByRole("status").filter({ hasText: "期次已创建" })).toBeVisible();
  const issueId = Number(/issues\/(\d+)/.exec(page.url())![1]);

  for (const p of [a, b]) {
    await page.getByRole("combobox", { name: /在线预出版实验方案/ }).selectOption(String(p.id));
    await page.getByRole("button", { name: "加入本期" }).click();
    await expect(page.getByRole("status").filter({ hasText: "实验方案已分配。" })).toBeVisible();
  }
  const items = page.locator(".editorial-toc-item");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(`opls.${a.id}`);
  await page.getByRole("button", { name: "将第 2 篇上移" }).click();
  await expect(page).toHaveURL(new RegExp(`done=up#move-${b.id}-up$`));
  await expect(items.nth(0)).toContainText(`opls.${b.id}`);
  await expect(items.nth(1)).toContainText(`opls.${a.id}`);
  await page.getByRole("button", { name: "将第 1 篇移出本期" }).click();
  await expect(items).toHaveCount(1);
  await expect(items.nth(0)).toContainText(`opls.${a.id}`);

  // Still scheduled: readers are told there is no such issue.
  expect((await page.request.get(`/cn/archive?issue=${issueId}`)).status()).toBe(404);
  await context.close();
});
