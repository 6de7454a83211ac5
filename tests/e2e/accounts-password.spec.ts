import { expect, test } from "@playwright/test";
import { cookie, createReader, logInWithForm } from "./accounts-helpers";
import { waitForHydration } from "./fixtures";

const TEXT = {
  en: {
    open: "Change password",
    old: "Old password",
    neu: "New password",
    confirm: "Confirm new password",
    save: "Save",
    messages: [
      "Please enter your old password",
      "Please enter a new password",
      "Please confirm the new password",
      "Please use a password that is different from your old password.",
      "The two passwords you typed do not match!",
    ],
    wrongOld: "Your old password is incorrect.",
    close: "Close",
    changed: /Your password has been changed/,
  },
  cn: {
    open: "修改密码",
    old: "旧密码",
    neu: "新密码",
    confirm: "确认新密码",
    save: "保存",
    messages: ["请输入旧密码", "请输入新密码", "请确认新密码", "新密码不能与旧密码相同。", "两次输入的密码不一致！"],
    wrongOld: "旧密码不正确。",
    close: "关闭",
    changed: /密码已修改/,
  },
} as const;

for (const lang of ["en", "cn"] as const) {
  const x = TEXT[lang];

  test(`${lang}: the change-password dialog checks in the SPEC's order, shows the server's message, and closes on success`, async ({ page, context, browser }) => {
    const reader = await createReader();
    await page.goto(`/${lang}/login?redirect=${encodeURIComponent(`/${lang}/profile`)}`);
    await logInWithForm(page, lang, reader.email, reader.password);
    await expect(page).toHaveURL(`/${lang}/profile`);
    await waitForHydration(page);

    // A second device of the same reader: logged out by the change.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(`/${lang}/login?redirect=${encodeURIComponent(`/${lang}/profile`)}`);
    await logInWithForm(otherPage, lang, reader.email, reader.password);
    await expect(otherPage).toHaveURL(`/${lang}/profile`);

    await page.getByRole("button", { name: x.open }).click();
    const dialog = page.getByRole("dialog", { name: x.open });
    await expect(dialog).toBeVisible();
    const save = dialog.getByRole("button", { name: x.save });
    const error = dialog.locator(".accounts-field__error");

    await save.click();
    await expect(error).toHaveText(x.messages[0]);
    await dialog.getByLabel(x.old).fill("   ");
    await save.click();
    await expect(error).toHaveText(x.messages[0]);
    await dialog.getByLabel(x.old).fill(reader.password);
    await save.click();
    await expect(error).toHaveText(x.messages[1]);
    await dialog.getByLabel(x.neu, { exact: true }).fill(` ${reader.password} `);
    await save.click();
    await expect(error).toHaveText(x.messages[2]);
    await dialog.getByLabel(x.confirm).fill("anything at all");
    await save.click();
    await expect(error).toHaveText(x.messages[3]);
    await dialog.getByLabel(x.neu, { exact: true }).fill("a fresh passphrase");
    await save.click();
    await expect(error).toHaveText(x.messages[4]);
    await expect(error).toHaveCount(1);

    // Wrong old password: the server's message, red and closable.
    await dialog.getByLabel(x.old).fill("this is not it");
    await dialog.getByLabel(x.confirm).fill("a fresh passphrase");
    await save.click();
    const alert = dialog.getByRole("alert");
    await expect(alert).toContainText(x.wrongOld);
    await expect(alert).toHaveCSS("color", "rgb(138, 31, 20)");
    await alert.getByRole("button", { name: x.close }).click();
    await expect(alert).toHaveCount(0);

    // Untrimmed values are sent: the new password keeps its spaces.
    await dialog.getByLabel(x.old).fill(reader.password);
    await dialog.getByLabel(x.neu, { exact: true }).fill(" a fresh passphrase ");
    await dialog.getByLabel(x.confirm).fill(" a fresh passphrase ");
    const [request] = await Promise.all([page.waitForRequest("**/v1/forum/user/updatePwd"), save.click()]);
    expect(request.postDataJSON()).toEqual({ old_password: reader.password, new_password: " a fresh passphrase " });
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: x.changed })).toBeVisible();
    expect(await cookie(context, "auth-token")).not.toBeNull();
    await page.reload();
    await expect(page).toHaveURL(`/${lang}/profile`);

    // The other device's session has ended.
    await otherPage.goto(`/${lang}/profile`);
    await expect(otherPage).toHaveURL(/\/login\?redirect=/);
    await other.close();

    // And the new password (with its spaces) is the one that works.
    await context.clearCookies();
    await page.goto(`/${lang}/login`);
    await logInWithForm(page, lang, reader.email, " a fresh passphrase ");
    await expect(page).toHaveURL(`/${lang}`);
  });
}

test("forced log-out: an answer with code 1 'Please log in first. ' clears the session and goes home after 1.5 s", async ({ page, context }) => {
  const reader = await createReader();
  await page.goto(`/cn/login?redirect=${encodeURIComponent("/cn/profile")}`);
  await logInWithForm(page, "cn", reader.email, reader.password);
  await expect(page).toHaveURL("/cn/profile");
  await waitForHydration(page);
  expect(await cookie(context, "userInfo")).not.toBeNull();
  // A fake clock that stands still until told: the 1.5 s are counted by it, not by the busy machine.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  // The session ends on the server (e.g. the password was changed elsewhere): the next call answers code 1.
  await page.route("**/v1/forum/user/updatePwd", (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ code: 1, msg: "Please log in first. " }) }));
  // A slow network: the log-out reaches the server only once the redirect has happened, so it must outlive the page
  // that sent it (before, the redirect cancelled it and the session stayed signed in).
  await page.route("**/v1/forum/user/logout", async (route) => {
    await page.waitForURL("/cn");
    await route.continue();
  });
  const logout = page.waitForRequest("**/v1/forum/user/logout");
  await page.getByRole("button", { name: "修改密码" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("旧密码").fill(reader.password);
  await dialog.getByLabel("新密码", { exact: true }).fill("another passphrase");
  await dialog.getByLabel("确认新密码").fill("another passphrase");
  await dialog.getByRole("button", { name: "保存" }).click();
  await logout;
  await expect.poll(async () => (await cookie(context, "userInfo"))?.value ?? null).toBeNull();
  expect(await page.evaluate(() => [localStorage.getItem("userInfo"), sessionStorage.getItem("opls:logged-out")])).toEqual([null, "1"]);
  await page.clock.runFor(1_400);
  await expect(page).toHaveURL("/cn/profile");
  await page.clock.runFor(200);
  await expect(page).toHaveURL("/cn");
  await expect.poll(async () => (await cookie(context, "auth-token"))?.value ?? null).toBeNull();
});
