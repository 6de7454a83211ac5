import { expect, test } from "@playwright/test";
import { gotoHydrated, signInAs, waitForHydration } from "./fixtures";
import { asNewVisitor, emailsTo, formsDb } from "./forms-helpers";
import { expectNoAxeViolations } from "./axe";

/**
 * Issue 15, questions and answers (ADR 0111): the corresponding author answers a reader's question from the e-mailed
 * link, without a password; a reader reports a question and an editor hides it from the moderation queue.
 */

/** A published protocol whose corresponding author has an e-mail address and a Chinese name (the seed gives many). */
function aProtocolWithChineseAuthor(offset: number) {
  return formsDb((db) =>
    db
      .selectFrom("protocols")
      .innerJoin("protocol_authors", "protocol_authors.protocol_id", "protocols.id")
      .select([
        "protocols.id",
        "protocols.title_en",
        "protocol_authors.email",
        "protocol_authors.name_en",
        "protocol_authors.name_cn",
      ])
      .where("protocols.kind", "=", "bp")
      .where("protocols.status", "=", "published")
      .where("protocols.title_cn", "is not", null)
      .where("protocol_authors.is_corresponding", "=", 1)
      .where("protocol_authors.email", "is not", null)
      .where("protocol_authors.name_cn", "is not", null)
      .orderBy("protocols.id", "desc")
      .offset(offset)
      .limit(1)
      .executeTakeFirstOrThrow(),
  );
}

test("the corresponding author answers a reader's question from the e-mailed link, without a password", async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  await asNewVisitor(page, context, baseURL!);
  const protocol = await aProtocolWithChineseAuthor(3);
  await signInAs(context, baseURL!, { fullName: "Rosa Reader" });
  const path = `/en/bpdetail?id=${protocol.id}&type=bp`;
  await gotoHydrated(page, path);
  const title = `Can the gel run overnight at four degrees ${Date.now()}`;
  const form = page.locator("#questions .accounts-question-form");
  await form.getByLabel("Question title").fill(title);
  await form.getByLabel("Description").fill("Our cold room is only free at night.");
  await form.getByRole("button", { name: "Post question" }).click();
  await expect(page).toHaveURL(/#question-\d+$/);

  // The e-mail, as the outbox holds it (delivered by SMTP or to files, the row stays): in Chinese, the author's language.
  const address = protocol.email!.trim().toLowerCase();
  let message: Awaited<ReturnType<typeof emailsTo>>[number] | undefined;
  await expect
    .poll(async () => (message = (await emailsTo(address)).find((m) => m.subject.includes(title))))
    .toBeTruthy();
  expect(message!.subject).toBe(`读者就您的实验方案提问：${title}`);
  const link = new URL(/https?:\/\/\S+\/cn\/questions\/answer\?\S+/.exec(message!.text_body)![0]);
  expect(link.origin).toBe(new URL(baseURL!).origin);

  // The author has no session here: a fresh browser context, straight from the e-mail.
  const authorContext = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "10.250.1.2" } });
  const author = await authorContext.newPage();
  await gotoHydrated(author, `${link.pathname}${link.search}`);
  await expect(author.getByRole("heading", { level: 1 })).toHaveText("回答读者关于您的实验方案的问题");
  await expect(author.getByText(`您将以`)).toContainText(protocol.name_cn!);
  await expect(author.getByRole("heading", { name: title })).toBeVisible();
  await expectNoAxeViolations(author, "main");
  await author.getByLabel("您的回答").fill("可以，4 °C 过夜转膜时把电流降到 30 mA。");
  await author.getByRole("button", { name: "提交回答" }).click();
  await expect(author).toHaveURL(new RegExp(`/cn/bpdetail\\?id=${protocol.id}&type=bp#answer-\\d+$`));
  const answerId = /#answer-(\d+)$/.exec(author.url())![1];
  const answer = author.locator(`#answer-${answerId}`);
  await expect(answer.locator(".protocol-answer__text")).toHaveText("可以，4 °C 过夜转膜时把电流降到 30 mA。");
  await expect(answer.locator(".post-badge--author")).toHaveText("作者");
  await expect(answer.locator(".protocol-answer__meta")).toContainText(protocol.name_cn!);
  // The link worked once; it signed nobody in.
  await author.goto(`${link.pathname}${link.search}`);
  await expect(author.getByRole("alert")).toHaveText("此回答链接无效、已过期或已被使用。");
  expect((await authorContext.cookies()).some((c) => c.name === "auth-token")).toBe(false);
  await authorContext.close();

  // The reader sees the answer marked as the author's, in English.
  await page.reload();
  await waitForHydration(page);
  const readerView = page.locator(`#answer-${answerId}`);
  await expect(readerView.locator(".post-badge--author")).toHaveText("Author");
  await expect(readerView.locator(".protocol-answer__meta")).toContainText(protocol.name_en);
});

test("a reader reports a question; an editor hides it from the queue: readers no longer see it, the editor does", async ({
  page,
  context,
  baseURL,
  browser,
}) => {
  await asNewVisitor(page, context, baseURL!);
  const protocol = await aProtocolWithChineseAuthor(4);
  const path = `/en/bpdetail?id=${protocol.id}&type=bp`;
  const title = `Buy discount antibodies from my shop today ${Date.now()}`;
  const { questionId } = await formsDb(async (db) => {
    const asker = await db
      .insertInto("users")
      .values({
        email: `spammer-${Date.now()}@example.org`,
        username: "spammer",
        password_hash: "!",
        full_name: "Sam Spammer",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const row = await db
      .insertInto("questions")
      .values({ protocol_id: protocol.id, user_id: asker.id, title, description: "Cheap antibodies at example.com" })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { questionId: row.id };
  });

  // A reader reports it, with a reason.
  await signInAs(context, baseURL!, { fullName: "Rita Reporter" });
  await gotoHydrated(page, path);
  const post = page.locator(`#question-${questionId}`);
  await post.getByText("Report this question").click();
  await post.getByRole("button", { name: "Send report" }).click();
  await expect(post.getByText("Please say why you are reporting this post.")).toBeVisible();
  await expectNoAxeViolations(page, "#questions");
  await post.getByLabel("Why should the editors look at this post?").fill("This is an advertisement.");
  await post.getByRole("button", { name: "Send report" }).click();
  await expect(page).toHaveURL(new RegExp(`reported=question-${questionId}#question-${questionId}$`));
  await expect(post.getByRole("status")).toHaveText("Thank you. The editors will look at this post.");

  // An editor finds it in the queue with the reason, and hides it.
  const editorContext = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "10.250.1.3" } });
  const editorPage = await editorContext.newPage();
  const editor = await signInAs(editorContext, baseURL!, { fullName: "Edda Editor" });
  await formsDb((db) => db.updateTable("users").set({ role: "editor" }).where("id", "=", editor.id).execute());
  await gotoHydrated(editorPage, "/en/editorial/questions");
  await expect(
    editorPage.getByRole("navigation", { name: "Editorial office" }).getByRole("link", { name: "Questions" }),
  ).toHaveAttribute("aria-current", "page");
  const reported = editorPage.locator("section", { has: editorPage.getByRole("heading", { name: /^Reported posts/ }) });
  await expect(reported.locator("tr", { hasText: title })).toContainText("This is an advertisement.");
  await expectNoAxeViolations(editorPage, "main");
  await reported.getByRole("link", { name: title }).click();
  await expect(editorPage).toHaveURL(new RegExp(`/en/editorial/questions/${questionId}$`));
  await waitForHydration(editorPage);
  const moderated = editorPage.locator(`#question-${questionId}`);
  await moderated.getByRole("button", { name: "Hide from readers" }).click();
  await expect(moderated.getByText("Please give a reason.")).toBeVisible();
  await moderated.getByLabel("Reason for hiding (kept in the log)").fill("Advertising");
  await moderated.getByRole("button", { name: "Hide from readers" }).click();
  await expect(editorPage.getByRole("status")).toHaveText("The post is hidden from readers.");
  await expect(moderated).toContainText("Hidden from readers: Advertising");
  await expectNoAxeViolations(editorPage, "main");
  // Logged: who, and the reason.
  await expect(editorPage.getByRole("table").filter({ hasText: "Advertising" })).toContainText(editor.email);

  // Readers no longer see it, on the protocol page or the questions page; the editor still does, marked.
  await page.goto(path);
  await expect(page.locator("#questions")).toBeVisible();
  await expect(page.locator(`#question-${questionId}`)).toHaveCount(0);
  await expect(page.getByText(title)).toHaveCount(0);
  await page.goto("/en/questions");
  await expect(page.getByText(title)).toHaveCount(0);
  await editorPage.goto(path);
  await expect(editorPage.locator(`#question-${questionId}`)).toContainText("Hidden from readers: Advertising");
  await expect(editorPage.locator(`#question-${questionId}`).getByRole("link", { name: "Moderate" })).toHaveAttribute(
    "href",
    `/en/editorial/questions/${questionId}`,
  );
  await editorContext.close();
});
