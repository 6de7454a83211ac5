import { expect, test } from "@playwright/test";
import { aProtocol, cookie, createReader, firstLinkIn, issueOnceCode, latestEmailTo, logInWithForm } from "./accounts-helpers";
import { gotoHydrated, signInAs, waitForHydration } from "./fixtures";

test("one-time log-in: t is exchanged, dropped from the URL, and cannot be used twice", async ({ page, context, browser, baseURL }) => {
  const reader = await createReader({ firstName: "Grace", lastName: "Hopper" });
  const protocol = await aProtocol(1);
  const code = await issueOnceCode(reader.id);
  const url = `/en/bpdetail?id=${protocol.id}&type=bp&t=${code}`;
  const exchanged = page.waitForResponse("**/v1/forum/token/onceCode");
  await page.goto(url);
  const answer = await (await exchanged).json();
  expect(answer).toMatchObject({ code: 0, data: { code: 0, data: { token: expect.any(String) } } });
  await expect(page).toHaveURL(`/en/bpdetail?id=${protocol.id}&type=bp`);
  const auth = await cookie(context, "auth-token");
  expect(auth?.httpOnly).toBe(true);
  expect(auth?.value).toBe(answer.data.data.token);
  // Logged in: the profile page opens.
  await page.goto("/en/profile");
  await expect(page).toHaveURL("/en/profile");

  // The same link again, in another browser: refused, t dropped all the same, not logged in.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await otherPage.goto(url);
  await expect(otherPage.getByRole("alert")).toContainText("This sign-in link is invalid, has expired or was already used.");
  await expect(otherPage).toHaveURL(`/en/bpdetail?id=${protocol.id}&type=bp`);
  expect(await cookie(other, "auth-token")).toBeNull();
  await other.close();
});

test("e-mail me a sign-in link: the link logs in once and comes back to the page", async ({ page, context }) => {
  const reader = await createReader();
  await page.goto(`/cn/login?redirect=${encodeURIComponent("/cn/faqs")}`);
  const section = page.locator("section").filter({ hasText: "无需密码登录" });
  await section.getByLabel("邮箱").fill(reader.email);
  await section.getByRole("button", { name: "通过邮件发送登录链接" }).click();
  await expect(page.getByRole("status")).toContainText(`如果 ${reader.email} 已注册，登录链接已发送`);
  // An unknown address gets the very same answer.
  await section.getByLabel("邮箱").fill("nobody-at-all@example.org");
  await section.getByRole("button", { name: "通过邮件发送登录链接" }).click();
  await expect(page.getByRole("status")).toContainText("如果 nobody-at-all@example.org 已注册，登录链接已发送");
  expect(await latestEmailTo("nobody-at-all@example.org")).toBeUndefined();

  const mail = await latestEmailTo(reader.email);
  const link = new URL(firstLinkIn(mail!.text_body));
  expect(link.pathname).toBe("/cn/faqs");
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL("/cn/faqs");
  await expect.poll(async () => (await cookie(context, "auth-token"))?.value ?? null).not.toBeNull();
});

test("log-out from the avatar menu clears the cookies and reloads a protocol detail page", { tag: "@narrow" }, async ({ page, context, baseURL }) => {
  const protocol = await aProtocol(2);
  await signInAs(context, baseURL!, { fullName: "", firstName: "Rosalind", lastName: "Franklin" });
  await gotoHydrated(page, `/en/bpdetail?id=${protocol.id}&type=bp`);
  const menu = page.locator(".accounts-menu summary");
  await expect(menu).toHaveAccessibleName("Account menu of Rosalind Franklin");
  await expect(menu.getByTestId("avatar-initials")).toHaveText("RF");
  await menu.click();
  await expect(page.getByRole("link", { name: "My page" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit profile" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Change password" })).toBeVisible();
  let reloaded = false;
  page.on("load", () => (reloaded = true));
  const closeEvent = page.evaluate(() => new Promise<boolean>((resolve) => window.addEventListener("opls:close-mobile-menu", () => resolve(true), { once: true })));
  await page.getByRole("button", { name: "Log out" }).click();
  expect(await closeEvent.catch(() => true)).toBe(true);
  await expect.poll(() => reloaded).toBe(true);
  await expect(page.locator(".accounts-menu")).toHaveCount(0);
  expect(await cookie(context, "auth-token")).toBeNull();
  expect(await cookie(context, "userInfo")).toBeNull();
});

test("the avatar menu's change-password dialog loads when first opened, checks in the SPEC's order, and opens again after Escape", async ({ page, context, baseURL }) => {
  await signInAs(context, baseURL!, { fullName: "Barbara McClintock" });
  // A page without a form of its own: the dialog's code (and the validation library) is fetched on first opening.
  await gotoHydrated(page, "/en/faqs");
  const dialog = page.getByRole("dialog", { name: "Change password" });
  await expect(dialog).toHaveCount(0);
  for (let round = 0; round < 2; round++) {
    await page.locator(".accounts-menu summary").click();
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.locator(".accounts-field__error")).toHaveText("Please enter your old password");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  }
});

test("initials: the first character of a Chinese full name", async ({ page, context, baseURL }) => {
  await signInAs(context, baseURL!, { fullName: "王小明", firstName: "Xiaoming", lastName: "Wang" });
  await page.goto("/cn");
  await expect(page.locator(".accounts-menu").getByTestId("avatar-initials")).toHaveText("王");
});

test("log-out elsewhere than a protocol page refreshes the header without a reload", { tag: "@narrow" }, async ({ page, context }) => {
  const reader = await createReader();
  await page.goto("/en/login?redirect=%2Fen%2Ffaqs");
  await logInWithForm(page, "en", reader.email, reader.password);
  await expect(page).toHaveURL("/en/faqs");
  await waitForHydration(page);
  await page.locator(".accounts-menu summary").click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.locator(".accounts-menu")).toHaveCount(0);
  await expect(page).toHaveURL("/en/faqs");
  expect(await page.evaluate(() => sessionStorage.getItem("opls:logged-out"))).toBe("1");
  expect(await cookie(context, "auth-token")).toBeNull();
});
