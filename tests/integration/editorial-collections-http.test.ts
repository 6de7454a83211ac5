import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSession } from "@core/users/start-session";
import { startSite, type RunningSite } from "./http-server";

/**
 * The collections office over HTTP (ADR 0106): only editors reach it (everyone else gets the not-found page, on
 * GET and POST); bad input comes back in the page's language with what was typed; readers see a collection on
 * /collections only once it is published, at once and in both languages.
 */
let site: RunningSite;
let editorCookie: string;
let readerCookie: string;

beforeAll(async () => {
  site = await startSite();
  const protocol = (id: number, online: boolean) => ({
    id,
    kind: "bp" as const,
    status: online ? ("published" as const) : ("in_press" as const),
    doi: `10.99999/opls.${id}`,
    elocation: `e${id}`,
    title_en: `Protocol ${id}: Imaging Calcium Waves in Zebrafish Embryos`,
    title_cn: `实验方案 ${id}：斑马鱼胚胎钙波成像`,
    abstract_en: "A protocol.",
    abstract_cn: "一个实验方案。",
    received_on: "2025-09-01",
    accepted_on: "2025-11-01",
    online_on: online ? "2025-11-20" : null,
    published_on: online ? "2025-12-20" : null,
    issue_id: null,
    video_id: null,
    journal_version_id: null,
  });
  await site.db.insertInto("protocols").values([protocol(21, true), protocol(22, true), protocol(23, false)]).execute();
  readerCookie = await site.signedInCookie();
  const editor = await site.db
    .insertInto("users")
    .values({ email: "collections-editor@example.org", username: "collectionseditor", password_hash: "!", full_name: "Cole Editor", role: "editor" })
    .returning("id")
    .executeTakeFirstOrThrow();
  editorCookie = `auth-token=${await startSession(site.db, editor.id, null)}`;
});
afterAll(async () => site?.stop());

async function get(path: string, cookie?: string) {
  const response = await fetch(`${site.origin}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
  return { status: response.status, text: await response.text() };
}

async function post(path: string, fields: Record<string, string>, cookie = editorCookie) {
  const body = new URLSearchParams({ idempotencyKey: `key-${Date.now()}-${Math.random().toString(36).slice(2)}`, ...fields });
  const response = await fetch(`${site.origin}${path}`, {
    method: "POST",
    headers: { Cookie: cookie, origin: site.origin, "content-type": "application/x-www-form-urlencoded" },
    body,
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location"), text: await response.text() };
}

const fields = {
  intent: "create",
  slug: "zebrafish-imaging",
  titleEn: "Zebrafish Imaging",
  titleCn: "斑马鱼成像",
  descriptionEn: "Live imaging of zebrafish.",
  descriptionCn: "斑马鱼活体成像。",
  coverUrl: "/images/collections/neuroscience-methods.svg",
};

describe("the collections office over HTTP", () => {
  let id: number;

  it("is not found for visitors and readers, on GET and POST", async () => {
    for (const cookie of [undefined, readerCookie]) {
      expect((await get("/en/editorial/collections", cookie)).status).toBe(404);
      expect((await get("/cn/editorial/collections/1", cookie)).status).toBe(404);
    }
    expect((await post("/en/editorial/collections", fields, readerCookie)).status).toBe(404);
    expect(await site.db.selectFrom("collections").select("id").where("slug", "=", fields.slug).executeTakeFirst()).toBeUndefined();
  });

  it("answers bad input in the page's language and keeps what was typed", async () => {
    const cn = await post("/cn/editorial/collections", { ...fields, slug: "Zebrafish Imaging", titleCn: "" });
    expect(cn.status).toBe(400);
    expect(cn.text).toContain("短名称须为 2–80 个小写字母或数字");
    expect(cn.text).toContain("请输入中文标题。");
    expect(cn.text).toContain('value="Zebrafish Imaging"');
    expect(cn.text).toContain("Live imaging of zebrafish.");
    const en = await post("/en/editorial/collections", { ...fields, slug: "" });
    expect(en.status).toBe(400);
    expect(en.text).toContain("Please enter a short name.");
    expect(en.text).toContain('value="斑马鱼成像"');
  });

  it("creates a draft collection, then refuses its slug to another", async () => {
    const created = await post("/en/editorial/collections", fields);
    expect(created.status).toBe(302);
    const match = /\/en\/editorial\/collections\/(\d+)\?done=create$/.exec(created.location ?? "");
    expect(match).not.toBeNull();
    id = Number(match![1]);
    expect((await get(`/en/editorial/collections/${id}?done=create`, editorCookie)).text).toContain("The collection was created as a draft.");
    const again = await post("/cn/editorial/collections", { ...fields, titleEn: "Another" });
    expect(again.status).toBe(400);
    expect(again.text).toContain("已有其他合集使用此短名称");
    expect(again.text).toContain('value="Another"');
  });

  it("adds protocols by number, says clearly when it cannot, and reorders", async () => {
    const page = `/cn/editorial/collections/${id}`;
    const unknown = await post(page, { intent: "add", protocolId: "999999" });
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain("不存在此编号的实验方案");
    expect(unknown.text).toContain('value="999999"');
    expect((await post(`/en/editorial/collections/${id}`, { intent: "add", protocolId: "23" })).text).toContain("This protocol is not online yet");
    expect((await post(page, { intent: "add", protocolId: "21" })).location).toBe(`${page}?done=add#protocols`);
    expect((await post(page, { intent: "add", protocolId: "#22" })).status).toBe(302);
    const moved = await post(page, { intent: "up", protocolId: "22", position: "2" });
    expect(moved.location).toBe(`${page}?done=up#move-22-up`);
    const stale = await post(page, { intent: "up", protocolId: "22", position: "2" });
    expect(stale.status).toBe(400);
    expect(stale.text).toContain("页面内容已过期");
    const html = (await get(page, editorCookie)).text;
    expect(html.indexOf("实验方案 22：")).toBeLessThan(html.indexOf("实验方案 21："));
  });

  it("shows readers the collection only once published, at once, in both languages", async () => {
    expect((await get(`/cn/collections?id=${id}`)).status).toBe(404);
    expect((await get("/cn/collections")).text).not.toContain("斑马鱼成像");
    expect((await post(`/en/editorial/collections/${id}`, { intent: "publish" })).location).toBe(`/en/editorial/collections/${id}?done=publish`);
    expect((await get("/cn/collections")).text).toContain("斑马鱼成像");
    const cn = (await get(`/cn/collections?id=${id}`)).text;
    expect(cn).toContain("斑马鱼活体成像。");
    expect(cn.indexOf("实验方案 22：")).toBeLessThan(cn.indexOf("实验方案 21："));
    expect((await get(`/en/collections?id=${id}`)).text).toContain("Zebrafish Imaging");
    expect((await post(`/en/editorial/collections/${id}`, { intent: "remove", protocolId: "22" })).status).toBe(302);
    expect((await get(`/en/collections?id=${id}`)).text).not.toContain("Protocol 22:");
    expect((await post(`/cn/editorial/collections/${id}`, { intent: "unpublish" })).status).toBe(302);
    expect((await get(`/en/collections?id=${id}`)).status).toBe(404);
  });
});

async function postFile(path: string, fields: Record<string, string>, file: { name: string; bytes: Uint8Array }) {
  const body = new FormData();
  for (const [k, v] of Object.entries({ idempotencyKey: crypto.randomUUID(), ...fields })) body.append(k, v);
  body.append("cover", new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${site.origin}${path}`, { method: "POST", headers: { Cookie: editorCookie, origin: site.origin }, body, redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), text: await response.text() };
}

describe("an uploaded collection cover", () => {
  it("replaces the chosen design; a file that is not an image is refused in the page's language", async () => {
    const created = await post("/en/editorial/collections", { ...fields, slug: "cover-upload", titleEn: "Cover Upload" });
    const id = Number(/collections\/(\d+)/.exec(created.location ?? "")?.[1]);
    const details = { ...fields, intent: "details", slug: "cover-upload", titleEn: "Cover Upload" };
    const bad = await postFile(`/cn/editorial/collections/${id}`, details, { name: "cover.png", bytes: new TextEncoder().encode("not an image") });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("文件内容与扩展名不符，未被接受。");
    expect(bad.text).toContain('value="Cover Upload"');
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 20, g: 120, b: 160 } } }).png().toBuffer();
    const good = await postFile(`/en/editorial/collections/${id}`, details, { name: "cover.png", bytes: png });
    expect(good.location).toBe(`/en/editorial/collections/${id}?done=details`);
    const row = await site.db.selectFrom("collections").select("cover_url").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.cover_url).toMatch(/^\/figures\/uploaded\/[0-9a-f]{32}-w320\.jpg$/);
    // Saving the details again keeps the uploaded cover (it is offered as a choice, and accepted).
    expect((await get(`/en/editorial/collections/${id}`, editorCookie)).text).toContain(`value="${row.cover_url}"`);
    expect((await post(`/en/editorial/collections/${id}`, { ...details, coverUrl: row.cover_url })).status).toBe(302);
    // Second of two: up among the collections, once; the same post again is stale.
    const order = { intent: "up", collectionId: String(id), position: "2" };
    expect((await post("/en/editorial/collections", order)).location).toBe(`/en/editorial/collections?done=move#order-${id}-up`);
    const again = await post("/cn/editorial/collections", order);
    expect(again.status).toBe(400);
    expect(again.text).toContain("页面内容已过期");
  });
});

describe("the special issues office over HTTP", () => {
  let id: number;
  const special = {
    slug: "zebrafish-e-book",
    titleEn: "Zebrafish: An OPLS E-book",
    titleCn: "斑马鱼：OPLS 电子书",
    descriptionEn: "Protocols for zebrafish labs.",
    descriptionCn: "面向斑马鱼实验室的实验方案。",
    coverUrl: "/images/covers/issue-4.svg",
    publishedOn: "2026-01-10",
  };

  it("is not found for readers, on GET and POST", async () => {
    expect((await get("/en/editorial/special-issues", readerCookie)).status).toBe(404);
    expect((await get("/cn/editorial/special-issues/1")).status).toBe(404);
    expect((await post("/en/editorial/special-issues", special, readerCookie)).status).toBe(404);
  });

  it("creates a draft (bad input answered in Chinese, keeping what was typed), with a section and protocols", async () => {
    const bad = await post("/cn/editorial/special-issues", { ...special, publishedOn: "2026-13-40" });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("请按 YYYY-MM-DD 格式输入日期。");
    expect(bad.text).toContain('value="斑马鱼：OPLS 电子书"');
    // The short name's hint is the special issues' own, not the collections'.
    expect(bad.text).toContain("各特刊的短名称不得重复。");
    expect(bad.text).not.toContain("各合集的短名称不得重复");
    const created = await post("/cn/editorial/special-issues", special);
    id = Number(/special-issues\/(\d+)\?done=create$/.exec(created.location ?? "")?.[1]);
    expect(id).toBeGreaterThan(0);
    const page = `/cn/editorial/special-issues/${id}`;
    const noTitle = await post(page, { intent: "section-add", titleEn: "Imaging", titleCn: "" });
    expect(noTitle.text).toContain("请输入栏目的中文标题。");
    expect(noTitle.text).toContain('value="Imaging"');
    expect((await post(page, { intent: "section-add", titleEn: "Imaging", titleCn: "成像" })).location).toBe(`${page}?done=section-add#sections`);
    const section = await site.db.selectFrom("special_issue_sections").select("id").where("special_issue_id", "=", id).executeTakeFirstOrThrow();
    expect((await post(page, { intent: "add", sectionId: String(section.id), protocolId: "23" })).text).toContain("该实验方案尚未在线发表");
    expect((await post(page, { intent: "add", sectionId: String(section.id), protocolId: "21" })).status).toBe(302);
    expect((await post(page, { intent: "add", sectionId: String(section.id), protocolId: "22" })).status).toBe(302);
    const moved = await post(page, { intent: "down", sectionId: String(section.id), protocolId: "21", position: "1" });
    expect(moved.location).toBe(`${page}?done=down#move-s${section.id}-21-down`);
    const person = { intent: "person-add", role: "managing_editor", nameEn: "Mei Wong", nameCn: "王梅", affiliationEn: "Zebrafish Institute", affiliationCn: "斑马鱼研究所" };
    expect((await post(page, person)).location).toBe(`${page}?done=person-add#people`);
  });

  it("shows readers the special issue only once published, in both languages", async () => {
    expect((await get(`/en/specialissue?id=${id}`)).status).toBe(404);
    expect((await get("/cn/specialissue")).text).not.toContain("斑马鱼：OPLS 电子书");
    expect((await post(`/en/editorial/special-issues/${id}`, { intent: "publish" })).status).toBe(302);
    const cn = (await get(`/cn/specialissue?id=${id}`)).text;
    expect(cn).toContain("斑马鱼：OPLS 电子书");
    expect(cn).toContain("成像");
    expect(cn).toContain("王梅");
    expect(cn.indexOf("实验方案 22：")).toBeLessThan(cn.indexOf("实验方案 21："));
    expect((await get("/en/specialissue")).text).toContain("Zebrafish: An OPLS E-book");
  });
});
