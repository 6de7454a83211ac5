import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { REPLY_CODE } from "@core/config/reply-codes";
import { isoDay } from "@core/dates/iso-day";
import { PROTOCOL_VIEW_RATE_LIMIT } from "@core/tracking/limits";
import { action, loader } from "~/routes/api-protocol-view";
import { DATABASES, type TestDatabase } from "./databases";
import { startSite, type RunningSite } from "./http-server";

/**
 * ADR 0011 and 0118: a protocol page reports its own view to POST /v1/journal/protocol/view. It is counted once
 * per browser and day, never for a crawler, and the answer carries the total; the page itself counts nothing and
 * is the same cached HTML for every visitor.
 */
const ORIGIN = "http://journal.test";
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36";
const BOT_UA = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";
const UUID_A = "5f0c2d4e-1a2b-4c3d-8e9f-0123456789ab";
const UUID_B = "6a1d3e5f-2b3c-4d4e-9f0a-123456789abc";

function report(body: unknown, headers: Record<string, string> = {}, method = "POST"): Request {
  return new Request(`${ORIGIN}/v1/journal/protocol/view`, {
    method,
    headers: { "content-type": "application/json", "user-agent": BROWSER_UA, ...headers },
    body: method === "POST" ? JSON.stringify(body) : undefined,
  });
}

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`a protocol page's view report on ${target.name}`, () => {
    let t: TestDatabase;
    let context: AppLoadContext;
    let id: number;
    let draft: number | undefined;
    beforeAll(async () => {
      t = await target.create({ protocols: 12, today: "2026-11-01" });
      id = (await t.db.selectFrom("protocols").select("id").where("status", "=", "published").orderBy("id").executeTakeFirstOrThrow()).id;
      draft = (await t.db.selectFrom("protocols").select("id").where("status", "!=", "published").executeTakeFirst())?.id;
      context = { db: t.db, publicUrl: ORIGIN, cspNonce: "", clientIp: "203.0.113.9" } as AppLoadContext;
    });
    afterAll(async () => t?.drop());
    beforeEach(async () => {
      await t.db.deleteFrom("rate_limit_hits").execute();
    });

    const send = async (request: Request) => {
      const response = await action({ request, context, params: {} } as never);
      return { status: response.status, json: (await response.json()) as { code: number; msg: string; data?: { counted: boolean; views?: number } } };
    };
    const total = async () => (await t.db.selectFrom("protocols").select("views_total").where("id", "=", id).executeTakeFirstOrThrow()).views_total;

    it("counts a browser once a day and answers the total", async () => {
      const start = await total();
      const first = await send(report({ protocol_id: id }, { "browser-uuid": UUID_A }));
      expect(first).toEqual({ status: 200, json: { code: REPLY_CODE.ok, msg: "Success.", data: { counted: true, views: start + 1 } } });
      const again = await send(report({ protocol_id: id }, { "browser-uuid": UUID_A }));
      expect(again.json.data).toEqual({ counted: false, views: start + 1 });
      // sendBeacon's fallback carries the id in the body; the cookie is the last resort.
      expect((await send(report({ protocol_id: id, browser_uuid: UUID_B }))).json.data).toEqual({ counted: true, views: start + 2 });
      expect((await send(report({ protocol_id: id }, { cookie: "uuid=7b2e4f60-3c4d-4e5f-8a0b-23456789abcd" }))).json.data).toEqual({ counted: true, views: start + 3 });
      const day = await t.db.selectFrom("protocol_views_daily").select("views").where("protocol_id", "=", id).where("day", "=", isoDay()).executeTakeFirstOrThrow();
      expect(day.views).toBeGreaterThanOrEqual(3);
    });

    it("never counts a crawler, a report without a browser id, or a protocol that is not published", async () => {
      const start = await total();
      const bot = await send(report({ protocol_id: id }, { "browser-uuid": UUID_B, "user-agent": BOT_UA }));
      expect(bot.json.data).toEqual({ counted: false });
      const anonymous = await send(report({ protocol_id: id }));
      expect(anonymous).toEqual({ status: 400, json: { code: REPLY_CODE.invalid, msg: "The request is not valid." } });
      const unknown = await send(report({ protocol_id: 999_999 }, { "browser-uuid": UUID_B, "accept-language": "zh-CN" }));
      expect(unknown).toEqual({ status: 400, json: { code: REPLY_CODE.invalid, msg: "没有该实验方案。" } });
      if (draft !== undefined) expect((await send(report({ protocol_id: draft }, { "browser-uuid": UUID_B }))).status).toBe(400);
      expect((await send(report({ protocol_id: "1" }, { "browser-uuid": UUID_B }))).status).toBe(400);
      expect(await total()).toBe(start);
    });

    it("takes the report calls' first steps: POST only, same site, rate limited", async () => {
      expect((await loader()).status).toBe(405);
      const crossSite = await send(report({ protocol_id: id }, { "browser-uuid": UUID_A, "sec-fetch-site": "cross-site" }));
      expect(crossSite.status).toBe(403);
      for (let i = 0; i < PROTOCOL_VIEW_RATE_LIMIT.limit; i++) await send(report({ protocol_id: id }, { "browser-uuid": UUID_A }));
      const limited = await send(report({ protocol_id: id }, { "browser-uuid": UUID_A }));
      expect(limited.status).toBe(429);
    });
  });
}

describe("the protocol page for visitors", () => {
  let site: RunningSite;
  let id: number;
  beforeAll(async () => {
    site = await startSite({ pageCacheEntries: 100, seed: { protocols: 12, today: "2026-11-01" } });
    id = (await site.db.selectFrom("protocols").select("id").where("kind", "=", "bp").where("status", "=", "published").executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => site?.stop());

  it("counts nothing, sets no cookie and is served from the cache; a signed-in reader's is not", async () => {
    const before = (await site.db.selectFrom("protocols").select("views_total").where("id", "=", id).executeTakeFirstOrThrow()).views_total;
    const get = (cookie?: string) =>
      fetch(`${site.origin}/en/bpdetail?id=${id}&type=bp`, { headers: { "user-agent": BROWSER_UA, ...(cookie ? { cookie } : {}) } });
    const first = await get();
    await first.text();
    expect(first.headers.get("set-cookie")).toBeNull();
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=60");
    const second = await get();
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(await second.text()).toContain('class="protocol__views"');
    const signedIn = await get(await site.signedInCookie());
    expect(signedIn.headers.get("x-cache")).toBeNull();
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    const after = (await site.db.selectFrom("protocols").select("views_total").where("id", "=", id).executeTakeFirstOrThrow()).views_total;
    expect(after).toBe(before);
  });
});
