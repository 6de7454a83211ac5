import { expect, test } from "@playwright/test";
import { LANGS, asNewVisitor, emailsTo, formsDb, uniqueAddress } from "./forms-helpers";
import { gotoHydrated } from "./fixtures";

const TEXT = {
  en: {
    title: "E-mail Alerts",
    email: "E-mail",
    box: "Yes, send me OPLS e-mail alerts. I can unsubscribe at any time.",
    submit: "Subscribe",
    required: "Email is required.",
    format: "Email format error.",
    check: "Please check the box.",
    success: "Successfully subscribed.",
    confirmNote: /Please confirm registration/,
    already: "You are already subscribed to OPLS e-mail alerts.",
    failed: "Operation failed, please try again later.",
    confirmed: "Your subscription is confirmed.",
    manage: "Choose subject areas or unsubscribe",
    unsubscribe: "Unsubscribe",
    unsubscribed: "You have been unsubscribed.",
    subject: "Please confirm registration for OPLS e-mail alerts",
    neuro: "Neuroscience",
    save: "Save preferences",
    saved: "Your preferences have been saved.",
  },
  cn: {
    title: "邮件提醒",
    email: "邮箱",
    box: "是的，请向我发送 OPLS 邮件提醒。我可以随时退订。",
    submit: "订阅",
    required: "请输入邮箱。",
    format: "邮箱格式不正确。",
    check: "请勾选此框。",
    success: "订阅成功。",
    confirmNote: /请确认注册/,
    already: "您已订阅OPLS邮件提醒。",
    failed: "操作失败，请稍后再试。",
    confirmed: "您的订阅已确认。",
    manage: "选择学科领域或退订",
    unsubscribe: "退订",
    unsubscribed: "您已成功退订。",
    subject: "请确认订阅 OPLS 邮件提醒",
    neuro: "神经科学",
    save: "保存设置",
    saved: "您的设置已保存。",
  },
} as const;

for (const lang of LANGS) {
  const x = TEXT[lang];

  test(`${lang}: inline messages, subscription, confirmation link, already subscribed, unsubscribe`, async ({
    page,
    context,
    baseURL,
  }) => {
    await asNewVisitor(page, context, baseURL!);
    await gotoHydrated(page, `/${lang}/alerts`);
    await expect(page.getByRole("heading", { level: 1, name: x.title })).toBeVisible();
    const form = page.locator("main form");
    const email = form.getByLabel(x.email, { exact: true });
    await form.getByRole("button", { name: x.submit }).click();
    await expect(form.getByText(x.required)).toBeVisible();
    await expect(form.getByText(x.check)).toBeVisible();
    await expect(email).toBeFocused();

    await email.fill("someone@");
    await email.blur();
    await expect(form.getByText(x.format)).toBeVisible();
    const address = uniqueAddress("alerts");
    await email.fill(address);
    await expect(form.getByText(x.format)).toBeHidden();
    await form.getByLabel(x.box).check();
    await expect(form.getByText(x.check)).toBeHidden();
    await form.getByLabel(x.neuro).check();
    await form.getByRole("button", { name: x.submit }).click();
    await expect(page.getByRole("heading", { name: x.success })).toBeVisible();
    await expect(page.getByText(x.confirmNote)).toBeVisible();

    // The double opt-in e-mail, in the page's language, with the link that activates the subscription.
    // Sent by the mail job just after the answer (ADR 0125).
    await expect.poll(async () => (await emailsTo(address))[0]?.sent_at ?? null).not.toBeNull();
    const [confirmation] = await emailsTo(address);
    expect(confirmation!.subject).toBe(x.subject);
    const link = new URL(/https?:\/\/\S+\/alerts\/confirm\?token=[\w-]+/.exec(confirmation!.text_body)![0]);
    expect(link.pathname).toBe(`/${lang}/alerts/confirm`);
    await gotoHydrated(page, link.pathname + link.search);
    await expect(page.getByRole("heading", { name: x.confirmed })).toBeVisible();
    const subscription = await formsDb((db) =>
      db.selectFrom("subscriptions").selectAll().where("email", "=", address).executeTakeFirstOrThrow(),
    );
    expect(subscription.confirmed_at).not.toBeNull();
    expect(subscription.language).toBe(lang);
    expect(JSON.parse(subscription.category_ids)).toEqual([6]);

    // The same address again: already subscribed.
    await gotoHydrated(page, `/${lang}/alerts`);
    await form.getByLabel(x.email, { exact: true }).fill(address.toUpperCase());
    await form.getByLabel(x.box).check();
    await form.getByRole("button", { name: x.submit }).click();
    await expect(page.getByRole("heading", { name: x.already })).toBeVisible();

    // The manage link (also in every alert): change preferences, then unsubscribe.
    await gotoHydrated(page, link.pathname + link.search);
    await page.getByRole("link", { name: x.manage }).click();
    await page.getByLabel(x.neuro).uncheck();
    await page.getByRole("button", { name: x.save }).click();
    await expect(page.getByText(x.saved)).toBeVisible();
    await page.getByRole("button", { name: x.unsubscribe, exact: true }).click();
    await expect(page.getByRole("heading", { name: x.unsubscribed })).toBeVisible();
    expect(
      await formsDb((db) =>
        db.selectFrom("subscriptions").select("id").where("email", "=", address).executeTakeFirst(),
      ),
    ).toBeUndefined();
  });

  test(`${lang}: the failure message when the address had too many confirmations today`, async ({
    page,
    context,
    baseURL,
  }) => {
    await asNewVisitor(page, context, baseURL!);
    const address = uniqueAddress("limited");
    const now = new Date().toISOString();
    await formsDb((db) =>
      db
        .insertInto("rate_limit_hits")
        .values([0, 1, 2].map(() => ({ bucket: `alerts-confirm:${address}`, at: now })))
        .execute(),
    );
    await gotoHydrated(page, `/${lang}/alerts`);
    const form = page.locator("main form");
    await form.getByLabel(x.email, { exact: true }).fill(address);
    await form.getByLabel(x.box).check();
    await form.getByRole("button", { name: x.submit }).click();
    await expect(page.getByRole("alert").filter({ hasText: x.failed })).toBeVisible();
    // Nothing typed is lost.
    await expect(form.getByLabel(x.email, { exact: true })).toHaveValue(address);
    expect(await emailsTo(address)).toHaveLength(0);
  });
}

for (const lang of LANGS) {
  const x = TEXT[lang];
  test(`${lang}: the home page's box loads its checks when the reader first goes into it, then subscribes`, async ({ page, context, baseURL }) => {
    await asNewVisitor(page, context, baseURL!);
    // The box's rules come in their own chunk (issue 16 §3): not with the page, only once the reader is in the box.
    const rules: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/alerts-schema-[\w-]+\.js$/.test(request.url())) rules.push(request.url());
    });
    await gotoHydrated(page, `/${lang}`);
    const box = page.locator("form.forms-signup");
    const email = box.getByLabel(x.email, { exact: true });
    await expect(email).toBeVisible();
    expect(rules).toEqual([]);
    await email.fill("someone@");
    await email.blur();
    // Judged once the rules arrive, even when the reader left the field before they did.
    await expect(box.getByText(x.format)).toBeVisible();
    expect(rules).toHaveLength(1);
    await email.fill(uniqueAddress("home-box"));
    await expect(box.getByText(x.format)).toBeHidden();
    await box.getByRole("button", { name: x.submit }).click();
    await expect(box.getByText(x.check)).toBeVisible();
    await box.getByLabel(x.box).check();
    await box.getByRole("button", { name: x.submit }).click();
    await expect(page.getByText(x.success)).toBeVisible();
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGS) {
    const x = TEXT[lang];
    test(`${lang}: the server gives the same messages and keeps what was typed, then subscribes`, async ({
      page,
      context,
      baseURL,
    }) => {
      const ip = await asNewVisitor(page, context, baseURL!);
      await page.goto(`/${lang}/alerts`);
      const form = page.locator("main form");
      await form.getByLabel(x.email, { exact: true }).fill("not-an-address");
      await form.getByRole("button", { name: x.submit }).click();
      await expect(form.getByText(x.format)).toBeVisible();
      await expect(form.getByText(x.check)).toBeVisible();
      await expect(form.getByLabel(x.email, { exact: true })).toHaveValue("not-an-address");
      await form.getByLabel(x.email, { exact: true }).fill("");
      await form.getByLabel(x.box).check();
      await form.getByRole("button", { name: x.submit }).click();
      await expect(form.getByText(x.required)).toBeVisible();
      await expect(form.getByLabel(x.box)).toBeChecked();
      const address = uniqueAddress("nojs");
      await form.getByLabel(x.email, { exact: true }).fill(address);
      await form.getByRole("button", { name: x.submit }).click();
      await expect(page.getByRole("heading", { name: x.success })).toBeVisible();
      // The same form sent again (a retry) is answered the same and sends no second confirmation.
      const retry = await context.request.post(`/${lang}/alerts`, {
        form: { email: address, confirm: "on" },
        headers: { "X-Forwarded-For": ip },
      });
      expect(retry.status()).toBe(200);
      expect(await retry.text()).toContain(x.success);
      expect(await emailsTo(address)).toHaveLength(1);
    });
  }
});
