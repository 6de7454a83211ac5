import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { gotoHydrated, signInAs } from "./fixtures";
import { formsDb } from "./forms-helpers";

/** Issue 14, ADR 0105: an editor adds a figure to a new draft and puts it online; a reader sees it in Chinese. */
test("an editor adds a figure with texts in both languages; readers see it with its Chinese caption", async ({ page, context, baseURL }) => {
  const editor = await signInAs(context, baseURL!);
  await formsDb((db) => db.updateTable("users").set({ role: "editor" }).where("id", "=", editor.id).execute());
  const unique = Date.now().toString(36);
  const captionCn = `血清刺激 5 分钟后磷酸化 ERK 的蛋白质印迹（${unique}）。`;

  await gotoHydrated(page, "/en/editorial/protocols/new");
  await page.getByLabel("Title (English)").fill(`Detecting Phospho-ERK by Western Blot in HeLa Cells ${unique}`);
  await page.getByLabel("Title (Chinese)").fill(`HeLa 细胞中磷酸化 ERK 的蛋白质印迹检测 ${unique}`);
  await page.getByLabel("Abstract (English)").fill("Serum activates ERK within minutes; a western blot shows how much.");
  await page.getByLabel("Name (Latin script)").first().fill("Chen Mei");
  await page.getByRole("checkbox", { name: "Cell Biology" }).check();
  await page.getByLabel("Procedure (English)").fill("Starve the cells overnight.\n\nAdd 10% serum for 5 min.");
  await page.getByLabel("Procedure (Chinese)").fill("细胞饥饿处理过夜。\n\n加入 10% 血清处理 5 min。");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  const draftPage = page.url();

  await page.getByRole("link", { name: "Figures (0)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Figures of draft \d+$/ })).toBeVisible();
  const image = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 40, g: 90, b: 160 } } }).png().toBuffer();
  await page.getByLabel("Image").setInputFiles({ name: "blot.png", mimeType: "image/png", buffer: image });
  await expect(page.getByTestId("image-current")).toContainText("blot.png");
  await page.getByLabel("Alt text (English)").fill("Western blot of phospho-ERK and total ERK");
  await page.getByLabel("Alt text (Chinese)").fill("磷酸化 ERK 与总 ERK 的蛋白质印迹");
  await page.getByLabel("Caption (English)").fill("Phospho-ERK after 5 min of serum.");
  await page.getByLabel("Caption (Chinese)").fill(captionCn);
  await page.getByRole("button", { name: "Upload figure" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Figures saved." })).toBeVisible();
  await expect(page.getByText("Figure 1", { exact: true })).toBeVisible();

  // The draft's text shows where the figure stands, and stays editable: place it after the first step.
  await gotoHydrated(page, draftPage.replace(/\?.*$/, ""));
  await expect(page.getByLabel("Procedure (English)")).toHaveValue(/\[Figure 1\]$/);
  await page.getByLabel("Procedure (English)").fill("Starve the cells overnight.\n\n[Figure 1]\n\nAdd 10% serum for 5 min.");
  await page.getByRole("button", { name: "Put online now" }).click();
  const notice = page.getByText(/This draft was put online as protocol \d+\./);
  await expect(notice).toBeVisible();
  const protocolId = Number(/protocol (\d+)/.exec((await notice.textContent()) ?? "")![1]);

  const readerContext = await context.browser()!.newContext({ baseURL });
  await signInAs(readerContext, baseURL!);
  const reader = await readerContext.newPage();
  await reader.goto(`/cn/bpdetail?id=${protocolId}&type=bp`);
  const figure = reader.locator("#full-text figure.pbody-figure");
  await expect(figure.locator("figcaption")).toContainText(captionCn);
  const img = figure.getByRole("img", { name: "磷酸化 ERK 与总 ERK 的蛋白质印迹" });
  await expect(img).toHaveAttribute("width", "1200");
  await expect(figure.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /\.avif 480w, .* 960w, .* 1200w$/);
  await expect(figure.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /480w, .* 960w, .* 1200w$/);
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  // Chromium reads AVIF: it took that rendition and decoded it.
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.avif$/);
  await readerContext.close();
});
