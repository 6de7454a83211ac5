import { expect, test, type Request } from "@playwright/test";
import { signInAs } from "./fixtures";
import { READER_UA, acceptCookieNotice, withBrowserId } from "./ads-helpers";

/**
 * SPEC §7: the tracking and advertising reports carry the `browser-uuid` header, and `user-id` when the
 * reader is signed in (they go by keepalive fetch; a sendBeacon could not set headers).
 */
test.use({ userAgent: READER_UA });
test.beforeEach(async ({ context, baseURL }) => acceptCookieNotice(context, baseURL!));

const isReport = (path: string) => (r: Request) => r.method() === "POST" && new URL(r.url()).pathname === path;

test("a visitor's point report, ad view and ad click carry browser-uuid and no user-id", async ({ page, context, baseURL }) => {
  const uuid = await withBrowserId(context, baseURL!);
  const point = page.waitForRequest(isReport("/v1/beidou/point/report"));
  const view = page.waitForRequest(isReport("/v1/journal/advertisement/views"));
  await page.goto("/en/faqs");
  for (const request of [await point, await view]) {
    const headers = await request.allHeaders();
    expect(headers["browser-uuid"]).toBe(uuid);
    expect(headers["user-id"]).toBeUndefined();
    expect(headers["content-type"]).toContain("application/json");
  }
  // The ad opens in a new tab, which is not needed here.
  context.on("page", (p) => void p.close());
  const click = page.waitForRequest(isReport("/v1/journal/advertisement/clicks"));
  await page.locator(".bottom-ad").getByRole("link").click();
  expect((await (await click).allHeaders())["browser-uuid"]).toBe(uuid);
});

test("a signed-in reader's reports carry user-id too", async ({ page, context, baseURL }) => {
  const uuid = await withBrowserId(context, baseURL!);
  const user = await signInAs(context, baseURL!);
  // The page stores the reader's info once it has fetched the profile; reports sent after that carry the id.
  const profile = page.waitForResponse((r) => r.url().endsWith("/v1/forum/user/fetchUser") && r.request().method() === "POST");
  await page.goto("/en/archive");
  expect(((await (await profile).json()) as { code: number }).code).toBe(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("userInfo"))).toContain(`"user_id":${user.id}`);
  const view = page.waitForRequest(isReport("/v1/beidou/point/report"));
  await page.locator(".site-footer").getByRole("link", { name: "FAQs" }).click();
  const headers = await (await view).allHeaders();
  expect(headers["browser-uuid"]).toBe(uuid);
  expect(headers["user-id"]).toBe(String(user.id));
});
