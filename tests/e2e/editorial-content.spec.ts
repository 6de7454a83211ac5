import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { gotoHydrated, signInAs } from "./fixtures";
import { asNewVisitor, formsDb } from "./forms-helpers";

/**
 * Issue 15, content (ADR 0112): an editor writes a news item in both languages and publishes it; readers see it on
 * /en/news and /cn/news. A board member's uploaded photo shows on the about page once published.
 */
test("an editor publishes a bilingual news item and a board member with a photo; readers see both", async ({
  page,
  context,
  baseURL,
}) => {
  await asNewVisitor(page, context, baseURL!);
  const unique = Date.now().toString(36);
  const user = await signInAs(context, baseURL!);
  await formsDb((db) => db.updateTable("users").set({ role: "editor" }).where("id", "=", user.id).execute());

  await gotoHydrated(page, "/en/editorial/collections");
  await page.getByRole("navigation", { name: "Editorial office" }).getByRole("link", { name: "Content" }).click();
  await page.locator("#main").getByRole("link", { name: "News", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  await page.getByLabel("Short name (address)").fill(`microscopy-course-${unique}`);
  await page.getByLabel("Title (English)").fill(`Summer Course in Light-Sheet Microscopy ${unique}`);
  await page.getByLabel("Title (Chinese)").fill(`光片显微镜暑期课程 ${unique}`);
  await page.getByLabel("Text (English)").fill("Registration for the **summer course** is open.");
  await page.getByLabel("Text (Chinese)").fill("**暑期课程**现已开放报名。");
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Created, not published yet" })).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published: readers can see it now." })).toBeVisible();

  const reader = await context.browser()!.newContext({ baseURL });
  const visitor = await reader.newPage();
  await visitor.goto("/en/news");
  await expect(
    visitor.getByRole("link", { name: `Summer Course in Light-Sheet Microscopy ${unique}`, exact: true }),
  ).toBeVisible();
  await visitor.goto("/cn/news");
  await visitor.getByRole("link", { name: `光片显微镜暑期课程 ${unique}`, exact: true }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: `光片显微镜暑期课程 ${unique}` })).toBeVisible();
  await expect(visitor.locator("strong", { hasText: "暑期课程" })).toBeVisible();

  // A board member with a photo: picked, uploaded at once, cropped square; on the advisory board once published.
  await gotoHydrated(page, "/en/editorial/content/board");
  await page.getByLabel("Board", { exact: true }).selectOption("advisory");
  await page.getByLabel("Role", { exact: true }).selectOption("advisor");
  await page.getByLabel("Name (English)").fill(`Noor Haddad ${unique}`);
  await page.getByLabel("Name (Chinese)").fill(`努尔·哈达德 ${unique}`);
  await page.getByLabel("Affiliation (English)").fill("Amman Institute of Cell Biology");
  await page.getByLabel("Affiliation (Chinese)").fill("安曼细胞生物学研究所");
  const photo = await sharp({ create: { width: 400, height: 500, channels: 3, background: { r: 160, g: 90, b: 60 } } })
    .png()
    .toBuffer();
  await page
    .getByLabel("Photo", { exact: true })
    .setInputFiles({ name: "noor.png", mimeType: "image/png", buffer: photo });
  await expect(page.getByTestId("image-current")).toContainText("noor.png");
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Created, not published yet" })).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  // The whole message: "Published" alone also matches the "Created, not published yet" still on screen.
  await expect(page.getByRole("status").filter({ hasText: "Published: readers can see it now." })).toBeVisible();

  await visitor.goto("/cn/about?type=advisory");
  const member = visitor.locator(".board-member", { hasText: `努尔·哈达德 ${unique}` });
  await expect(member).toBeVisible();
  // The JPEG stays the fallback; its name lists the renditions, of which the browser takes the AVIF one at the
  // photo's 96 px (ADR 0137).
  await expect(member.locator("img")).toHaveAttribute("src", /^\/figures\/uploaded\/[0-9a-f]{32}-w96-192\.jpg$/);
  await member.scrollIntoViewIfNeeded();
  await expect.poll(() => member.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
  expect(await member.locator("img").evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-96\.avif$/);
  await reader.close();
});
