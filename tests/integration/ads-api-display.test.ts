import { describe, expect, it } from "vitest";
import { DATABASES } from "./databases";
import { action as displayAction, loader as displayLoader } from "~/routes/api-ad-display";
import { action as adCloseAction } from "~/routes/ad-close";
import { loadFrameAds } from "~/lib/frame-ads.server";
import { REPLY_CODE } from "@core/config/reply-codes";
import { COMMON_GARBAGE, ORIGIN, call, post, setUpAdsDatabase, type AnyArgs } from "./ads-api-fixture";

/** The ads shown: the display call (SPEC §7) and the frame's two slots. The reports: ads-api-reports.test.ts. */
for (const target of DATABASES) {
  describe.skipIf(!target.available)(`the ads shown on ${target.name}`, () => {
    const { context } = setUpAdsDatabase(target);

    describe("POST /v1/journal/advertisement/display", () => {
      const path = "/v1/journal/advertisement/display";

      it("answers the ads running today for the slot and language, in the editors' order, with the SPEC's fields", async () => {
        const top = await call(displayAction, post(path, { ad_page: 1, ad_location: 1, site: 2, site_language: 1 }), context);
        expect(top.status).toBe(200);
        expect(top.json?.code).toBe(0);
        const ads = top.json?.data?.advertisement as Record<string, unknown>[];
        expect(ads.map((a) => a.display_number)).toEqual([102, 101]);
        expect(Object.keys(ads[0]!).sort()).toEqual(["display_number", "img_mobile", "img_pc", "title_cn", "title_en", "url"]);
        expect(ads[1]).toEqual({
          display_number: 101,
          url: "https://example.com/ad/101",
          img_pc: "/images/ads/101-pc.svg",
          img_mobile: "/images/ads/101-mobile.svg",
          title_cn: "广告 101",
          title_en: "Ad 101",
        });

        const bottomCn = await call(displayAction, post(path, { ad_page: 1000, ad_location: 3, site: 2, site_language: 2 }), context);
        expect((bottomCn.json?.data?.advertisement as { display_number: number }[]).map((a) => a.display_number)).toEqual([108]);
        expect(bottomCn.json?.msg).toBe("成功。");
      });

      it("accepts numbers sent as strings of digits", async () => {
        const r = await call(displayAction, post(path, { ad_page: "1000", ad_location: "3", site: "2", site_language: "1" }), context);
        expect(r.json?.code).toBe(0);
        expect((r.json?.data?.advertisement as { display_number: number }[]).map((a) => a.display_number)).toEqual([107]);
      });

      const invalid: [string, unknown][] = [
        ...COMMON_GARBAGE,
        ["missing site_language", { ad_page: 1, ad_location: 1, site: 2 }],
        ["missing ad_page", { ad_location: 1, site: 2, site_language: 1 }],
        ["ad_page as text", { ad_page: "top", ad_location: 1, site: 2, site_language: 1 }],
        ["ad_page as boolean", { ad_page: true, ad_location: 1, site: 2, site_language: 1 }],
        ["ad_page as array", { ad_page: [1], ad_location: 1, site: 2, site_language: 1 }],
        ["ad_page fractional", { ad_page: 1.5, ad_location: 1, site: 2, site_language: 1 }],
        ["an unknown site", { ad_page: 1, ad_location: 1, site: 3, site_language: 1 }],
        ["an unknown language", { ad_page: 1, ad_location: 1, site: 2, site_language: 3 }],
        ["a page and location that do not go together", { ad_page: 1, ad_location: 3, site: 2, site_language: 1 }],
        ["a huge number", { ad_page: 1e300, ad_location: 1, site: 2, site_language: 1 }],
      ];
      for (const [name, body] of invalid) {
        it(`refuses ${name} with a nonzero code and a message`, async () => {
          const r = await call(displayAction, post(path, body), context);
          expect(r.status).toBeGreaterThanOrEqual(400);
          expect(r.status).toBeLessThan(500);
          expect(r.json?.code).not.toBe(0);
          // Code 1 is the forced log-out's alone (SPEC §4): an ads or tracking refusal never answers it.
          expect(r.json?.code).not.toBe(REPLY_CODE.loginRequired);
          expect(typeof r.json?.msg).toBe("string");
          expect(r.json?.msg.length).toBeGreaterThan(0);
          expect(r.json?.data).toBeUndefined();
        });
      }

      it("answers in the caller's language when the payload does not say", async () => {
        const r = await call(displayAction, post(path, { ad_page: 1 }, { "accept-language": "zh-CN,zh;q=0.9" }), context);
        expect(r.json?.msg).toMatch(/^请求参数无效。/);
      });

      it("refuses other content types and other methods", async () => {
        const form = new Request(`${ORIGIN}${path}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "ad_page=1&ad_location=1&site=2&site_language=1",
        });
        const r = await call(displayAction, form, context);
        expect(r.status).toBe(415);
        expect(r.json?.code).not.toBe(0);
        // Code 1 is the forced log-out's alone (SPEC §4): an ads or tracking refusal never answers it.
        expect(r.json?.code).not.toBe(REPLY_CODE.loginRequired);
        const get = displayLoader();
        expect(get.status).toBe(405);
        expect(get.headers.get("allow")).toBe("POST");
      });
    });

    describe("the frame's ads", () => {
      const page = (cookie?: string) => new Request(`${ORIGIN}/en/archive`, { headers: cookie ? { cookie } : {} });

      it("loads both slots of the page's language, server-side", async () => {
        const en = await loadFrameAds(page(), context, "en");
        expect(en.lang).toBe("en");
        expect(en.top.map((a) => a.display_number)).toEqual([102, 101]);
        expect(en.bottom.map((a) => a.display_number)).toEqual([107]);
        expect(en.bottomClosed).toBe(false);
        const cn = await loadFrameAds(page(), context, "cn");
        expect(cn.top.map((a) => a.display_number)).toEqual([105]);
        expect(cn.bottom.map((a) => a.display_number)).toEqual([108]);
      });

      it("leaves the bottom ad out while the adclose cookie is set", async () => {
        const closed = await loadFrameAds(page("uuid=x; adclose=1"), context, "en");
        expect(closed.bottomClosed).toBe(true);
        expect(closed.bottom).toEqual([]);
        expect(closed.top.length).toBe(2);
      });

      it("the no-JavaScript close sets the one-day cookie and goes back to the page (only on this site)", async () => {
        const form = (returnTo: string) =>
          new Request(`${ORIGIN}/ad-close`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ return_to: returnTo }).toString(),
          });
        const r = (await (adCloseAction as unknown as (a: AnyArgs) => Promise<Response>)({ request: form("/en/archive?x=1"), context, params: {} }));
        expect(r.status).toBe(302);
        expect(r.headers.get("location")).toBe("/en/archive?x=1");
        expect(r.headers.get("set-cookie")).toMatch(/^adclose=1; Path=\/; SameSite=Lax; Max-Age=86400; Expires=[^;]+$/);
        const evil = (await (adCloseAction as unknown as (a: AnyArgs) => Promise<Response>)({ request: form("//evil.example/x"), context, params: {} }));
        expect(evil.headers.get("location")).toBe("/");
      });
    });
  });
}
