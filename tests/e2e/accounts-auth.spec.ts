import { expect, test } from "@playwright/test";
import { aProtocol, cookie, createReader, firstLinkIn, latestEmailTo, logInWithForm, uniqueEmail, PASSWORD } from "./accounts-helpers";

const TEXT = {
  en: { signup: "Sign up", email: "E-mail", password: "Password", first: "First name", last: "Last name", full: "Full name", terms: /I am 18 or older/, create: "Create account", invalid: "The e-mail or password is incorrect.", checkEmail: /Check your e-mail: we have sent a message to/, tried: "someone tried to sign up with your address" },
  cn: { signup: "注册", email: "邮箱", password: "密码", first: "名", last: "姓", full: "姓名", terms: /我已年满 18 周岁/, create: "创建账户", invalid: "邮箱或密码不正确。", checkEmail: /请查收邮件：我们已向/, tried: "有人尝试用您的邮箱注册" },
} as const;

for (const lang of ["en", "cn"] as const) {
  const x = TEXT[lang];

  test(`${lang}: sign up, finish through the e-mailed link, come back to the page, with the session cookies`, async ({ page, context }) => {
    const protocol = await aProtocol();
    const back = `/${lang}/bpdetail?id=${protocol.id}&type=bp`;
    await page.goto(`/${lang}/signup?redirect=${encodeURIComponent(back)}`);
    await expect(page.getByRole("heading", { level: 1, name: x.signup })).toBeVisible();
    const email = uniqueEmail("signup");
    await page.getByLabel(x.email).fill(email);
    await page.getByLabel(x.password, { exact: true }).fill("short");
    await page.getByLabel(x.first, { exact: true }).fill("Ada");
    await page.getByLabel(x.last, { exact: true }).fill("Lovelace");
    await page.getByRole("button", { name: x.create }).click();
    // Nothing typed is lost; the problems show inline.
    await expect(page.getByLabel(x.email)).toHaveValue(email);
    await expect(page.getByText(lang === "en" ? "The password must have at least 8 characters." : "密码至少需要 8 个字符。")).toBeVisible();
    await expect(page.getByText(lang === "en" ? "Please confirm that you are 18 or older and accept the terms." : "请确认您已年满 18 周岁并接受相关条款。")).toBeVisible();

    await page.getByLabel(x.password, { exact: true }).fill("qwertyuiop");
    await page.getByLabel(x.terms).check();
    await page.getByRole("button", { name: x.create }).click();
    await expect(page.getByText(lang === "en" ? "This password is one of the most common ones. Please choose another." : "该密码过于常见，请换一个。")).toBeVisible();

    await page.getByLabel(x.password, { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: x.create }).click();
    // The same answer as for a taken address (below): the e-mail finishes it (ADR 0081).
    await expect(page.getByText(x.checkEmail)).toBeVisible();
    const finish = new URL(firstLinkIn((await latestEmailTo(email))!.text_body));
    expect(finish.pathname).toBe(new URL(back, "http://x").pathname);
    await page.goto(finish.pathname + finish.search);
    await expect(page).toHaveURL(back);
    await expect.poll(async () => (await cookie(context, "auth-token"))?.value ?? null).not.toBeNull();

    const auth = await cookie(context, "auth-token");
    expect(auth?.httpOnly).toBe(true);
    expect(auth?.sameSite).toBe("Lax");
    expect(auth!.value.length).toBeGreaterThanOrEqual(43);
    // About 29 days.
    const days = (auth!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(28.9);
    expect(days).toBeLessThan(29.1);
    // userInfo follows the session (set by the page once the code is exchanged): wait for it like auth-token.
    await expect.poll(async () => (await cookie(context, "userInfo"))?.value ?? null).not.toBeNull();
    const info = await cookie(context, "userInfo");
    expect(info?.httpOnly).toBe(false);
    const parsed = JSON.parse(decodeURIComponent(info!.value));
    expect(parsed).toMatchObject({ username: email.split("@")[0], first_name: "Ada", last_name: "Lovelace", contact_email: email, avatar: "" });
    expect(typeof parsed.user_id).toBe("number");
    expect(Object.keys(parsed).sort()).toEqual(["avatar", "contact_email", "first_name", "last_name", "middle_name", "user_id", "username"]);

    // The same address cannot sign up twice, and the page does not say so: the owner is told by e-mail.
    await context.clearCookies();
    await page.goto(`/${lang}/signup`);
    await page.getByLabel(x.email).fill(email.toUpperCase());
    await page.getByLabel(x.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(x.first, { exact: true }).fill("Ada");
    await page.getByLabel(x.last, { exact: true }).fill("Lovelace");
    await page.getByLabel(x.terms).check();
    await page.getByRole("button", { name: x.create }).click();
    await expect(page.getByText(x.checkEmail)).toBeVisible();
    await expect.poll(async () => (await latestEmailTo(email))?.subject ?? "").toContain(x.tried);
    expect(await cookie(context, "auth-token")).toBeNull();
  });

  test(`${lang}: log in and go back to where the reader was; wrong passwords say nothing about the address`, async ({ page, context }) => {
    const reader = await createReader();
    const back = `/${lang}/archive`;
    await page.goto(`/${lang}/login?redirect=${encodeURIComponent(back)}`);
    await logInWithForm(page, lang, reader.email, "not the password");
    await expect(page.getByRole("alert")).toHaveText(x.invalid);
    await expect(page.getByLabel(x.email).first()).toHaveValue(reader.email);
    await logInWithForm(page, lang, uniqueEmail("ghost"), "not the password");
    await expect(page.getByRole("alert")).toHaveText(x.invalid);

    await logInWithForm(page, lang, reader.email, reader.password);
    await expect(page).toHaveURL(back);
    expect(await cookie(context, "auth-token")).not.toBeNull();
    // Signed in, the log-in page sends the reader on.
    await page.goto(`/${lang}/login?redirect=${encodeURIComponent(`/${lang}/faqs`)}`);
    await expect(page).toHaveURL(`/${lang}/faqs`);
  });
}

test("the header's log-in link carries the current page, and the old ?mode=signup link goes to sign-up", async ({ page }) => {
  await page.goto("/en/login?mode=signup&redirect=%2Fen%2Fabout");
  await expect(page).toHaveURL("/en/signup?redirect=%2Fen%2Fabout");
});
