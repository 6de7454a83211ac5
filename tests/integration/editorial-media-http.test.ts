import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isoDay } from "@core/dates/iso-day";
import { createDraft } from "@core/editorial/create-draft";
import { draftFromProtocol } from "@core/editorial/draft-from-protocol";
import { findDraft } from "@core/editorial/find-draft";
import { createIssue } from "@core/editorial/issues/create-issue";
import { publishDraft } from "@core/editorial/publish-draft";
import { bodyFromText } from "@core/editorial/simple-body";
import { startSession } from "@core/users/start-session";
import { startSite, type RunningSite } from "./http-server";

/**
 * Issue 14, ADR 0105 over HTTP: an editor uploads a draft's figure with texts in both languages and an issue's
 * cover; a file that is not a usable image comes back with a message in the page's language and the typed texts
 * kept; nobody else reaches the page or its action; the reader's page shows the figure's renditions.
 */
const actor = { userId: null, name: "media-editor@example.org" };
const CAPTION_CN = "血清刺激 5 分钟后磷酸化 ERK 的蛋白质印迹。";
let site: RunningSite;
let editorCookie: string;
let readerCookie: string;
let draftId: number;

beforeAll(async () => {
  site = await startSite({ seed: { protocols: 20, today: "2026-11-01" } });
  readerCookie = await site.signedInCookie();
  const editor = await site.db
    .insertInto("users")
    .values({ email: "media-editor@example.org", username: "mediaeditor", password_hash: "!", full_name: "Mia Editor", role: "editor" })
    .returning("id")
    .executeTakeFirstOrThrow();
  editorCookie = `auth-token=${await startSession(site.db, editor.id, null)}`;
  const base = await site.db.selectFrom("protocols").select("id").where("kind", "=", "bp").orderBy("id").executeTakeFirstOrThrow();
  const source = (await draftFromProtocol(site.db, base.id))!;
  draftId = await createDraft(
    site.db,
    {
      ...source,
      doi: null,
      figures: [],
      titleEn: "Detecting Phospho-ERK by Western Blot",
      titleCn: "用蛋白质印迹检测磷酸化 ERK",
      body: bodyFromText({ background: "ERK is activated by serum.", materials: "", steps: "Starve the cells.\n\nAdd serum.", references: "" }),
      bodyCn: bodyFromText({ background: "血清可激活 ERK。", materials: "", steps: "饥饿处理细胞。\n\n加入血清。", references: "" }),
    },
    actor,
    null,
  );
});
afterAll(async () => {
  await site?.stop();
});

async function get(path: string, cookie?: string) {
  const response = await fetch(`${site.origin}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), headers: response.headers, text: await response.text() };
}

async function post(path: string, fields: Record<string, string>, file: { field: string; name: string; bytes: Uint8Array } | null, cookie?: string) {
  const body = new FormData();
  // Each post is a fresh render of the form: its own idempotency key.
  for (const [k, v] of Object.entries({ idempotencyKey: crypto.randomUUID(), ...fields })) body.append(k, v);
  if (file) body.append(file.field, new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${site.origin}${path}`, { method: "POST", headers: cookie ? { Cookie: cookie } : {}, body, redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), text: await response.text() };
}

const figuresPage = (lang: string) => `/${lang}/editorial/drafts/${draftId}/figures`;
const lockVersion = async () => String((await findDraft(site.db, draftId))!.lockVersion);
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } }).png().toBuffer();

describe("draft figures over HTTP", () => {
  it("answers not-found to everyone but editors, for the page and its action", async () => {
    for (const cookie of [undefined, readerCookie]) {
      expect((await get(figuresPage("en"), cookie)).status).toBe(404);
      const posted = await post(figuresPage("en"), { intent: "add", lockVersion: "1", altEn: "x" }, { field: "image", name: "a.png", bytes: await png(20, 20) }, cookie);
      expect(posted.status).toBe(404);
    }
    expect((await findDraft(site.db, draftId))!.draft.figures).toEqual([]);
    const page = await get(figuresPage("cn"), editorCookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain("添加图片");
    expect((await get(`/en/editorial/drafts/${draftId}`, editorCookie)).text).toContain(`href="/en/editorial/drafts/${draftId}/figures"`);
  });

  it("refuses a file that is not a usable image, in the page's language, keeping the typed texts", async () => {
    // PNG magic bytes (so the upload itself is accepted) but no picture after them.
    const broken = (await png(40, 40)).subarray(0, 60);
    for (const [lang, message] of [
      ["en", "This file is not an image the site can read."],
      ["cn", "网站无法读取此文件中的图像。"],
    ] as const) {
      const fields = { intent: "add", lockVersion: await lockVersion(), altEn: "", altCn: "印迹", captionEn: "Kept caption", captionCn: CAPTION_CN };
      const answer = await post(figuresPage(lang), fields, { field: "image", name: "blot.png", bytes: broken }, editorCookie);
      expect(answer.status).toBe(400);
      expect(answer.text).toContain(lang === "en" ? "Describe the image in English" : "请用英文描述图像内容");
      const again = await post(figuresPage(lang), { ...fields, altEn: "A blot" }, { field: "image", name: "blot.png", bytes: broken }, editorCookie);
      expect(again.status).toBe(400);
      expect(again.text).toContain(message);
      expect(again.text).toContain("Kept caption");
      expect(again.text).toContain(CAPTION_CN);
    }
    expect((await findDraft(site.db, draftId))!.draft.figures).toEqual([]);
  });

  it("uploads a figure into the draft, served with long caching, and says when another editor changed the draft", async () => {
    const fields = { intent: "add", altEn: "Western blot of phospho-ERK", altCn: "磷酸化 ERK 的蛋白质印迹", captionEn: "Phospho-ERK after serum.", captionCn: CAPTION_CN };
    const stale = String(Number(await lockVersion()) - 1 || 99);
    const refused = await post(figuresPage("en"), { ...fields, lockVersion: stale }, { field: "image", name: "blot.png", bytes: await png(1200, 800) }, editorCookie);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Another editor changed this draft");
    const answer = await post(figuresPage("en"), { ...fields, lockVersion: await lockVersion() }, { field: "image", name: "blot.png", bytes: await png(1200, 800) }, editorCookie);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`${figuresPage("en")}?saved=1`);
    const stored = (await findDraft(site.db, draftId))!;
    const [figure] = stored.draft.figures!;
    expect(figure).toMatchObject({ width: 1200, height: 800, altCn: fields.altCn, captionCn: CAPTION_CN });
    expect(figure!.srcset.split(", ").map((c) => c.split(" ")[1])).toEqual(["480w", "960w", "1200w"]);
    const image = await fetch(`${site.origin}${figure!.src}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    expect(image.headers.get("cache-control")).toContain("immutable");
    // The draft's form shows the figure as a line of the procedure and stays editable.
    const draftPage = await get(`/en/editorial/drafts/${draftId}`, editorCookie);
    expect(draftPage.text).toContain("[Figure 1]");
    expect(draftPage.text).toContain("[图 1]");
  });

  it("shows a published figure to readers with its renditions, size and Chinese caption", async () => {
    const stored = (await findDraft(site.db, draftId))!;
    const published = await publishDraft(site.db, draftId, stored.lockVersion, { actor, doiPrefix: "10.99999", today: isoDay() });
    if (!published.ok) throw new Error(published.reason);
    const page = await get(`/cn/bpdetail?id=${published.protocolId}&type=bp`, readerCookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain(CAPTION_CN);
    // AVIF first (ADR 0133), then WebP: the browser takes the first type it reads.
    expect(page.text).toMatch(/<source type="image\/avif" srcSet="\/figures\/uploaded\/[0-9a-f]{32}-480\.avif 480w[^"]*"[^>]*\/><source type="image\/webp" srcSet="\/figures\/uploaded\/[0-9a-f]{32}-480\.webp 480w/);
    expect(page.text).toContain('alt="磷酸化 ERK 的蛋白质印迹" loading="lazy" decoding="async" width="1200" height="800"');
  });
});

describe("issue cover upload over HTTP", () => {
  it("makes an uploaded image the issue's cover, cut to 3:4, and refuses a broken one with a message", async () => {
    const created = await createIssue(
      site.db,
      { volume: 40, year: Number(isoDay().slice(0, 4)), number: 3, publishedOn: isoDay(), coverUrl: "", titleEn: "", titleCn: "", noteEn: "", noteCn: "" },
      actor,
    );
    if (!created.ok) throw new Error(created.reason);
    const page = `/cn/editorial/issues/${created.id}`;
    const fields = { intent: "details", publishedOn: isoDay(), coverUrl: "/images/covers/issue-2.svg", titleEn: "Kept title", titleCn: "", noteEn: "", noteCn: "" };
    expect((await post(page, fields, { field: "cover", name: "cover.png", bytes: await png(900, 900) }, readerCookie)).status).toBe(404);
    const bad = await post(page, fields, { field: "cover", name: "cover.png", bytes: (await png(40, 40)).subarray(0, 60) }, editorCookie);
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("网站无法读取此文件中的图像。");
    expect(bad.text).toContain("Kept title");
    const good = await post(page, fields, { field: "cover", name: "cover.png", bytes: await png(900, 900) }, editorCookie);
    expect(good.status).toBe(302);
    const issue = await site.db.selectFrom("issues").select("cover_url").where("id", "=", created.id).executeTakeFirstOrThrow();
    // Its name lists its renditions (ADR 0137), which are served.
    expect(issue.cover_url).toMatch(/^\/figures\/uploaded\/[0-9a-f]{32}-w240-480\.jpg$/);
    const cover = await sharp(Buffer.from(await (await fetch(`${site.origin}${issue.cover_url}`)).arrayBuffer())).metadata();
    expect([cover.width, cover.height]).toEqual([480, 640]);
    const base = issue.cover_url!.replace(/-w240-480\.jpg$/, "");
    const avif = await fetch(`${site.origin}${base}-240.avif`);
    expect([avif.status, avif.headers.get("content-type")]).toEqual([200, "image/avif"]);
    // Saving the details again keeps the uploaded cover.
    const again = await post(page, { ...fields, coverUrl: issue.cover_url! }, null, editorCookie);
    expect(again.status).toBe(302);
  });
});
