import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTHORED_TRANSLATIONS } from "@seed/content/protocols-cn";
import { startSite, type RunningSite } from "./http-server";

/**
 * Issue 17 §2–3 over HTTP: the hand-written protocols have Chinese full texts; /cn shows Chinese text under
 * Chinese headings; a reader can read English, Chinese or both side by side, and the choice is remembered;
 * protocols without a Chinese text say so on /cn; visitors get no full text in any language.
 */
let site: RunningSite;
let cookie: string;
let translated: number;
let untranslated: number;
beforeAll(async () => {
  site = await startSite({ seed: { protocols: 40, today: "2026-11-01" } });
  cookie = await site.signedInCookie();
  const rows = await site.db
    .selectFrom("protocols")
    .leftJoin("protocol_bodies as cn", (j) => j.onRef("cn.protocol_id", "=", "protocols.id").on("cn.lang", "=", "cn"))
    .select(["protocols.id", "cn.protocol_id as cnId"])
    .where("protocols.kind", "=", "bp")
    .where("protocols.status", "=", "published")
    .execute();
  translated = rows.find((r) => r.cnId !== null)!.id;
  // Every protocol of the demo journal has a Chinese full text (issue 17 §1); an imported one may not: make one so.
  untranslated = rows.filter((r) => r.id !== translated).at(-1)!.id;
  await site.db.deleteFrom("protocol_bodies").where("protocol_id", "=", untranslated).where("lang", "=", "cn").execute();
});
afterAll(async () => {
  await site?.stop();
});

async function html(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.origin}${path}`, { headers, redirect: "manual" });
  expect(response.status).toBe(200);
  return { text: await response.text(), setCookie: response.headers.getSetCookie() };
}

/** The text of the full-text region, without tags. */
function fullText(page: string): string {
  const start = page.indexOf('id="full-text"');
  expect(start, "the page has a full text").toBeGreaterThan(0);
  return page.slice(start, page.indexOf('id="references"', start)).replace(/<[^>]+>/g, " ");
}

describe("Chinese full texts", () => {
  it("every protocol of the demo journal, hand-written or generated, has its Chinese body", async () => {
    expect(AUTHORED_TRANSLATIONS.size).toBe(12);
    const missing = await site.db
      .selectFrom("protocols")
      .leftJoin("protocol_bodies as cn", (j) => j.onRef("cn.protocol_id", "=", "protocols.id").on("cn.lang", "=", "cn"))
      .select("protocols.id")
      .where("cn.protocol_id", "is", null)
      .execute();
    // Only the one made English-only above.
    expect(missing.map((r) => r.id)).toEqual([untranslated]);
    const hand = await site.db.selectFrom("protocols").select("id").where("title_en", "like", "Western Blot Analysis%").executeTakeFirstOrThrow();
    expect(await site.db.selectFrom("protocol_bodies").select("lang").where("protocol_id", "=", hand.id).where("lang", "=", "cn").executeTakeFirst()).toBeDefined();
  });

  it("/cn shows the Chinese text; /en the English; both side by side when asked, and remembered", async () => {
    const cn = fullText((await html(`/cn/bpdetail?id=${translated}&type=bp`, { cookie })).text);
    expect(cn).toMatch(/[\u4e00-\u9fff]{8}/);
    expect(cn).not.toContain("本方案全文以英文提供");

    const en = fullText((await html(`/en/bpdetail?id=${translated}&type=bp`, { cookie })).text);
    expect(en).not.toMatch(/[\u4e00-\u9fff]/);

    const asked = await html(`/en/bpdetail?id=${translated}&type=bp&text=both`, { cookie });
    expect(asked.text).toContain("protocol-body--both");
    expect(asked.text).toMatch(/<div class="pbody-pair__cell" lang="zh-CN">/);
    const remembered = asked.setCookie.find((c) => c.startsWith("readingtext=both"));
    expect(remembered).toMatch(/Max-Age=31536000/i);

    const later = await html(`/cn/bpdetail?id=${translated}&type=bp`, { cookie: `${cookie}; readingtext=both` });
    expect(later.text).toContain("protocol-body--both");
    // Chinese first on the Chinese page.
    expect(later.text.indexOf('class="pbody-pair__cell" lang="zh-CN"')).toBeLessThan(later.text.indexOf('class="pbody-pair__cell" lang="en"'));
  });

  it("a protocol without a Chinese text says so on /cn and offers no language choice", async () => {
    const page = (await html(`/cn/bpdetail?id=${untranslated}&type=bp&text=both`, { cookie })).text;
    expect(page).not.toContain("protocol-body--both");
    expect(page).not.toContain('class="text-mode"');
    expect(page).toMatch(/class="reading-notice" lang="zh-CN"/);
  });

  it("visitors get no full text in either language, whatever they ask for", async () => {
    const page = await html(`/cn/bpdetail?id=${translated}&type=bp&text=both`);
    expect(page.text).not.toContain('id="full-text"');
    expect(page.text).not.toContain("pbody-pair");
    expect(page.setCookie.some((c) => c.startsWith("readingtext="))).toBe(false);
  });
});
