import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSession } from "@core/users/start-session";
import { startSite, type RunningSite } from "./http-server";

/**
 * The content office over HTTP (ADR 0112): only editors reach it (everyone else gets the not-found page, on GET and
 * POST); bad input comes back in the page's language with what was typed; what an editor publishes is on the public
 * pages at the next request, in both languages, and gone from them once unpublished; pictures go through the
 * image function, a logo keeping its transparency.
 */
let site: RunningSite;
let editorCookie: string;
let readerCookie: string;

beforeAll(async () => {
  site = await startSite();
  readerCookie = await site.signedInCookie();
  const editor = await site.db
    .insertInto("users")
    .values({
      email: "content-editor@example.org",
      username: "contenteditor",
      password_hash: "!",
      full_name: "Connie Editor",
      role: "editor",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  editorCookie = `auth-token=${await startSession(site.db, editor.id, null)}`;
});
afterAll(async () => site?.stop());

async function get(url: string, cookie?: string) {
  const response = await fetch(`${site.origin}${url}`, {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });
  return { status: response.status, text: await response.text() };
}

/** A form post as the office's pages send it (multipart, with a picture when given). */
async function post(
  url: string,
  fields: Record<string, string>,
  options: { cookie?: string; image?: Uint8Array } = {},
) {
  const body = new FormData();
  for (const [k, v] of Object.entries({ idempotencyKey: crypto.randomUUID(), ...fields })) body.append(k, v);
  if (options.image) body.append("image", new Blob([new Uint8Array(options.image)]), "picture.png");
  const response = await fetch(`${site.origin}${url}`, {
    method: "POST",
    headers: { Cookie: options.cookie ?? editorCookie, origin: site.origin },
    body,
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location"), text: await response.text() };
}

/** Creates an item and returns its office page. */
async function create(kind: string, fields: Record<string, string>, image?: Uint8Array): Promise<string> {
  const created = await post(`/en/editorial/content/${kind}`, { intent: "create", ...fields }, { image });
  expect(created.status, created.text.slice(0, 300)).toBe(302);
  const match = new RegExp(`^(/en/editorial/content/${kind}/\\d+)\\?done=create$`).exec(created.location ?? "");
  expect(match).not.toBeNull();
  return match![1]!;
}

const news = {
  slug: "new-methods-editor",
  publishedOn: "2026-02-10",
  titleEn: "A New Methods Editor",
  titleCn: "新任方法编辑",
  bodyEn: "We welcome **Dr Rivera**.",
  bodyCn: "我们欢迎**里维拉博士**。",
};
const png = (channels: 3 | 4, alpha = 1) =>
  sharp({ create: { width: 300, height: 200, channels, background: { r: 30, g: 110, b: 170, alpha } } })
    .png()
    .toBuffer();

describe("the content office over HTTP", () => {
  it("is not found for visitors and readers, on GET and POST, and for kinds it does not have", async () => {
    for (const cookie of [undefined, readerCookie]) {
      for (const url of ["/en/editorial/content", "/cn/editorial/content/news", "/en/editorial/content/faqs/1"])
        expect((await get(url, cookie)).status, url).toBe(404);
    }
    expect(
      (await post("/en/editorial/content/news", { intent: "create", ...news }, { cookie: readerCookie })).status,
    ).toBe(404);
    expect((await post("/en/editorial/content/news/1", { intent: "publish" }, { cookie: readerCookie })).status).toBe(
      404,
    );
    expect(await site.db.selectFrom("news").select("id").executeTakeFirst()).toBeUndefined();
    expect((await get("/en/editorial/content/ads", editorCookie)).status).toBe(404);
    expect((await get("/en/editorial/content/news/999", editorCookie)).status).toBe(404);
    const hub = await get("/cn/editorial/content", editorCookie);
    expect(hub.status).toBe(200);
    expect(hub.text).toContain("期刊内容");
    expect(hub.text).toContain('href="/cn/editorial/content/board"');
  });

  it("answers bad input in the page's language and keeps what was typed", async () => {
    const cn = await post("/cn/editorial/content/news", {
      intent: "create",
      ...news,
      slug: "New Methods!",
      titleCn: "",
    });
    expect(cn.status).toBe(400);
    expect(cn.text).toContain("短名称须为 2–80 个小写字母或数字");
    expect(cn.text).toContain("请输入中文标题。");
    expect(cn.text).toContain('value="New Methods!"');
    expect(cn.text).toContain("We welcome **Dr Rivera**.");
    const en = await post("/en/editorial/content/sponsors", {
      intent: "create",
      nameEn: "Acme Reagents",
      nameCn: "",
      url: "javascript:alert(1)",
    });
    expect(en.status).toBe(400);
    expect(en.text).toContain("Please enter the name in Chinese.");
    expect(en.text).toContain("Please enter a full web address starting with https:// or http://, or leave it empty.");
    expect(en.text).toContain("Please choose a logo.");
    expect(en.text).toContain('value="Acme Reagents"');
    const notImage = await post(
      "/cn/editorial/content/sponsors",
      { intent: "create", nameEn: "Acme", nameCn: "艾克米", url: "" },
      { image: new TextEncoder().encode("not an image") },
    );
    expect(notImage.status).toBe(400);
    expect(notImage.text).toContain("文件内容与扩展名不符，未被接受。");
    expect(notImage.text).toContain('value="艾克米"');
  });

  it("publishes a news item on /en/news and /cn/news at once, and takes it off them (and the sitemap) again", async () => {
    const page = await create("news", news);
    expect((await get(page + "?done=create", editorCookie)).text).toContain("Created, not published yet");
    expect((await get("/en/news")).text).not.toContain("A New Methods Editor");
    expect((await get("/en/news/new-methods-editor")).status).toBe(404);
    expect((await post(page, { intent: "publish" })).location).toBe(`${page}?done=publish`);
    expect((await get("/en/news")).text).toContain("A New Methods Editor");
    expect((await get("/cn/news")).text).toContain("新任方法编辑");
    expect((await get("/cn/news/new-methods-editor")).text).toContain("<strong>里维拉博士</strong>");
    expect((await get("/sitemaps/pages.xml")).text).toContain("/news/new-methods-editor");

    const typo = await post(page.replace("/en/", "/cn/"), {
      intent: "save",
      ...news,
      slug: "new-methods-editor",
      titleCn: "",
    });
    expect(typo.text).toContain("请输入中文标题。");
    expect((await post(page, { intent: "save", ...news, titleEn: "Welcome, Dr Rivera" })).location).toBe(
      `${page}?done=save`,
    );
    expect((await get("/en/news")).text).toContain("Welcome, Dr Rivera");

    expect((await post(page, { intent: "unpublish" })).status).toBe(302);
    expect((await get("/en/news/new-methods-editor")).status).toBe(404);
    expect((await get("/cn/news")).text).not.toContain("新任方法编辑");
    expect((await get("/sitemaps/pages.xml")).text).not.toContain("/news/new-methods-editor");
    const stale = await post(page.replace("/en/", "/cn/"), { intent: "unpublish" });
    expect(stale.status).toBe(400);
    expect(stale.text).toContain("页面内容已过期");
  });

  it("shows an uploaded board member's photo on the about page once published", async () => {
    const page = await create(
      "board",
      {
        board: "advisory",
        role: "advisor",
        nameEn: "Lena Park",
        nameCn: "朴丽娜",
        affiliationEn: "Seoul Cell Institute",
        affiliationCn: "首尔细胞研究所",
        interestsEn: "",
        interestsCn: "",
      },
      await png(3),
    );
    const row = await site.db
      .selectFrom("board_members")
      .select(["id", "photo_url"])
      .where("name_en", "=", "Lena Park")
      .executeTakeFirstOrThrow();
    expect(row.photo_url).toMatch(/^\/figures\/uploaded\/[0-9a-f]{32}-w96-192\.jpg$/);
    const photo = await sharp(readFileSync(path.join("public", row.photo_url))).metadata();
    expect([photo.width, photo.height]).toEqual([192, 192]);
    expect((await get("/cn/about?type=advisory")).text).not.toContain("朴丽娜");
    await post(page, { intent: "publish" });
    const about = (await get("/cn/about?type=advisory")).text;
    expect(about).toContain("朴丽娜");
    expect(about).toContain(`src="${row.photo_url}"`);
    expect((await get(row.photo_url)).status).toBe(200);
  });

  it("keeps a logo's transparency, and shows a sponsor on the home page at once", async () => {
    const page = await create(
      "sponsors",
      { nameEn: "Clear Optics", nameCn: "清晰光学", url: "https://clear-optics.example.com" },
      await png(4, 0.2),
    );
    const row = await site.db
      .selectFrom("sponsors")
      .select("logo_url")
      .where("name_en", "=", "Clear Optics")
      .executeTakeFirstOrThrow();
    expect(row.logo_url).toMatch(/^\/figures\/uploaded\/[0-9a-f]{32}-w\d+(-\d+)?\.png$/);
    const logo = sharp(readFileSync(path.join("public", row.logo_url)));
    expect((await logo.metadata()).hasAlpha).toBe(true);
    const { data } = await logo.raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBeLessThan(255);
    expect((await get("/en")).text).not.toContain(row.logo_url);
    await post(page, { intent: "publish" });
    const home = (await get("/en")).text;
    expect(home).toContain(row.logo_url);
    expect(home).toContain("https://clear-optics.example.com");
    expect((await get("/cn/sap")).text).toContain("清晰光学");
  });

  it("takes a video whose film and captions are on the server, and a webinar's time in UTC", async () => {
    const video = {
      titleEn: "Wet Transfer",
      titleCn: "湿转印",
      durationSeconds: "14",
      publishedOn: "2026-03-01",
      protocolId: "",
    };
    const missing = await post(
      "/cn/editorial/content/videos",
      { intent: "create", ...video, src: "/videos/not-here.webm" },
      { image: await png(3) },
    );
    expect(missing.status).toBe(400);
    expect(missing.text).toContain("服务器上找不到该视频文件或其字幕文件");
    const page = await create("videos", { ...video, src: "/videos/western-blot-transfer.webm" }, await png(3));
    await post(page, { intent: "publish" });
    const videos = (await get("/cn/videos")).text;
    expect(videos).toContain("湿转印");
    expect(videos).toContain("/videos/western-blot-transfer.zh.vtt");
    // The uploaded poster is shown as its widest WebP rendition (a <video> poster takes no srcset).
    const poster = /<video[^>]* poster="(\/figures\/uploaded\/[0-9a-f]{32}-\d+\.webp)"/.exec(videos)?.[1];
    expect(poster, "the poster's WebP rendition").toBeDefined();
    const posterFile = await fetch(`${site.origin}${poster}`);
    expect(posterFile.status).toBe(200);
    expect(posterFile.headers.get("content-type")).toBe("image/webp");

    const webinar = await create("webinars", {
      startsAt: "2030-05-04T09:30",
      titleEn: "Spheroid Imaging",
      titleCn: "球体成像",
      speakerEn: "Ana Ruiz",
      speakerCn: "安娜·鲁伊斯",
      descriptionEn: "Live.",
      descriptionCn: "直播。",
    });
    expect((await site.db.selectFrom("webinars").select("starts_at").executeTakeFirstOrThrow()).starts_at).toBe(
      "2030-05-04T09:30:00Z",
    );
    expect((await get(webinar, editorCookie)).text).toContain('value="2030-05-04T09:30"');
    await post(webinar, { intent: "publish" });
    expect((await get("/en/webinars")).text).toContain("Spheroid Imaging");
    expect((await get("/en")).text).toContain("Spheroid Imaging");
  });
});
