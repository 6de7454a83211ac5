import { expect, test } from "@playwright/test";
import { png } from "../fixtures/forms-files";
import { LANGS, asNewVisitor, emailsTo, formsDb, uniqueAddress } from "./forms-helpers";
import { gotoHydrated } from "./fixtures";

const TEXT = {
  en: {
    title: "Help",
    email: "E-mail",
    message: "Your request",
    screenshot: "Screenshot (optional)",
    submit: "Send request",
    details: "Please provide details about your request.",
    emailRequired: "Please enter your email.",
    done: "Submission Complete",
    reply: "We will reply within two business days.",
    uploaded: /Uploaded: screen\.png/,
    subject: /^We have received your help request \(H-\d{6}\)$/,
  },
  cn: {
    title: "帮助",
    email: "邮箱",
    message: "问题描述",
    screenshot: "截图（选填）",
    submit: "提交",
    details: "请详细描述您的问题。",
    emailRequired: "请输入您的邮箱。",
    done: "提交成功！",
    reply: "我们将在两个工作日内回复您。",
    uploaded: /已上传：screen\.png/,
    subject: /^我们已收到您的求助（H-\d{6}）$/,
  },
} as const;

for (const lang of LANGS) {
  const x = TEXT[lang];
  test(`${lang}: help request with a screenshot: messages, success, confirmation e-mail`, { tag: "@narrow" }, async ({
    page,
    context,
    baseURL,
  }) => {
    await asNewVisitor(page, context, baseURL!);
    await gotoHydrated(page, `/${lang}/help?from=${encodeURIComponent("/en/bpdetail?id=12")}`);
    await expect(page.getByRole("heading", { level: 1, name: x.title })).toBeVisible();
    const form = page.locator("main form");
    await form.getByRole("button", { name: x.submit }).click();
    await expect(form.getByText(x.details)).toBeVisible();
    await expect(form.getByText(x.emailRequired)).toBeVisible();

    const address = uniqueAddress("help");
    await form.getByLabel(x.email, { exact: true }).fill(address);
    await form.getByLabel(x.message, { exact: true }).fill("The PDF download of protocol 12 stops at 80%.");
    await expect(form.getByText(x.details)).toBeHidden();
    await form.getByLabel(x.screenshot).setInputFiles({ name: "screen.png", mimeType: "image/png", buffer: png() });
    await expect(form.getByText(x.uploaded)).toBeVisible();
    await form.getByRole("button", { name: x.submit }).click();
    await expect(page.getByRole("heading", { name: x.done })).toBeVisible();
    await expect(page.getByText(x.reply)).toBeVisible();

    const [confirmation, ...rest] = await emailsTo(address);
    expect(rest).toHaveLength(0);
    expect(confirmation!.subject).toMatch(x.subject);
    const row = await formsDb((db) =>
      db.selectFrom("help_requests").selectAll().where("email", "=", address).executeTakeFirstOrThrow(),
    );
    expect(row).toMatchObject({ language: lang, page_url: "/en/bpdetail?id=12" });
    expect(row.screenshot_upload_id).not.toBeNull();
  });
}

test("en: a request over 5,000 characters is refused inline and kept", async ({ page, context, baseURL }) => {
  await asNewVisitor(page, context, baseURL!);
  await gotoHydrated(page, "/en/help");
  const form = page.locator("main form");
  const long = "x".repeat(5001);
  await form.getByLabel("Your request", { exact: true }).fill(long);
  await form.getByLabel("Your request", { exact: true }).blur();
  await expect(form.getByText("Please keep your request within 5,000 characters.")).toBeVisible();
  await expect(form.getByLabel("Your request", { exact: true })).toHaveValue(long);
});
