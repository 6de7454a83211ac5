import { expect, test } from "@playwright/test";
import { aProtocol, createReader, logInWithForm, questionsOf } from "./accounts-helpers";
import { gotoHydrated, signInAs } from "./fixtures";

/** Asking and answering on the protocol page itself (issue 19 item 1; SPEC §2.8, §5, §8). */

const X = {
  en: {
    heading: "Ask a question",
    title: "Question title",
    description: "Description",
    post: "Post question",
    required: "Please enter a question title.",
    tooShort: "The title must have at least 10 characters.",
    answer: "Your answer",
    postAnswer: "Post answer",
    login: "Log in to ask a question",
    posted: "Your question has been posted.",
    okTitle: "Can the gel be run at four degrees overnight",
    okBody: "Our room is warm in summer and the bands smile.",
    okAnswer: "Yes, at a lower voltage it works well.",
  },
  cn: {
    heading: "提问",
    title: "问题标题",
    description: "问题描述",
    post: "提交问题",
    required: "请提供问题标题。",
    tooShort: "标题至少需要 10 个字符。",
    answer: "您的回答",
    postAnswer: "提交回答",
    login: "登录后提问",
    posted: "您的问题已发布。",
    okTitle: "这个 方法 可以 在四度过夜跑胶吗",
    okBody: "夏天 实验室 很热，条带 会变形。",
    okAnswer: "可以，降低 电压 即可。",
  },
} as const;

test("a question sent before the form's rules have arrived waits for them, and a double click posts it once", async ({ page, context, baseURL }) => {
  const x = X.en;
  const protocol = await aProtocol(8);
  const user = await signInAs(context, baseURL!);
  // The rules come in their own chunk when the reader first goes into the form (useLoadOnFirstFocus): held back here
  // until the test lets them through, so the post is made while they are on their way.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = 0;
  await page.route(/\/assets\/question-rules-[\w-]+\.js$/, async (route) => {
    requested++;
    await held;
    await route.continue();
  });
  await gotoHydrated(page, `/en/bpdetail?id=${protocol.id}&type=bp`);
  const form = page.locator("#questions .accounts-question-form");
  const title = `${x.okTitle} held ${Date.now()}`;
  await form.getByLabel(x.title).fill(title);
  await form.getByLabel(x.description).fill(x.okBody);
  await form.getByRole("button", { name: x.post }).dblclick();
  await expect.poll(() => requested).toBe(1);
  expect(await questionsOf(user.id)).toEqual([]);
  release();
  await expect(form.getByRole("status")).toHaveText(x.posted);
  await expect(page.locator(".protocol-question").filter({ hasText: title })).toHaveCount(1);
  expect((await questionsOf(user.id)).map((q) => q.title)).toEqual([title]);
});

for (const lang of ["en", "cn"] as const) {
  const x = X[lang];

  test(`${lang}: a signed-in reader asks and answers on the protocol page and stays there`, { tag: "@narrow" }, async ({ page, context, baseURL }, info) => {
    const protocol = await aProtocol(lang === "en" ? 6 : 7);
    const user = await signInAs(context, baseURL!);
    const path = `/${lang}/bpdetail?id=${protocol.id}&type=bp`;
    await gotoHydrated(page, path);
    const section = page.locator("#questions");
    const form = section.locator(".accounts-question-form");
    await expect(form.getByRole("heading", { name: x.heading })).toBeVisible();

    // The SPEC's rules on this page: nothing entered, then a too-short title (what was typed stays).
    await form.getByRole("button", { name: x.post }).click();
    await expect(form.getByText(x.required)).toBeVisible();
    await form.getByLabel(x.title).fill(lang === "en" ? "Why PCR?" : "为什么？");
    await form.getByLabel(x.description).fill(x.okBody);
    await form.getByRole("button", { name: x.post }).click();
    await expect(form.getByText(x.tooShort)).toBeVisible();
    await expect(form.getByLabel(x.title)).toHaveValue(lang === "en" ? "Why PCR?" : "为什么？");
    await expect(form.getByLabel(x.description)).toHaveValue(x.okBody);

    const title = `${x.okTitle} ${info.project.name} ${Date.now()}`;
    await form.getByLabel(x.title).fill(title);
    await form.getByRole("button", { name: x.post }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/bpdetail\\?id=${protocol.id}&type=bp#question-\\d+$`));
    const posted = section.locator(".protocol-question").filter({ hasText: title });
    await expect(posted.getByRole("heading", { name: title })).toBeVisible();
    await expect(posted.locator(".protocol-question__text")).toHaveText(x.okBody);
    await expect(form.getByRole("status")).toHaveText(x.posted);
    await expect(form.getByLabel(x.title)).toHaveValue("");
    expect((await questionsOf(user.id)).map((q) => q.title)).toEqual([title]);

    await posted.getByLabel(x.answer).fill(x.okAnswer);
    await posted.getByRole("button", { name: x.postAnswer }).click();
    await expect(posted.locator(".protocol-answer")).toHaveCount(1);
    await expect(posted.locator(".protocol-answer__text")).toHaveText(x.okAnswer);
    await expect(page).toHaveURL(new RegExp(`/${lang}/bpdetail\\?id=${protocol.id}&type=bp#answer-\\d+$`));
  });

  test(`${lang}: a visitor's "log in to ask" leads through log-in back to the protocol page`, async ({ page }) => {
    const protocol = await aProtocol(8);
    const reader = await createReader();
    const path = `/${lang}/bpdetail?id=${protocol.id}&type=bp`;
    await gotoHydrated(page, path);
    await expect(page.locator("#questions .accounts-question-form")).toHaveCount(0);
    const link = page.locator("#questions").getByRole("link", { name: x.login });
    await expect(link).toHaveAttribute("href", `/${lang}/login?redirect=${encodeURIComponent(path)}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/login\\?`));
    await logInWithForm(page, lang, reader.email, reader.password);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
    await expect(page.locator("#questions .accounts-question-form")).toBeVisible();
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ["en", "cn"] as const) {
    const x = X[lang];
    test(`${lang}: the protocol page's own action keeps the reader there, with the SPEC message and the text typed`, async ({ page, context, baseURL }, info) => {
      const protocol = await aProtocol(9);
      await signInAs(context, baseURL!);
      const path = `/${lang}/bpdetail?id=${protocol.id}&type=bp`;
      await page.goto(path);
      const form = page.locator("#questions .accounts-question-form");
      await form.getByLabel(x.title).fill("Short one");
      await form.getByLabel(x.description).fill(x.okBody);
      await form.getByRole("button", { name: x.post }).click();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
      await expect(form.getByText(x.tooShort)).toBeVisible();
      await expect(form.getByLabel(x.title)).toHaveValue("Short one");
      await expect(form.getByLabel(x.description)).toHaveValue(x.okBody);

      const title = `${x.okTitle} ${info.project.name} plain ${Date.now()}`;
      await form.getByLabel(x.title).fill(title);
      await form.getByRole("button", { name: x.post }).click();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}#question-\\d+$`));
      const posted = page.locator("#questions .protocol-question").filter({ hasText: title });
      await expect(posted.getByRole("heading", { name: title })).toBeVisible();
    });
  }
});

test("the protocol page's action: a visitor is sent to log in and back; the return path stays on this site", async ({ request, context, baseURL }) => {
  const protocol = await aProtocol(9);
  const path = `/en/bpdetail?id=${protocol.id}&type=bp`;
  const headers = { origin: baseURL!, "sec-fetch-site": "same-origin" };
  const fields = { intent: "question", protocol_id: String(protocol.id), title: "Does the blocking step need a full hour", description: "We block for thirty minutes only." };
  const visitor = await request.post(path, { form: { ...fields, redirect: path }, headers, maxRedirects: 0 });
  expect([302, 303]).toContain(visitor.status());
  expect(visitor.headers().location).toBe(`/en/login?redirect=${encodeURIComponent(path)}`);

  const user = await signInAs(context, baseURL!);
  const posted = await context.request.post(path, { form: { ...fields, redirect: "/en/..//evil.example/x" }, headers, maxRedirects: 0 });
  expect([302, 303]).toContain(posted.status());
  expect(new URL(posted.headers().location!, baseURL).origin).toBe(new URL(baseURL!).origin);
  expect((await questionsOf(user.id)).map((q) => q.title)).toEqual([fields.title]);
});
