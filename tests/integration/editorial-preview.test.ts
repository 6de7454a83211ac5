import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDraft } from "@core/editorial/create-draft";
import { draftFromProtocol } from "@core/editorial/draft-from-protocol";
import { previewDraft } from "@core/editorial/preview-draft";
import { publishDraft } from "@core/editorial/publish-draft";
import { bodyFromText } from "@core/editorial/simple-body";
import { startVersionDraft } from "@core/editorial/start-version-draft";
import { startSession } from "@core/users/start-session";
import { startSite, type RunningSite } from "./http-server";

/**
 * Issue 14, ADR 0102 over HTTP: an editor previews a draft as the protocol page a signed-in reader or a visitor
 * will get, in both languages, before it goes online; nobody else can open the preview, and a visitor's preview
 * carries no full text, like the page itself (SPEC §1, §6).
 */
const actor = { userId: null, name: "editor@example.org" };
const STEP_EN = "Incubate the slices in 2 µM FM1-43 for 90 s before imaging.";
const STEP_CN = "成像前将脑片置于 2 µM FM1-43 中孵育 90 s。";
let site: RunningSite;
let editorCookie: string;
let readerCookie: string;
let draftId: number;
let versionDraftId: number;
let baseId: number;

beforeAll(async () => {
  site = await startSite({ seed: { protocols: 40, today: "2026-11-01" } });
  readerCookie = await site.signedInCookie();
  const editor = await site.db
    .insertInto("users")
    .values({
      email: "preview-editor@example.org",
      username: "previeweditor",
      password_hash: "!",
      full_name: "Pat Editor",
      role: "editor",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  editorCookie = `auth-token=${await startSession(site.db, editor.id, null)}`;
  const base = await site.db
    .selectFrom("protocols")
    .select("id")
    .where("kind", "=", "bp")
    .where("status", "=", "published")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  baseId = base.id;
  const source = (await draftFromProtocol(site.db, baseId))!;
  draftId = await createDraft(
    site.db,
    {
      ...source,
      titleEn: "Imaging Synaptic Vesicle Release with FM1-43 in Acute Hippocampal Slices",
      titleCn: "利用 FM1-43 在急性海马脑片中成像突触囊泡释放",
      doi: null,
      body: bodyFromText({
        background: "FM dyes label recycling vesicles.",
        materials: "",
        steps: STEP_EN,
        references: "",
      }),
      bodyCn: bodyFromText({ background: "FM 染料可标记再循环囊泡。", materials: "", steps: STEP_CN, references: "" }),
    },
    actor,
    null,
  );
  const started = await startVersionDraft(site.db, baseId, actor);
  if (!started.ok) throw new Error(started.reason);
  versionDraftId = started.draftId;
});
afterAll(async () => {
  await site?.stop();
});

async function get(path: string, cookie?: string) {
  const response = await fetch(`${site.origin}${path}`, {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });
  return {
    status: response.status,
    location: response.headers.get("location"),
    cache: response.headers.get("cache-control"),
    text: await response.text(),
  };
}

describe("previewing a draft", () => {
  it("builds a new draft as a protocol in press today, and a next version with the history it will have", async () => {
    const stored = (
      await site.db.selectFrom("editorial_drafts").select("data").where("id", "=", draftId).executeTakeFirstOrThrow()
    ).data;
    const fresh = (await previewDraft(site.db, JSON.parse(stored), null, "2026-11-23"))!;
    expect(fresh.protocol).toMatchObject({
      id: 0,
      kind: "bp",
      status: "in_press",
      doi: null,
      onlineOn: "2026-11-23",
      issue: null,
      versions: [],
    });
    expect(fresh.protocol.categories.length).toBeGreaterThan(0);
    expect(fresh.protocol.categories[0]!.nameCn).not.toBe("");
    const source = (await draftFromProtocol(site.db, baseId))!;
    const next = (await previewDraft(
      site.db,
      { ...source, versionNote: { en: "Clarified step 2.", cn: "澄清了第 2 步。" } },
      baseId,
      "2026-11-23",
    ))!;
    expect(next.protocol.id).toBe(baseId);
    expect(next.protocol.versions.at(-1)).toEqual({
      version: next.protocol.versions.length,
      publishedOn: "2026-11-23",
      noteEn: "Clarified step 2.",
      noteCn: "澄清了第 2 步。",
      readable: false,
    });
    expect(next.protocol.versions.at(-2)!.readable).toBe(true);
  });

  it("an editor sees the reader's page with the full text, in English and in Chinese", async () => {
    const en = await get(`/en/editorial/drafts/${draftId}/preview?as=reader`, editorCookie);
    expect(en.status).toBe(200);
    expect(en.cache).toContain("no-store");
    expect(en.text).toContain("Preview of draft");
    expect(en.text).toContain("Imaging Synaptic Vesicle Release with FM1-43 in Acute Hippocampal Slices</h1>");
    expect(en.text).toContain(STEP_EN);
    expect(en.text).toContain('<meta name="robots" content="noindex"/>');
    expect(en.text).not.toContain("citation_title");
    const cn = await get(`/cn/editorial/drafts/${draftId}/preview`, editorCookie);
    expect(cn.status).toBe(200);
    expect(cn.text).toContain("利用 FM1-43 在急性海马脑片中成像突触囊泡释放</h1>");
    expect(cn.text).toContain(STEP_CN);
    expect(cn.text).toContain("已登录读者将看到的实验方案页面。");
  });

  it("the visitor's preview has the log-in prompt and none of the full text", async () => {
    const page = await get(`/en/editorial/drafts/${draftId}/preview?as=visitor`, editorCookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Please log in or register for free to copy/paste or download protocols.");
    expect(page.text).not.toContain("FM1-43 for 90 s");
  });

  it("a next version's preview is the protocol online with the draft's texts", async () => {
    const page = await get(`/en/editorial/drafts/${versionDraftId}/preview?as=reader`, editorCookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`DOI: 10.99999/opls.${baseId}`);
  });

  it("readers and visitors get the not-found page; a bad audience is a parameter error; a published draft goes to its page", async () => {
    expect((await get(`/en/editorial/drafts/${draftId}/preview?as=reader`, readerCookie)).status).toBe(404);
    expect((await get(`/en/editorial/drafts/${draftId}/preview?as=reader`)).status).toBe(404);
    expect((await get(`/en/editorial/drafts/${draftId}/preview?as=everyone`, editorCookie)).status).toBe(400);
    expect((await get(`/en/editorial/drafts/99999/preview`, editorCookie)).status).toBe(404);
    expect((await get(`/en/editorial/drafts/abc/preview`, editorCookie)).status).toBe(404);
    const online = await publishDraft(site.db, draftId, 1, { actor, doiPrefix: "10.99999", today: "2026-11-23" });
    if (!online.ok) throw new Error(online.reason);
    expect(await get(`/en/editorial/drafts/${draftId}/preview`, editorCookie)).toMatchObject({
      status: 302,
      location: `/en/bpdetail?id=${online.protocolId}&type=bp`,
    });
  });
});
