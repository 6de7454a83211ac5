import { expect, test } from "@playwright/test";
import { UPLOAD_MAX_BYTES } from "@core/config/constants";
import { pdf } from "../fixtures/forms-files";
import { LANGS, asNewVisitor, sparseFile } from "./forms-helpers";
import { gotoHydrated } from "./fixtures";

const TEXT = {
  en: {
    draft: "Draft (optional)",
    tooLarge: "This file is larger than 100 MB and was not accepted. Please choose a smaller file.",
    progress: "Upload progress",
    cancel: "Cancel upload",
    cancelled: "Upload cancelled. Choose a file to upload it again.",
    uploaded: /Uploaded: small\.pdf/,
  },
  cn: {
    draft: "草稿（选填）",
    tooLarge: "该文件超过 100 MB，未被接受。请选择较小的文件。",
    progress: "上传进度",
    cancel: "取消上传",
    cancelled: "已取消上传。重新选择文件即可再次上传。",
    uploaded: /已上传：small\.pdf/,
  },
} as const;

/** A 100 MB + 1 byte file, sparse: costs nothing on disk. */
const oversized = sparseFile("too-big.pdf", UPLOAD_MAX_BYTES + 1);

for (const lang of LANGS) {
  const x = TEXT[lang];

  test(`${lang}: a file over 100 MB is refused at once, before it is sent`, async ({ page, context, baseURL }) => {
    await asNewVisitor(page, context, baseURL!);
    let uploads = 0;
    page.on("request", (r) => void (r.url().includes("/api/uploads") && uploads++));
    await gotoHydrated(page, `/${lang}/psi`);
    await page.locator("main form").getByLabel(x.draft).setInputFiles(oversized);
    await expect(page.getByText(x.tooLarge)).toBeVisible();
    expect(uploads).toBe(0);
  });

  test(`${lang}: a progress bar while the file uploads, and Cancel stops it`, { tag: "@narrow" }, async ({ page, context, baseURL }) => {
    await asNewVisitor(page, context, baseURL!);
    await gotoHydrated(page, `/${lang}/psi`);
    // A slow connection (1 MB/s up), so the progress can be watched.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    const draft = page.locator("main form").getByLabel(x.draft);
    await draft.setInputFiles(sparseFile("slow.pdf", 20 * 1024 * 1024));
    const bar = page.getByRole("progressbar", { name: x.progress });
    await expect(bar).toBeVisible();
    await expect.poll(async () => Number(await bar.getAttribute("value"))).toBeGreaterThan(0);
    await page.getByRole("button", { name: x.cancel }).click();
    await expect(page.getByText(x.cancelled)).toBeVisible();
    await expect(bar).toBeHidden();

    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await draft.setInputFiles({ name: "small.pdf", mimeType: "application/pdf", buffer: pdf() });
    await expect(page.getByText(x.uploaded)).toBeVisible();
    await expect(page.getByText(x.cancelled)).toBeHidden();
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("en: the server refuses a file over 100 MB, says to choose a smaller one and keeps the rest", async ({
    page,
    context,
    baseURL,
  }, info) => {
    test.skip(info.project.name !== "desktop", "one 100 MB upload is enough");
    await asNewVisitor(page, context, baseURL!);
    await page.goto("/en/psi");
    const form = page.locator("main form");
    await form.getByLabel("First name", { exact: true }).fill("Big");
    await form.getByLabel(TEXT.en.draft).setInputFiles(oversized);
    await form.getByRole("button", { name: "Send inquiry" }).click();
    await expect(form.getByText(TEXT.en.tooLarge)).toBeVisible({ timeout: 60_000 });
    await expect(form.getByLabel("First name", { exact: true })).toHaveValue("Big");
  });
});
