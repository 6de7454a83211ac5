import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, signInAs } from "./fixtures";
import { inDatabase } from "./ads-helpers";

/**
 * Issue 17 §3 as a reader meets it: on a protocol with a Chinese full text, choose 中英对照 (both); the two
 * languages line up step by step — side by side from 980 px, one under the other on a phone — and the choice
 * stays for the next protocol page. Screenshots of both widths go into the test's artefacts.
 */
async function translatedProtocol(): Promise<number> {
  const row = await inDatabase((db) =>
    db
      .selectFrom("protocol_bodies")
      .innerJoin("protocols", "protocols.id", "protocol_bodies.protocol_id")
      .select("protocols.id")
      .where("protocol_bodies.lang", "=", "cn")
      // With a figure, to see it shown once with both captions (generated protocols have none).
      .where("protocol_bodies.body", "like", '%"type":"figure"%')
      .where("protocols.status", "=", "published")
      .orderBy("protocols.id")
      .executeTakeFirstOrThrow(),
  );
  return row.id;
}

const isWide = (page: Page) => (page.viewportSize()?.width ?? 1280) >= 980;

test("a reader reads a protocol in both languages, aligned step by step, and the choice is remembered", async ({ page, context, baseURL }, testInfo) => {
  await signInAs(context, baseURL!);
  const id = await translatedProtocol();
  await gotoHydrated(page, `/cn/bpdetail?id=${id}&type=bp`);

  const choice = page.getByRole("navigation", { name: "全文语言" });
  await expect(choice.getByRole("link", { name: "中文" })).toHaveAttribute("aria-current", "true");
  await choice.getByRole("link", { name: "中英对照" }).click();
  await expect(page).toHaveURL(/text=both/);
  await expect(choice.getByRole("link", { name: "中英对照" })).toHaveAttribute("aria-current", "true");

  // The first step, in Chinese and in English.
  const step = page.locator("#section-procedure .protocol-step--pair").first();
  const chinese = step.locator('.pbody-pair__cell[lang="zh-CN"]');
  const english = step.locator('.pbody-pair__cell[lang="en"]');
  await expect(chinese).toContainText(/[\u4e00-\u9fff]/);
  await expect(english).not.toContainText(/[\u4e00-\u9fff]/);
  await step.scrollIntoViewIfNeeded();
  const [a, b] = [await chinese.boundingBox(), await english.boundingBox()];
  if (isWide(page)) {
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2); // side by side, Chinese first on the Chinese page
    expect(a!.x).toBeLessThan(b!.x);
  } else {
    expect(b!.y).toBeGreaterThanOrEqual(a!.y + a!.height - 1); // one under the other
  }
  await testInfo.attach(`both-${page.viewportSize()!.width}px`, { body: await page.screenshot(), contentType: "image/png" });

  // A figure appears once, with both captions.
  await expect(page.locator(".protocol-body--both .pbody-figure").first().locator(".pbody-figure__other-caption")).toHaveAttribute("lang", "en");

  // The next visit reads both languages again, on the English page too (English first there).
  await gotoHydrated(page, `/en/bpdetail?id=${id}&type=bp`);
  await expect(page.getByRole("navigation", { name: "Full text in" }).getByRole("link", { name: "Both, side by side" })).toHaveAttribute("aria-current", "true");
  await expect(page.locator(".protocol-step--pair").first().locator(".pbody-pair__cell").first()).toHaveAttribute("lang", "en");
});
