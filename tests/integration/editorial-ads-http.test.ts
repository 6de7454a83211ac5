import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, isoDay } from "@core/dates/iso-day";
import { startSession } from "@core/users/start-session";
import { startSite, type RunningSite } from "./http-server";

/**
 * The ads office over HTTP (ADR 0113): only editors and admins reach its pages, posts and CSV files (everyone else
 * gets the not-found page); bad input is answered in the page's language with what was typed kept; banners are
 * checked against their slot; an ad is on the public pages at once and gone when paused; the statistics page and
 * its CSV file show the figures of `npm run report:ads`.
 */
let site: RunningSite;
let editorCookie: string;
let adminCookie: string;
let readerCookie: string;
const today = isoDay();
const root = path.resolve(import.meta.dirname, "../..");

async function staff(email: string, role: "editor" | "admin") {
  const user = await site.db
    .insertInto("users")
    .values({ email, username: email.split("@")[0]!, password_hash: "!", full_name: "Ada Editor", role })
    .returning("id")
    .executeTakeFirstOrThrow();
  return `auth-token=${await startSession(site.db, user.id, null)}`;
}

beforeAll(async () => {
  site = await startSite();
  readerCookie = await site.signedInCookie();
  editorCookie = await staff("ads-editor@example.org", "editor");
  adminCookie = await staff("ads-admin@example.org", "admin");
  // The demo journal's English bottom ad, running.
  await site.db
    .insertInto("advertisements")
    .values({
      display_number: 107,
      url: "/en/sap#sponsors",
      img_pc: "/images/ads/107-pc.svg",
      img_mobile: "/images/ads/107-mobile.svg",
      title_en: "CellCraft Media",
      title_cn: "细胞工坊培养基",
      ad_page: 1000,
      ad_location: 3,
      site_language: 1,
      starts_on: addDays(today, -30),
      ends_on: null,
      sort_order: 0,
    })
    .execute();
});
afterAll(async () => site?.stop());

/** A public page as a visitor who accepted the cookie notice sees it (the bottom ad comes after the notice). */
const VISITOR = "gotcookienotice=1";

async function get(path: string, cookie?: string) {
  const response = await fetch(`${site.origin}${path}`, {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

type Files = Partial<Record<"imgPc" | "imgMobile", { name: string; bytes: Uint8Array }>>;

async function post(path: string, fields: Record<string, string>, files: Files = {}, cookie = editorCookie) {
  const body = new FormData();
  for (const [k, v] of Object.entries({ idempotencyKey: crypto.randomUUID(), ...fields })) body.append(k, v);
  for (const [field, file] of Object.entries(files))
    body.append(field, new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${site.origin}${path}`, {
    method: "POST",
    headers: { Cookie: cookie, origin: site.origin },
    body,
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location"), text: await response.text() };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 11, g: 95, b: 122 } } })
    .png()
    .toBuffer();

const fields = {
  placement: "bottom",
  language: "en",
  startsOn: today,
  endsOn: "",
  url: "https://example.com/helix?utm=opls",
  titleEn: "Helix Bioreagents — Cas9, 20% off",
  titleCn: "螺旋生物试剂——Cas9 八折",
};

describe("the ads office over HTTP", () => {
  let id: number;

  it("is not found for visitors and readers on every page, post and CSV file; editors and admins get in", async () => {
    const pages = [
      "/en/editorial/ads",
      "/cn/editorial/ads/107",
      "/en/editorial/ads/statistics",
      "/cn/editorial/ads/107/statistics",
      "/en/editorial/ads/statistics.csv",
      "/en/editorial/ads/107/statistics.csv",
    ];
    for (const cookie of [undefined, readerCookie]) {
      for (const page of pages) expect((await get(page, cookie)).status, page).toBe(404);
      // A file has no page: the site's not-found message as text, in the page's language.
      const en = await get("/en/editorial/ads/statistics.csv", cookie);
      expect(en.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(en.text).toBe("Sorry, this content isn't available right now.");
      expect((await get("/cn/editorial/ads/107/statistics.csv", cookie)).text).toBe("抱歉，该内容暂时无法访问。");
    }
    expect((await post("/en/editorial/ads", fields, {}, readerCookie)).status).toBe(404);
    expect((await post("/en/editorial/ads/107", { intent: "pause" }, {}, readerCookie)).status).toBe(404);
    expect(
      (
        await site.db
          .selectFrom("advertisements")
          .select("paused")
          .where("display_number", "=", 107)
          .executeTakeFirstOrThrow()
      ).paused,
    ).toBe(0);
    for (const cookie of [editorCookie, adminCookie]) {
      for (const page of pages) expect((await get(page, cookie)).status, page).toBe(200);
    }
    const list = await get("/cn/editorial/ads", editorCookie);
    expect(list.text).toContain('href="/cn/editorial/ads"');
    expect(list.text).toContain("细胞工坊培养基");
    expect(list.text).toContain("投放中");
  });

  it("answers bad input in the page's language, keeping what was typed", async () => {
    const cn = await post("/cn/editorial/ads", {
      ...fields,
      endsOn: addDays(today, -1),
      url: "javascript:alert(1)",
      titleCn: "",
    });
    expect(cn.status).toBe(400);
    for (const message of [
      "结束日不能早于开始日。",
      "请输入以 https:// 或 http:// 开头的网址，或以 / 开头的本站页面。",
      "请输入中文标题。",
      "请上传桌面端横幅。",
      "请上传窄屏横幅。",
    ]) {
      expect(cn.text).toContain(message);
    }
    expect(cn.text).toContain('value="Helix Bioreagents — Cas9, 20% off"');
    expect(cn.text).toContain('value="javascript:alert(1)"');
    const en = await post("/en/editorial/ads", {
      ...fields,
      placement: "side",
      startsOn: "2026-02-30",
      url: "//evil.example/x",
    });
    expect(en.status).toBe(400);
    for (const message of [
      "Choose the slot the ad shows in.",
      "Enter the date as YYYY-MM-DD.",
      "Enter a web address beginning with https:// or http://",
      "Upload the desktop banner.",
    ]) {
      expect(en.text).toContain(message);
    }
    expect(en.text).toContain('value="螺旋生物试剂——Cas9 八折"');
    expect(
      await site.db.selectFrom("advertisements").select("display_number").where("display_number", ">", 107).execute(),
    ).toEqual([]);
  });

  it("refuses banners of the wrong shape or size for the slot, in the page's language", async () => {
    const wrong = await post("/cn/editorial/ads", fields, {
      imgPc: { name: "pc.png", bytes: await png(800, 600) },
      imgMobile: { name: "m.png", bytes: await png(320, 50) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("图片比例不符合底部广告的要求：请使用 970 × 90 像素");
    expect(wrong.text).toContain("图片太小：底部广告窄屏版至少须为 640 × 100 像素。");
    expect(wrong.text).toContain('value="螺旋生物试剂——Cas9 八折"');
    const notImage = await post("/en/editorial/ads", fields, {
      imgPc: { name: "pc.png", bytes: new TextEncoder().encode("not an image") },
      imgMobile: { name: "m.png", bytes: await png(640, 100) },
    });
    expect(notImage.status).toBe(400);
    expect(notImage.text).toContain("does not match its extension");
    // The good banner was kept for the next try: the form carries its token.
    expect(notImage.text).toMatch(/name="imgMobileToken" value="[0-9a-f]{32}"/);
  });

  it("creates an ad from uploaded banners; readers see it at once on the public pages", async () => {
    const created = await post("/en/editorial/ads", fields, {
      imgPc: { name: "pc.png", bytes: await png(1940, 180) },
      imgMobile: {
        name: "m.jpg",
        bytes: await sharp(await png(640, 100))
          .jpeg()
          .toBuffer(),
      },
    });
    expect(created.status).toBe(302);
    const match = /^\/en\/editorial\/ads\/(\d+)\?done=create$/.exec(created.location ?? "");
    expect(match).not.toBeNull();
    id = Number(match![1]);
    expect(id).toBe(108);
    const row = await site.db
      .selectFrom("advertisements")
      .selectAll()
      .where("display_number", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      ad_page: 1000,
      ad_location: 3,
      site_language: 1,
      starts_on: today,
      ends_on: null,
      url: fields.url,
      title_en: fields.titleEn,
      paused: 0,
    });
    expect(row.img_pc).toMatch(/^\/figures\/uploaded\/[0-9a-f]{32}-w970-1940\.jpg$/);
    const meta = await sharp(path.join(root, "public", row.img_pc)).metadata();
    expect([meta.width, meta.height]).toEqual([1940, 180]);
    expect((await get(row.img_mobile)).status).toBe(200);
    // Its AVIF renditions come first, at the box's width and twice it (ADR 0137), in the office's preview too.
    const base = row.img_pc!.replace(/-w970-1940\.jpg$/, "");
    const office = (await get(`/en/editorial/ads/${id}?done=create`, editorCookie)).text;
    expect(office).toContain("The ad was created.");
    expect(office).toContain(`type="image/avif" srcSet="${base}-970.avif 970w, ${base}-1940.avif 1940w" sizes="970px"`);

    const page = (await get("/en/archive", VISITOR)).text;
    expect(page).toContain(`src="${row.img_pc}"`);
    expect(page).toContain(`type="image/avif" srcSet="${base}-970.avif 970w, ${base}-1940.avif 1940w" sizes="min(100vw, 970px)"`);
    expect(page).toContain(`alt="${fields.titleEn}"`);
    const display = await fetch(`${site.origin}/v1/journal/advertisement/display`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ad_page: 1000, ad_location: 3, site: 2, site_language: 1 }),
    });
    const ads = (
      (await display.json()) as { data: { advertisement: { display_number: number; img_mobile: string }[] } }
    ).data.advertisement;
    expect(ads.map((a) => a.display_number)).toEqual([107, id]);
    expect((await get("/cn/archive", VISITOR)).text).not.toContain(row.img_pc);
  });

  it("edits (errors keep the typed text), pauses and runs the ad again, each shown to readers at once", async () => {
    const bad = await post(`/cn/editorial/ads/${id}`, {
      ...fields,
      intent: "details",
      currentPlacement: "bottom",
      titleEn: "",
      titleCn: "新标题",
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("请输入英文标题。");
    expect(bad.text).toContain('value="新标题"');
    const moved = await post(`/en/editorial/ads/${id}`, {
      ...fields,
      intent: "details",
      currentPlacement: "bottom",
      placement: "top",
    });
    expect(moved.status).toBe(400);
    expect(moved.text).toContain("Upload the desktop banner.");
    const saved = await post(`/cn/editorial/ads/${id}`, {
      ...fields,
      intent: "details",
      currentPlacement: "bottom",
      titleEn: "Helix Bioreagents — now 25% off",
    });
    expect(saved.location).toBe(`/cn/editorial/ads/${id}?done=details`);
    expect((await get("/en/faqs", VISITOR)).text).toContain('alt="Helix Bioreagents — now 25% off"');

    expect((await post(`/en/editorial/ads/${id}`, { intent: "pause" })).location).toBe(
      `/en/editorial/ads/${id}?done=pause`,
    );
    expect((await get("/en/faqs", VISITOR)).text).not.toContain("Helix Bioreagents");
    const again = await post(`/cn/editorial/ads/${id}`, { intent: "pause" });
    expect(again.status).toBe(400);
    expect(again.text).toContain("此广告此前已被更改");
    const adPage = (await get(`/cn/editorial/ads/${id}`, editorCookie)).text;
    expect(adPage).toContain("已暂停");
    expect(adPage).toContain("恢复投放");
    expect((await post(`/en/editorial/ads/${id}`, { intent: "resume" })).status).toBe(302);
    expect((await get("/en/faqs", VISITOR)).text).toContain("Helix Bioreagents");
    // Every change is on the ad's history.
    const history = await site.db
      .selectFrom("audit_log")
      .select(["action", "actor"])
      .where("entity_type", "=", "advertisement")
      .where("entity_id", "=", String(id))
      .orderBy("id")
      .execute();
    expect(history.map((h) => h.action)).toEqual(["create", "edit", "status", "status"]);
    expect(new Set(history.map((h) => h.actor))).toEqual(new Set(["ads-editor@example.org"]));
  });

  it("shows views and clicks per day as a chart and a table, and as CSV, with the figures of npm run report:ads", async () => {
    const event = (display_number: number, kind: "view" | "click", daysAgo: number) => ({
      display_number,
      kind,
      day: addDays(today, -daysAgo),
      current_page: `${site.origin}/en/faqs`,
    });
    await site.db
      .insertInto("ad_events")
      .values([
        event(id, "view", 0),
        event(id, "view", 0),
        event(id, "view", 0),
        event(id, "view", 0),
        event(id, "click", 0),
        event(id, "view", 3),
        event(107, "view", 1),
        event(107, "click", 1),
      ])
      .execute();
    const from = addDays(today, -6);
    const cn = (await get(`/cn/editorial/ads/${id}/statistics?from=${from}&to=${today}`, editorCookie)).text;
    expect(cn).toContain("展示 5 次，点击 1 次，点击率 20.0%。");
    expect(cn).toMatch(/<svg[^>]*role="img"/);
    expect(cn).toContain("每日展示与点击");
    expect(cn).toContain(`href="/cn/editorial/ads/${id}/statistics.csv?from=${from}&amp;to=${today}"`);
    // Without a range: the last 30 days, as the report.
    expect((await get("/en/editorial/ads/statistics", editorCookie)).text).toContain(
      "6 views, 2 clicks, click-through rate 33.3%.",
    );

    const wrong = await get(`/cn/editorial/ads/${id}/statistics?from=${today}&to=${from}`, editorCookie);
    expect(wrong.status).toBe(200);
    expect(wrong.text).toContain("截止日不能早于起始日。");
    expect(wrong.text).toContain(`value="${from}"`);
    const wrongCsv = await get(
      `/en/editorial/ads/statistics.csv?from=${addDays(today, -400)}&to=${today}`,
      editorCookie,
    );
    expect(wrongCsv.status).toBe(400);
    expect(wrongCsv.text).toBe("Choose at most 366 days.");
    for (const missing of ["999999", "abc"]) {
      const gone = await get(`/cn/editorial/ads/${missing}/statistics.csv`, editorCookie);
      expect(gone.status, missing).toBe(404);
      expect(gone.text, missing).toBe("抱歉，该内容暂时无法访问。");
    }

    const csv = await get(`/en/editorial/ads/${id}/statistics.csv?from=${from}&to=${today}`, editorCookie);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="ad-${id}-${from}-to-${today}.csv"`);
    const lines = csv.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(8);
    expect(lines[1]).toBe(`${today},${id},4,1,25.0`);
    expect(lines[4]).toBe(`${addDays(today, -3)},${id},1,0,0.0`);

    // The command on the site's own database, for the same seven days: the overview CSV's rows, figure for figure.
    const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(site.db);
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/report-ads.ts", "--days", "7"], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: rows.find((r) => r.name === "main")!.file },
    });
    const report = stdout
      .split("\n")
      .filter((l) => /^ {2}\d{4}-\d{2}-\d{2} /.test(l))
      .map((l) => l.trim().split(/\s+/).slice(0, 5).join(","));
    const all = (await get(`/cn/editorial/ads/statistics.csv?from=${from}&to=${today}`, editorCookie)).text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(all[0]).toBe("day,display_number,title_en,title_cn,views,clicks,ctr_percent");
    const fromCsv = all.slice(1).map((line) => {
      const cells = line.split(",");
      const [views, clicks, ctr] = cells.slice(-3);
      return [cells[0], cells[1], views, clicks, ctr ? `${ctr}%` : "–"].join(",");
    });
    expect(report).toEqual([
      `${today},${id},4,1,25.0%`,
      `${addDays(today, -1)},107,1,1,100.0%`,
      `${addDays(today, -3)},${id},1,0,0.0%`,
    ]);
    expect(fromCsv).toEqual(report);
    expect(stdout).toContain("total: 6 views, 2 clicks");
  });
});
