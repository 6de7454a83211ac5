import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listProtocolNotices } from "@core/protocols/list-protocol-notices";
import { startSession } from "@core/users/start-session";
import { startSite, type RunningSite } from "./http-server";

/**
 * Issue 14, ADR 0104 over HTTP: an editor issues a correction and a retraction from a protocol's office page;
 * nobody else reaches the page or its action; bad input comes back with the text kept and the messages in the
 * page's language; readers see the notices at once on the protocol page (en and cn), the notice's own page and
 * the JATS export.
 */
const TEXT_EN = "In step 4 the centrifugation speed is 500 × g, not 5,000 × g.";
const TEXT_CN = "第 4 步的离心速度应为 500 × g，而非 5,000 × g。";
const RETRACTION_EN = "This protocol is retracted: its key reagent was found to be contaminated.";
let site: RunningSite;
let editorCookie: string;
let readerCookie: string;
let correctedId: number;
let retractedId: number;

beforeAll(async () => {
  site = await startSite({ seed: { protocols: 40, today: "2026-11-01" } });
  readerCookie = await site.signedInCookie();
  const editor = await site.db
    .insertInto("users")
    .values({ email: "notices-editor@example.org", username: "noticeseditor", password_hash: "!", full_name: "Nora Editor", role: "editor" })
    .returning("id")
    .executeTakeFirstOrThrow();
  editorCookie = `auth-token=${await startSession(site.db, editor.id, null)}`;
  const rows = await site.db.selectFrom("protocols").select("id").where("kind", "=", "bp").where("status", "=", "published").orderBy("id", "desc").limit(2).execute();
  correctedId = rows[0]!.id;
  retractedId = rows[1]!.id;
});
afterAll(async () => {
  await site?.stop();
});

async function get(path: string, cookie?: string) {
  const response = await fetch(`${site.origin}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), text: await response.text() };
}

async function post(path: string, fields: Record<string, string>, cookie?: string) {
  const response = await fetch(`${site.origin}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("location"), text: await response.text() };
}

const office = (lang: string, id: number) => `/${lang}/editorial/protocols/${id}`;
const today = () => new Date().toISOString().slice(0, 10);

describe("issuing notices from the office", () => {
  it("answers not-found to everyone but editors, for the page and its action", async () => {
    for (const cookie of [undefined, readerCookie]) {
      expect((await get(office("en", correctedId), cookie)).status).toBe(404);
      const posted = await post(office("en", correctedId), { intent: "notice", kind: "correction", noticeOn: today(), textEn: TEXT_EN }, cookie);
      expect(posted.status).toBe(404);
    }
    expect(await listProtocolNotices(site.db, correctedId)).toEqual([]);
    const page = await get(office("en", correctedId), editorCookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Corrections and retractions");
    expect(page.text).toContain(`value="${today()}"`);
  });

  it("keeps what was typed and names each wrong field, in English and in Chinese", async () => {
    const bad = { intent: "notice", kind: "", noticeOn: "2026-13-45", textEn: "", textCn: "保留的中文说明" };
    const en = await post(office("en", correctedId), bad, editorCookie);
    expect(en.status).toBe(400);
    expect(en.text).toContain("Choose the kind of notice.");
    expect(en.text).toContain("Enter the date as YYYY-MM-DD.");
    expect(en.text).toContain("Enter the text of the notice in English.");
    expect(en.text).toContain("保留的中文说明");
    expect(en.text).toContain('value="2026-13-45"');
    const cn = await post(office("cn", correctedId), { ...bad, kind: "correction", noticeOn: "2099-01-01" }, editorCookie);
    expect(cn.status).toBe(400);
    expect(cn.text).toContain("请填写声明的英文正文。");
    expect(cn.text).not.toContain("请选择声明类型。");
    expect(cn.text).toContain("保留的中文说明");
    const future = await post(office("cn", correctedId), { ...bad, kind: "correction", noticeOn: "2099-01-01", textEn: TEXT_EN }, editorCookie);
    expect(future.status).toBe(400);
    expect(future.text).toContain("日期不能晚于今天。");
    expect(future.text).toContain(TEXT_EN);
    expect(await listProtocolNotices(site.db, correctedId)).toEqual([]);
  });

  it("issues a correction and a retraction; a retracted protocol takes no further notice or new version", async () => {
    const correction = await post(office("cn", correctedId), { intent: "notice", kind: "correction", noticeOn: today(), textEn: TEXT_EN, textCn: TEXT_CN }, editorCookie);
    expect(correction.status).toBe(302);
    expect(correction.location).toBe(`${office("cn", correctedId)}?done=notice#editorial-notices`);
    const retraction = await post(office("en", retractedId), { intent: "notice", kind: "retraction", noticeOn: today(), textEn: RETRACTION_EN, textCn: "" }, editorCookie);
    expect(retraction.status).toBe(302);
    const page = await get(`${office("en", retractedId)}?done=notice`, editorCookie);
    expect(page.text).toContain("The notice is online");
    expect(page.text).toContain("a retraction is final, so no further notice or new version can be added");
    expect(page.text).not.toContain('value="version"');
    const version = await post(office("en", retractedId), { intent: "version" }, editorCookie);
    expect(version.status).toBe(400);
    const again = await post(office("en", retractedId), { intent: "notice", kind: "correction", noticeOn: today(), textEn: "A typo." }, editorCookie);
    expect(again.status).toBe(400);
    expect((await listProtocolNotices(site.db, retractedId)).map((n) => n.kind)).toEqual(["retraction"]);
  });
});

describe("what readers get at once", () => {
  it("shows the correction on the protocol page in the page's language", async () => {
    const en = await get(`/en/bpdetail?id=${correctedId}&type=bp`);
    expect(en.status).toBe(200);
    expect(en.text).toContain(TEXT_EN);
    expect(en.text).toContain("Correction, ");
    expect(en.text).not.toContain("protocol-retracted");
    const cn = await get(`/cn/bpdetail?id=${correctedId}&type=bp`);
    expect(cn.text).toContain(TEXT_CN);
    expect(cn.text).toContain("更正，");
  });

  it("marks a retracted protocol unmistakably and keeps it readable; Chinese falls back to the English text", async () => {
    const en = await get(`/en/bpdetail?id=${retractedId}&type=bp`);
    expect(en.text).toContain("protocol-retracted");
    expect(en.text).toContain("This protocol has been retracted");
    expect(en.text).toContain('id="abstract"');
    const cn = await get(`/cn/bpdetail?id=${retractedId}&type=bp`);
    expect(cn.text).toContain("已撤稿");
    expect(cn.text).toContain(RETRACTION_EN);
    expect(cn.text).toContain("（英文）");
  });

  it("gives each notice its own page in both languages, and a related-article in the JATS export", async () => {
    const [notice] = await listProtocolNotices(site.db, correctedId);
    const en = await get(`/en/notice?id=${notice!.id}`);
    expect(en.status).toBe(200);
    expect(en.text).toContain(`DOI: ${notice!.doi}`);
    expect(en.text).toContain(TEXT_EN);
    expect(en.text).toContain(`/en/bpdetail?id=${correctedId}&amp;type=bp`);
    const cn = await get(`/cn/notice?id=${notice!.id}`);
    expect(cn.text).toContain("更正：");
    expect(cn.text).toContain(TEXT_CN);
    expect((await get("/en/notice?id=999999")).status).toBe(404);
    expect((await get("/en/notice?id=abc")).status).toBe(404);
    const xml = await get(`/en/bpdetail/xml?id=${correctedId}&type=bp`, readerCookie);
    expect(xml.status).toBe(200);
    expect(xml.text).toContain(`related-article-type="correction-forward" ext-link-type="doi" xlink:href="${notice!.doi}"`);
  });
});
