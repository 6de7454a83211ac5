import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSession } from "@core/users/start-session";
import { startSite, type RunningSite } from "./http-server";

/**
 * The inbox over HTTP (ADR 0110): only editors reach it (everyone else gets the not-found page, on GET and POST);
 * bad input comes back in the page's language with what was typed; the navigation counts what is new.
 */
let site: RunningSite;
let editorCookie: string;
let readerCookie: string;
let psiId: number;
let submissionId: number;

beforeAll(async () => {
  site = await startSite();
  readerCookie = await site.signedInCookie();
  const editor = await site.db
    .insertInto("users")
    .values({
      email: "inbox-editor@example.org",
      username: "inboxeditor",
      password_hash: "!",
      full_name: "Ina Editor",
      role: "editor",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  editorCookie = `auth-token=${await startSession(site.db, editor.id, null)}`;
  psiId = (
    await site.db
      .insertInto("presubmission_inquiries")
      .values({
        first_name: "Hana",
        middle_name: "",
        last_name: "Sato",
        department: "",
        affiliation: "Kyoto University",
        city: "",
        country: "Japan",
        email: "hana.sato@example.org",
        is_corresponding: 1,
        proposed_title: "Clearing whole mouse brains",
        validation_method: "validation_data",
        doi_or_url: "",
        draft_upload_id: null,
        manuscript_status: "planned",
        subject_category_id: 1,
        summary: "Tissue clearing.",
        language: "en",
        idempotency_key: "http-psi-key-000001",
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  const upload = await site.db
    .insertInto("uploads")
    .values({
      storage_key: "k",
      original_name: "m.pdf",
      extension: "pdf",
      size_bytes: 10,
      sha256: "0".repeat(64),
      purpose: "manuscript",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  submissionId = (
    await site.db
      .insertInto("submissions")
      .values({
        route: "self",
        invitation_code: null,
        user_id: null,
        email: "w@example.org",
        title: "A waiver",
        authors: "W. Aiver",
        category_id: 1,
        cover_letter: "",
        manuscript_upload_id: upload.id,
        waiver: "full",
        waiver_reason: "Confidential reason.",
        language: "cn",
        idempotency_key: "http-sub-key-000001",
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => site?.stop());

async function get(path: string, cookie?: string) {
  const response = await fetch(`${site.origin}${path}`, {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location"), text: await response.text() };
}

async function post(path: string, fields: Record<string, string>, cookie = editorCookie) {
  const body = new URLSearchParams({
    idempotencyKey: `key-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    ...fields,
  });
  const response = await fetch(`${site.origin}${path}`, {
    method: "POST",
    headers: { Cookie: cookie, origin: site.origin, "content-type": "application/x-www-form-urlencoded" },
    body,
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location"), text: await response.text() };
}

describe("the inbox over HTTP", () => {
  it("is not found for visitors and readers, on GET and POST, and /editorial takes editors to it", async () => {
    const pages = [
      "/en/editorial",
      "/en/editorial/inbox",
      "/cn/editorial/inbox/templates",
      "/en/editorial/inbox/subscribers",
      `/en/editorial/inbox/psi/${psiId}`,
    ];
    for (const cookie of [undefined, readerCookie]) {
      for (const page of pages) {
        const refused = await get(page, cookie);
        expect(refused.status, page).toBe(404);
        // The site's not-found page, not a bare reply: /editorial has no page of its own but is a page route.
        expect(refused.text, page).toContain('class="error-page__message"');
      }
      expect((await get(`/en/editorial/inbox/submission/${submissionId}`, cookie)).text).not.toContain(
        "Confidential reason.",
      );
    }
    const posted = await post(
      `/en/editorial/inbox/psi/${psiId}`,
      { intent: "status", from: "new", to: "in_progress" },
      readerCookie,
    );
    expect(posted.status).toBe(404);
    expect(await site.db.selectFrom("inbox_items").select("id").execute()).toEqual([]);
    expect(
      (await post("/en/editorial/inbox/subscribers", { intent: "erase", subscriberId: "1" }, readerCookie)).status,
    ).toBe(404);
    expect(
      (await post("/en/editorial/inbox/templates", { kind: "psi", purpose: "accepted" }, readerCookie)).status,
    ).toBe(404);

    const front = await get("/cn/editorial", editorCookie);
    expect(front.status).toBe(302);
    expect(front.location).toBe("/cn/editorial/inbox");
    expect((await get("/en/editorial/inbox/unknown/1", editorCookie)).status).toBe(404);
    expect((await get("/en/editorial/inbox/psi/999999", editorCookie)).status).toBe(404);
  });

  it("lists the items with the count of new ones in the navigation, in both languages", async () => {
    const en = (await get("/en/editorial/inbox", editorCookie)).text;
    expect(en).toContain('aria-label="Inbox (2 new)"');
    expect(en).toContain("Clearing whole mouse brains");
    expect(en).toContain("Fee waiver requested");
    expect(en).not.toContain("Confidential reason.");
    const cn = (await get("/cn/editorial/inbox?kind=waiver", editorCookie)).text;
    expect(cn).toContain('aria-label="收件箱（2 条新内容）"');
    expect(cn).toContain("A waiver");
    expect(cn).not.toContain("Clearing whole mouse brains");
    // The item page shows the waiver request to editors.
    expect((await get(`/en/editorial/inbox/submission/${submissionId}`, editorCookie)).text).toContain(
      "Confidential reason.",
    );
  });

  it("answers bad input in the page's language and keeps what was typed", async () => {
    const page = `/en/editorial/inbox/psi/${psiId}`;
    const note = await post(`/cn/editorial/inbox/psi/${psiId}`, { intent: "note", note: "   " });
    expect(note.status).toBe(400);
    expect(note.text).toContain("请填写备注。");
    const reply = await post(page, {
      intent: "reply",
      subject: "About your inquiry",
      body: "Dear Hana,\n\n[[Write here.]]",
    });
    expect(reply.status).toBe(400);
    expect(reply.text).toContain("Replace the text in double square brackets with your own before sending.");
    expect(reply.text).toContain('value="About your inquiry"');
    const replyCn = await post(`/cn/editorial/inbox/psi/${psiId}`, { intent: "reply", subject: "", body: "您好" });
    expect(replyCn.text).toContain("请填写主题。");
    expect(replyCn.text).toContain("您好</textarea>");
    const waiver = await post(`/cn/editorial/inbox/submission/${submissionId}`, {
      intent: "waiver",
      decision: "partial",
      share: "150",
      reason: "部分资助",
    });
    expect(waiver.status).toBe(400);
    expect(waiver.text).toContain("部分减免时，请填写减免比例");
    expect(waiver.text).toContain("部分资助</textarea>");
    const template = await post("/en/editorial/inbox/templates", {
      kind: "psi",
      purpose: "accepted",
      subjectEn: "Hello {nmae}",
      bodyEn: "Text",
      versionEn: "1",
      subjectCn: "你好",
      bodyCn: "正文",
      versionCn: "1",
    });
    expect(template.status).toBe(400);
    expect(template.text).toContain("This text has a word in braces that is not one of the placeholders listed above.");
    expect(template.text).toContain('value="Hello {nmae}"');
    const stale = await post(page, { intent: "status", from: "in_progress", to: "accepted" });
    expect(stale.status).toBe(400);
    expect(stale.text).toContain("Another editor changed this item since you opened the page.");
    expect(await site.db.selectFrom("inbox_events").select("id").execute()).toEqual([]);
  });

  it("moves an item, redirects to its letter, sends the reply and shows it all on the history", async () => {
    const page = `/en/editorial/inbox/psi/${psiId}`;
    expect((await post(page, { intent: "status", from: "new", to: "in_progress" })).location).toBe(
      `${page}?done=status`,
    );
    expect((await post(page, { intent: "status", from: "in_progress", to: "accepted" })).location).toBe(
      `${page}?done=status&template=accepted#reply`,
    );
    const letter = (await get(`${page}?done=status&template=accepted`, editorCookie)).text;
    expect(letter).toContain("The status was changed.");
    expect(letter).toContain("Dear Hana Sato,");
    expect(letter).toContain('aria-label="Inbox (1 new)"');
    const sent = await post(page, {
      intent: "reply",
      subject: "Your pre-submission inquiry P-000001: please submit your protocol",
      body: "Dear {name},\n\nPlease submit.",
    });
    expect(sent.location).toBe(`${page}?done=reply#inbox-history`);
    const history = (await get(page, editorCookie)).text;
    expect(history).toContain("Reply sent in English:");
    expect(history).toContain("Dear Hana Sato,\n\nPlease submit.");
    expect(history).toContain("Status: In progress → Accepted");
    const outbox = await site.db
      .selectFrom("outbox_emails")
      .select(["subject", "sent_at"])
      .where("to_address", "=", "hana.sato@example.org")
      .execute();
    expect(outbox).toEqual([
      { subject: "Your pre-submission inquiry P-000001: please submit your protocol", sent_at: expect.any(String) },
    ]);
  });
});
