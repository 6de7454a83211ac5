import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { formatDate } from "@core/dates/format-date";
import { isoDay } from "@core/dates/iso-day";
import { expectNoAxeViolations } from "./axe";
import { gotoHydrated, signInAs } from "./fixtures";
import { READER_UA, acceptCookieNotice, inDatabase, withBrowserId } from "./ads-helpers";
import { asNewVisitor } from "./forms-helpers";

/**
 * Issue 15, ads (ADR 0113): an editor creates an ad with its two banners; a visitor sees it in its slot and clicks
 * it; the view and the click are on the ad's statistics page. The ad goes in the Chinese bottom slot, after the
 * seeded one (whose tests look at the first slide), and is paused at the end, which takes it off the site.
 */
const banner = async (name: string, width: number, height: number) => ({
  name,
  mimeType: "image/png",
  buffer: await sharp({ create: { width, height, channels: 3, background: { r: 192, g: 57, b: 43 } } })
    .png()
    .toBuffer(),
});

async function adEvents(displayNumber: number, uuid?: string) {
  return inDatabase(async (db) => {
    let q = db.selectFrom("ad_events").select("kind").where("display_number", "=", displayNumber);
    if (uuid) q = q.where("browser_uuid", "=", uuid);
    return (await q.execute()).map((r) => r.kind).sort();
  });
}

test("an editor creates an ad, a visitor sees and clicks it, the statistics count both", async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  const unique = Date.now().toString(36);
  const titleCn = `端到端测试广告 ${unique}`;
  await asNewVisitor(page, context, baseURL!);
  const user = await signInAs(context, baseURL!);
  await inDatabase((db) => db.updateTable("users").set({ role: "editor" }).where("id", "=", user.id).execute());

  await gotoHydrated(page, "/en/editorial/ads");
  await expect(
    page.getByRole("navigation", { name: "Editorial office" }).getByRole("link", { name: "Ads" }),
  ).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page, "#main");
  await page.getByLabel("Slot", { exact: true }).selectOption("bottom");
  await page.getByLabel("Site", { exact: true }).selectOption("cn");
  await page.getByRole("textbox", { name: "Link" }).fill(`https://example.com/opls-${unique}`);
  await page.getByLabel("Title (English)").fill(`E2E ad ${unique}`);
  await page.getByLabel("Title (Chinese)").fill(titleCn);
  // Made for high-density screens: twice the slot's boxes (970 × 90 and 640 × 100).
  await page.getByLabel("Desktop banner").setInputFiles(await banner("desktop.png", 1940, 180));
  await page.getByLabel("Banner for narrow screens").setInputFiles(await banner("narrow.png", 1280, 200));
  // With JavaScript each file is uploaded as it is picked; the form is sent once both are stored.
  await expect(page.getByTestId("imgPc-current")).toBeVisible();
  await expect(page.getByTestId("imgMobile-current")).toBeVisible();
  await page.getByRole("button", { name: "Create ad" }).click();
  await expect(page).toHaveURL(/\/en\/editorial\/ads\/\d+\?done=create$/);
  await expect(page.getByRole("status").filter({ hasText: "The ad was created." })).toBeVisible();
  const id = Number(/ads\/(\d+)/.exec(page.url())![1]);

  // A visitor on a Chinese page: the ad is the bottom slot's second slide; it comes on screen and is clicked.
  const reader = await browser.newContext({ baseURL, userAgent: READER_UA });
  await acceptCookieNotice(reader, baseURL!);
  const uuid = await withBrowserId(reader, baseURL!);
  const visitor = await reader.newPage();
  await visitor.setExtraHTTPHeaders({ "X-Forwarded-For": `10.15.${id % 250}.${(Date.now() % 250) + 1}` });
  // The ad leads to another site, in a new tab, which is not needed here.
  reader.on("page", (p) => void p.close());
  await gotoHydrated(visitor, "/cn/archive");
  const slide = visitor.locator(`.bottom-ad .ad-carousel__slide[data-display-number="${id}"]`);
  await expect(slide.getByRole("img", { name: titleCn })).toBeAttached();
  // Both banners are offered as AVIF and WebP at the box's width and twice it (ADR 0137), the narrow one first.
  await expect(slide.locator("source")).toHaveCount(5);
  const avif = slide.locator('source[type="image/avif"]');
  await expect(avif.first()).toHaveAttribute("srcset", /-640\.avif 640w, .*-1280\.avif 1280w$/);
  await expect(avif.last()).toHaveAttribute("srcset", /-970\.avif 970w, .*-1940\.avif 1940w$/);
  const wideAvif = (await avif.last().getAttribute("srcset"))!.split(" ")[0]!;
  const served = await reader.request.get(wideAvif);
  expect([served.status(), served.headers()["content-type"]]).toEqual([200, "image/avif"]);
  // The carousel's code arrives after hydration (ADR 0134): the buttons move the slides once the slot is ready.
  await expect(visitor.locator(".bottom-ad [data-ready='true']")).toBeVisible();
  await visitor.locator(".bottom-ad").getByRole("button", { name: "下一条广告" }).click();
  await expect(slide).toHaveAttribute("aria-current", "true");
  await expect.poll(() => adEvents(id, uuid)).toEqual(["view"]);
  await slide.getByRole("link").click();
  await expect.poll(() => adEvents(id, uuid)).toEqual(["click", "view"]);

  // The statistics page counts them (with anything else this ad was shown or clicked for meanwhile).
  await page.goto(`/en/editorial/ads/${id}/statistics`);
  await expect(page.getByRole("img", { name: "Views and clicks per day" })).toBeVisible();
  const all = await adEvents(id);
  const row = page.getByRole("row", { name: formatDate(isoDay(), "en") });
  await expect(row.getByRole("cell")).toHaveText([
    String(all.filter((k) => k === "view").length),
    String(all.filter((k) => k === "click").length),
    /%$/,
  ]);
  await expectNoAxeViolations(page, "#main");

  // Paused, it is gone from the visitor's next page.
  await page.goto(`/en/editorial/ads/${id}`);
  await page.getByRole("button", { name: "Pause ad" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The ad is paused" })).toBeVisible();
  await visitor.goto("/cn/archive");
  await expect(visitor.locator(".bottom-ad")).toBeVisible();
  await expect(slide).toHaveCount(0);
  await reader.close();
});
