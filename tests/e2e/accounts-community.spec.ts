import { expect, test, type Page } from "@playwright/test";
import { aProtocol, createReader, favouritesOf, logInWithForm, questionsOf } from "./accounts-helpers";
import { signInAs } from "./fixtures";

/**
 * Posts a form from inside the page, as the protocol page's Favorite button does (a same-origin browser post), and
 * returns once the answer's page has loaded: it often has the address the page had, so the URL cannot tell that the
 * post is done, but the new document lacks the mark the old one carried.
 */
async function postFavouriteForm(page: Page, lang: string, protocolId: number, redirect: string, intent?: string) {
  await page.waitForLoadState();
  await page.evaluate(
    ({ lang, protocolId, redirect, intent }) => {
      document.documentElement.setAttribute("data-before-post", "");
      const form = document.createElement("form");
      form.method = "post";
      form.action = `/${lang}/favourite`;
      const fields: Record<string, string> = { protocol_id: String(protocolId), redirect };
      if (intent) fields.intent = intent;
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = name;
        input.value = value;
        form.append(input);
      }
      (document.body ?? document.documentElement).append(form);
      form.submit();
    },
    { lang, protocolId, redirect, intent },
  );
  await page.waitForFunction(() => document.readyState !== "loading" && !document.documentElement.hasAttribute("data-before-post"));
  await page.waitForLoadState();
}

test("favourites: a visitor is sent to log in and comes back; the toggle adds and removes; My page lists them", async ({ page }) => {
  const reader = await createReader();
  const protocol = await aProtocol(3);
  const back = `/en/bpdetail?id=${protocol.id}&type=bp`;
  await page.goto(back);
  await postFavouriteForm(page, "en", protocol.id, back);
  await expect(page).toHaveURL(`/en/login?redirect=${encodeURIComponent(back)}`);
  await logInWithForm(page, "en", reader.email, reader.password);
  await expect(page).toHaveURL(back);

  await postFavouriteForm(page, "en", protocol.id, back);
  await expect(page).toHaveURL(back);
  expect((await favouritesOf(reader.id)).map((f) => f.protocol_id)).toEqual([protocol.id]);
  // The protocol page's own control says add/remove: repeating "add" keeps one favourite.
  await postFavouriteForm(page, "en", protocol.id, back, "add");
  await expect(page).toHaveURL(back);
  expect(await favouritesOf(reader.id)).toHaveLength(1);

  await page.goto(`/en/user?id=${reader.id}`);
  await expect(page.getByRole("heading", { name: "Favourite protocols" })).toBeVisible();
  const item = page.locator(".accounts-favourites li").filter({ hasText: protocol.title_en });
  await expect(item).toBeVisible();
  await item.getByRole("button", { name: "Remove from favourites" }).click();
  await expect(page.getByText("No favourites yet.")).toBeVisible();
  expect(await favouritesOf(reader.id)).toEqual([]);

  // Toggling without intent adds it back.
  await postFavouriteForm(page, "en", protocol.id, `/en/user?id=${reader.id}`);
  await expect(page.locator(".accounts-favourites li")).toHaveCount(1);
});

test("My page of another reader shows their questions, not their favourites", async ({ page, context, baseURL }) => {
  const owner = await createReader({ fullName: "Barbara McClintock" });
  await signInAs(context, baseURL!);
  await page.goto(`/en/user?id=${owner.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Barbara McClintock" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Favourite protocols" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Questions" })).toBeVisible();
  await page.goto("/en/user?id=abc");
  await expect(page.getByText("Sorry, parameter error.")).toBeVisible();
});

const Q = {
  en: {
    title: "Question title",
    description: "Description",
    post: "Post question",
    required: "Please enter a question title.",
    tooShort: "The title must have at least 10 characters.",
    fewWords: "The title must have at least 3 words.",
    descShort: "The description must have at least 10 characters.",
    okTitle: "How long can the lysis buffer be stored?",
    okBody: "We keep it at four degrees in the dark.",
    answer: "Your answer",
    postAnswer: "Post answer",
    login: "Log in to ask a question",
  },
  cn: {
    title: "问题标题",
    description: "问题描述",
    post: "提交问题",
    required: "请提供问题标题。",
    tooShort: "标题至少需要 10 个字符。",
    fewWords: "标题至少需要 3 个词。",
    descShort: "问题描述至少需要 10 个字符。",
    okTitle: "裂解液在四度条件下可以保存多久",
    okBody: "我们把它放在四度冰箱里避光保存。",
    answer: "您的回答",
    postAnswer: "提交回答",
    login: "登录后提问",
  },
} as const;

for (const lang of ["en", "cn"] as const) {
  const x = Q[lang];
  test(`${lang}: questions — the SPEC's rules, posting once on a double click, answers, plain text`, async ({ page, context, baseURL }) => {
    await page.goto(`/${lang}/questions`);
    await expect(page.getByRole("link", { name: x.login })).toHaveAttribute("href", `/${lang}/login?redirect=${encodeURIComponent(`/${lang}/questions`)}`);
    const user = await signInAs(context, baseURL!, { fullName: "<img src=x onerror=alert(1)>", firstName: "X", lastName: "Y" });
    let dialogs = 0;
    page.on("dialog", (d) => {
      dialogs++;
      void d.dismiss();
    });
    await page.goto(`/${lang}/questions`);
    const form = page.locator(".accounts-question-form");
    await form.getByRole("button", { name: x.post }).click();
    await expect(form.getByText(x.required)).toBeVisible();
    await expect(form.getByText(x.descShort)).toBeVisible();
    await form.getByLabel(x.title).fill(lang === "en" ? "Why PCR?" : "为什么？");
    await form.getByRole("button", { name: x.post }).click();
    await expect(form.getByText(x.tooShort)).toBeVisible();
    await form.getByLabel(x.title).fill("Electrophoresis");
    await form.getByRole("button", { name: x.post }).click();
    await expect(form.getByText(x.fewWords)).toBeVisible();

    // Server-side too: the same rules refuse a post that skips the browser's checks.
    const refused = await page.evaluate(async (lang) => {
      const body = new URLSearchParams({ intent: "question", title: "short", description: "x", redirect: `/${lang}/questions` });
      const r = await fetch(`/${lang}/questions`, { method: "POST", body, redirect: "manual" });
      return r.status;
    }, lang);
    expect(refused).toBe(400);

    const title = `${x.okTitle} <img src=x onerror=alert(1)> ${Date.now()}`;
    await form.getByLabel(x.title).fill(title);
    await form.getByLabel(x.description).fill(`${x.okBody}\n<script>alert(2)</script>`);
    await form.getByRole("button", { name: x.post }).dblclick();
    const posted = page.locator(".accounts-question").filter({ hasText: title });
    await expect(posted.getByRole("heading", { name: title })).toBeVisible();
    await expect(posted.locator(".accounts-plain").first()).toHaveText(`${x.okBody}\n<script>alert(2)</script>`);
    await expect(posted).toContainText("<img src=x onerror=alert(1)>");
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect((await questionsOf(user.id)).filter((q) => q.title === title.trim())).toHaveLength(1);
    await expect(form.getByLabel(x.title)).toHaveValue("");

    await posted.getByLabel(x.answer).fill(lang === "en" ? "About a month, in the dark." : "大约一个月，避光。");
    await posted.getByRole("button", { name: x.postAnswer }).click();
    await expect(posted.locator(".accounts-answer")).toHaveCount(1);
    await expect(posted.locator(".accounts-answer")).toContainText(lang === "en" ? "About a month, in the dark." : "大约一个月，避光。");
    expect(dialogs).toBe(0);
  });
}

test("a question about a protocol, posted from a page that embeds the form, goes back there", async ({ page, context, baseURL }) => {
  const protocol = await aProtocol(4);
  const user = await signInAs(context, baseURL!);
  await page.goto(`/en/bpdetail?id=${protocol.id}&type=bp`);
  // Posted as the embedded QuestionForm does (protocol_id and redirect hidden).
  await page.evaluate(
    ({ id }) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/en/questions";
      const fields = { intent: "question", protocol_id: String(id), redirect: `/en/bpdetail?id=${id}&type=bp`, title: "Which antibody dilution works best here?", description: "We tried one to five hundred without luck." };
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = name;
        input.value = value;
        form.append(input);
      }
      (document.body ?? document.documentElement).append(form);
      form.submit();
    },
    { id: protocol.id },
  );
  await expect(page).toHaveURL(new RegExp(`/en/bpdetail\\?id=${protocol.id}&type=bp#question-\\d+$`));
  expect((await questionsOf(user.id)).map((q) => q.title)).toEqual(["Which antibody dilution works best here?"]);
  await page.goto(`/en/user?id=${user.id}`);
  await expect(page.getByRole("link", { name: protocol.title_en })).toBeVisible();
});
