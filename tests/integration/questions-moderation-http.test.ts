import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSession } from "@core/users/start-session";
import { startSite, type RunningSite } from "./http-server";

/**
 * Moderated questions and answers over HTTP (ADR 0111): only editors reach the moderation office (everyone else gets the
 * not-found page, on GET and POST); readers report with a reason, and every refusal comes back in the page's language
 * with what was typed; a question e-mails the corresponding author a link from the configured origin, which answers
 * once without a password.
 */
let site: RunningSite;
let editorCookie: string;
let readerCookie: string;
let otherCookie: string;
const PROTOCOL = 31;

beforeAll(async () => {
  site = await startSite();
  await site.db
    .insertInto("protocols")
    .values({
      id: PROTOCOL,
      kind: "bp",
      status: "published",
      doi: `10.99999/opls.${PROTOCOL}`,
      elocation: `e${PROTOCOL}`,
      title_en: "Quantifying Mitochondrial Respiration in Intact Cells",
      title_cn: "完整细胞线粒体呼吸的定量测定",
      abstract_en: "A protocol.",
      abstract_cn: "一个实验方案。",
      received_on: "2025-09-01",
      accepted_on: "2025-11-01",
      online_on: "2025-11-20",
      published_on: "2025-12-20",
      issue_id: null,
      video_id: null,
      journal_version_id: null,
    })
    .execute();
  await site.db
    .insertInto("protocol_authors")
    .values({
      protocol_id: PROTOCOL,
      position: 1,
      name_en: "Hannah Weber",
      name_cn: null,
      is_corresponding: 1,
      email: "hannah.weber@example.org",
    })
    .execute();
  readerCookie = await site.signedInCookie();
  otherCookie = await site.signedInCookie();
  const editor = await site.db
    .insertInto("users")
    .values({
      email: "questions-editor@example.org",
      username: "questionseditor",
      password_hash: "!",
      full_name: "Quinn Editor",
      role: "editor",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  editorCookie = `auth-token=${await startSession(site.db, editor.id, null)}`;
});
afterAll(async () => site?.stop());

async function get(path: string, cookie?: string) {
  const response = await fetch(`${site.origin}${path}`, {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

async function post(path: string, fields: Record<string, string>, cookie?: string) {
  const body = new URLSearchParams({
    idempotencyKey: `key-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    ...fields,
  });
  const response = await fetch(`${site.origin}${path}`, {
    method: "POST",
    headers: {
      ...(cookie ? { Cookie: cookie } : {}),
      origin: site.origin,
      "content-type": "application/x-www-form-urlencoded",
    },
    body,
    redirect: "manual",
  });
  return {
    status: response.status,
    location: response.headers.get("location"),
    text: await response.text(),
    headers: response.headers,
  };
}

const page = `/en/bpdetail?id=${PROTOCOL}&type=bp`;
let questionId: number;

describe("questions and answers, moderated, over HTTP", () => {
  it("e-mails the corresponding author a link from the configured origin when a reader asks on the protocol page", async () => {
    const title = "Does the assay work with primary hepatocytes";
    const asked = await post(
      page,
      {
        intent: "question",
        protocol_id: String(PROTOCOL),
        title,
        description: "We only have primary cells.",
        redirect: page,
      },
      readerCookie,
    );
    expect(asked.status).toBe(302);
    questionId = Number(/#question-(\d+)$/.exec(asked.location ?? "")![1]);
    const [message] = await site.db
      .selectFrom("outbox_emails")
      .selectAll()
      .where("to_address", "=", "hannah.weber@example.org")
      .execute();
    expect(message!.subject).toBe(`A reader asked about your protocol: ${title}`);
    const link = new URL(/http:\/\/\S+\/en\/questions\/answer\?\S+/.exec(message!.text_body)![0]);
    expect(link.origin).toBe(site.origin);
    expect(link.searchParams.get("id")).toBe(String(questionId));
  });

  it("answers through the link once, without a password, and marks the answer as the author's", async () => {
    const [message] = await site.db
      .selectFrom("outbox_emails")
      .select("text_body")
      .where("to_address", "=", "hannah.weber@example.org")
      .execute();
    const link = new URL(/http:\/\/\S+\/en\/questions\/answer\?\S+/.exec(message!.text_body)![0]);
    const path = `${link.pathname}${link.search}`;
    const shown = await get(path);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toContain("no-store");
    expect(shown.text).toContain(
      "You are answering as Hannah Weber, corresponding author of “Quantifying Mitochondrial Respiration in Intact Cells”",
    );
    const fields = { id: link.searchParams.get("id")!, token: link.searchParams.get("token")! };

    const empty = await post("/cn/questions/answer", { ...fields, body: "  " });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("请填写回答。");
    const answered = await post("/en/questions/answer", {
      ...fields,
      body: "Yes: seed them at 20,000 cells per well.",
    });
    expect(answered.status).toBe(302);
    expect(answered.location).toMatch(new RegExp(`^/en/bpdetail\\?id=${PROTOCOL}&type=bp#answer-\\d+$`));
    const protocolPage = await get(page);
    expect(protocolPage.text).toContain("Yes: seed them at 20,000 cells per well.");
    expect(protocolPage.text).toContain('class="post-badge post-badge--author">Author<');
    expect((await get(`/cn/bpdetail?id=${PROTOCOL}&type=bp`)).text).toContain(
      'class="post-badge post-badge--author">作者<',
    );

    const used = await get(path.replace("/en/", "/cn/"));
    expect(used.text).toContain("此回答链接无效、已过期或已被使用。");
    expect(used.text).toContain("在实验方案页面查看您的回答");
    const again = await post("/en/questions/answer", {
      ...fields,
      token: `${fields.token}x`,
      body: "A second answer.",
    });
    expect(again.status).toBe(410);
    expect(again.text).toContain("This answer link is invalid, has expired or was already used.");
    expect(again.text).toContain("A second answer.");
    expect((await get(`/en/questions/answer?id=${questionId}&token=nonsense`)).text).toContain(
      "This answer link is invalid, has expired or was already used.",
    );
  });

  it("lets a signed-in reader report a post once, with a reason, in the page's language", async () => {
    const fields = { intent: "report", kind: "question", post_id: String(questionId), redirect: page };
    const visitor = await post(page, { ...fields, reason: "Spam" });
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe(`/en/login?redirect=${encodeURIComponent(page)}`);

    const cnPage = `/cn/bpdetail?id=${PROTOCOL}&type=bp`;
    const empty = await post(cnPage, { ...fields, redirect: cnPage, reason: " " }, readerCookie);
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("请说明举报原因。");
    const long = await post(page, { ...fields, reason: "x".repeat(1001) }, readerCookie);
    expect(long.status).toBe(400);
    expect(long.text).toContain("The reason can have at most 1,000 characters.");

    const sent = await post(page, { ...fields, reason: "It advertises a product." }, readerCookie);
    expect(sent.status).toBe(302);
    expect(sent.location).toBe(`${page}&reported=question-${questionId}#question-${questionId}`);
    expect((await get(sent.location!, readerCookie)).text).toContain("Thank you. The editors will look at this post.");
    const twice = await post(page, { ...fields, reason: "Still advertising." }, readerCookie);
    expect(twice.status).toBe(409);
    expect(twice.text).toContain("You have already reported this post.");
    expect(twice.text).toContain("Still advertising.");
  });

  it("is not found for visitors and readers, on GET and POST", async () => {
    for (const cookie of [undefined, readerCookie]) {
      expect((await get("/en/editorial/questions", cookie)).status).toBe(404);
      expect((await get(`/cn/editorial/questions/${questionId}`, cookie)).status).toBe(404);
      const hide = await post(
        `/en/editorial/questions/${questionId}`,
        { intent: "hide", kind: "question", postId: String(questionId), reason: "Spam", version: "" },
        cookie,
      );
      expect(hide.status).toBe(404);
      expect(
        (await post("/en/editorial/questions", { intent: "seen", questionId: "999", answerId: "999" }, cookie)).status,
      ).toBe(404);
    }
    const row = await site.db
      .selectFrom("questions")
      .select("hidden_at")
      .where("id", "=", questionId)
      .executeTakeFirstOrThrow();
    expect(row.hidden_at).toBeNull();
    expect(await site.db.selectFrom("question_queue_marks").selectAll().execute()).toEqual([]);
  });

  it("shows editors the queue with the report, in both languages", async () => {
    const en = await get("/en/editorial/questions", editorCookie);
    expect(en.status).toBe(200);
    expect(en.text).toContain("Reported posts (1)");
    expect(en.text).toContain("It advertises a product.");
    expect(en.text).toContain("New since your last look (2)");
    const cn = await get("/cn/editorial/questions", editorCookie);
    expect(cn.text).toContain("被举报的帖子（1）");
    expect(cn.text).toContain("上次查看后的新帖（2）");
  });

  it("answers bad moderation input in the page's language and keeps what was typed", async () => {
    const path = `/cn/editorial/questions/${questionId}`;
    const noReason = await post(
      path,
      { intent: "hide", kind: "question", postId: String(questionId), reason: "", version: "" },
      editorCookie,
    );
    expect(noReason.status).toBe(400);
    expect(noReason.text).toContain("请填写原因。");
    const shortTitle = await post(
      `/en/editorial/questions/${questionId}`,
      {
        intent: "edit",
        kind: "question",
        postId: String(questionId),
        title: "Too short",
        description: "We only have primary cells.",
        version: "",
      },
      editorCookie,
    );
    expect(shortTitle.status).toBe(400);
    expect(shortTitle.text).toContain("The title must have at least 10 characters.");
    expect(shortTitle.text).toContain('value="Too short"');
    const cnTitle = await post(
      path,
      { intent: "edit", kind: "question", postId: String(questionId), title: "", description: "x", version: "" },
      editorCookie,
    );
    expect(cnTitle.text).toContain("请提供问题标题。");
    const foreign = await post(
      path,
      { intent: "hide", kind: "answer", postId: "999999", reason: "Spam", version: "" },
      editorCookie,
    );
    expect(foreign.status).toBe(400);
    expect(foreign.text).toContain("该帖子不属于此问题。");
  });

  it("hides a question: readers no longer see it anywhere, the editor still does, marked", async () => {
    const hidden = await post(
      `/en/editorial/questions/${questionId}`,
      { intent: "hide", kind: "question", postId: String(questionId), reason: "Advertising", version: "" },
      editorCookie,
    );
    expect(hidden.status).toBe(302);
    expect(hidden.location).toBe(`/en/editorial/questions/${questionId}?done=hide#question-${questionId}`);
    for (const cookie of [undefined, otherCookie]) {
      expect((await get(page, cookie)).text).not.toContain("Does the assay work with primary hepatocytes");
      expect((await get("/en/questions", cookie)).text).not.toContain("Does the assay work with primary hepatocytes");
    }
    const forEditor = await get(page, editorCookie);
    expect(forEditor.text).toContain("Does the assay work with primary hepatocytes");
    expect(forEditor.text).toContain("Hidden from readers: Advertising");
    const office = await get(`/cn/editorial/questions/${questionId}`, editorCookie);
    expect(office.text).toContain("已对读者隐藏：Advertising");
    expect(office.text).toContain("（已处理：帖子已隐藏）");
    // Reporting a hidden post is refused; the queue no longer lists its report.
    const report = await post(
      page,
      { intent: "report", kind: "question", post_id: String(questionId), reason: "Spam", redirect: page },
      otherCookie,
    );
    expect(report.status).toBe(404);
    expect((await get("/en/editorial/questions", editorCookie)).text).toContain("No post is waiting with a report.");
  });
});
