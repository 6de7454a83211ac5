import { describe, expect, it } from "vitest";
import { DATABASES } from "./databases";
import { countAdEventsByDay } from "@core/ads/count-ad-events-by-day";
import { listTopTrackedEvents } from "@core/tracking/list-top-tracked-events";
import { AD_EVENT_RATE_LIMIT, CLIENT_ERROR_RATE_LIMIT } from "@core/tracking/limits";
import { action as adEventAction } from "~/routes/api-ad-event";
import { action as pointReportAction } from "~/routes/api-point-report";
import { action as feReportAction } from "~/routes/api-fe-report";
import { REPLY_CODE } from "@core/config/reply-codes";
import {
  BOT_UA,
  BROWSER_UA,
  COMMON_GARBAGE,
  ORIGIN,
  UUID,
  call,
  makeContext,
  post,
  today,
  setUpAdsDatabase,
} from "./ads-api-fixture";

/**
 * What the pages report: an ad's views and clicks, the tracking points and the front-end errors (SPEC §7), each
 * stored once or refused. The ads shown: ads-api-display.test.ts.
 */
for (const target of DATABASES) {
  describe.skipIf(!target.available)(`advertising and tracking reports on ${target.name}`, () => {
    const { t, context, countRows } = setUpAdsDatabase(target);

    describe("POST /v1/journal/advertisement/views and /clicks", () => {
      const event = {
        display_number: 101,
        current_page: "https://journal.test/en/archive",
        from_url: "https://journal.test/en",
        browser_uuid: UUID,
        browser_info: "Chrome 138.0.0.0",
        os: "Linux",
      };

      it("stores a view and a click for the day, counted per ad per day", async () => {
        const view = await call(adEventAction, post("/v1/journal/advertisement/views", event), context);
        expect(view.status).toBe(200);
        expect(view.json).toMatchObject({ code: 0, data: { counted: true } });
        await call(adEventAction, post("/v1/journal/advertisement/views", { ...event, display_number: "107", from_url: "" }), context);
        const click = await call(adEventAction, post("/v1/journal/advertisement/clicks", event), context);
        expect(click.json?.code).toBe(0);
        const rows = await t.db.selectFrom("ad_events").selectAll().orderBy("id").execute();
        expect(rows.map((r) => [r.display_number, r.kind, r.day])).toEqual([
          [101, "view", today],
          [107, "view", today],
          [101, "click", today],
        ]);
        expect(rows[0]).toMatchObject({ current_page: event.current_page, from_url: event.from_url, browser_uuid: UUID, browser_info: "Chrome 138.0.0.0", os: "Linux" });
        expect(rows[1]!.from_url).toBeNull();
        const counts = await countAdEventsByDay(t.db, today, today);
        expect(counts).toEqual([
          { day: today, display_number: 101, title_en: "Ad 101", views: 1, clicks: 1 },
          { day: today, display_number: 107, title_en: "Ad 107", views: 1, clicks: 0 },
        ]);
      });

      it("does not count bots", async () => {
        const r = await call(adEventAction, post("/v1/journal/advertisement/views", event, { "user-agent": BOT_UA }), context);
        expect(r.json).toMatchObject({ code: 0, data: { counted: false } });
        expect(await countRows("ad_events")).toBe(0);
      });

      it("refuses an ad the journal never ran", async () => {
        const r = await call(adEventAction, post("/v1/journal/advertisement/clicks", { ...event, display_number: 999 }), context);
        expect(r.status).toBe(400);
        expect(r.json?.code).not.toBe(0);
        // Code 1 is the forced log-out's alone (SPEC §4): an ads or tracking refusal never answers it.
        expect(r.json?.code).not.toBe(REPLY_CODE.loginRequired);
        expect(await countRows("ad_events")).toBe(0);
      });

      it("refuses reports sent from another site's pages", async () => {
        const r = await call(adEventAction, post("/v1/journal/advertisement/views", event, { origin: "https://evil.example" }), context);
        expect(r.status).toBe(403);
        // The same one check as every state-changing request: a browser's Sec-Fetch-Site is believed without an
        // Origin, and the request's own Host is never taken as the site's (only the configured origin is).
        const fetchSite = await call(adEventAction, post("/v1/journal/advertisement/views", event, { "sec-fetch-site": "cross-site" }), context);
        expect(fetchSite.status).toBe(403);
        const ownHost = new Request("http://rebound.example/v1/journal/advertisement/views", {
          method: "POST",
          headers: { "content-type": "application/json", "user-agent": BROWSER_UA, origin: "http://rebound.example" },
          body: JSON.stringify(event),
        });
        expect((await call(adEventAction, ownHost, context)).status).toBe(403);
        const own = await call(adEventAction, post("/v1/journal/advertisement/views", event, { origin: ORIGIN }), context);
        expect(own.json?.code).toBe(0);
        expect(await countRows("ad_events")).toBe(1);
      });

      const invalid: [string, unknown][] = [
        ...COMMON_GARBAGE,
        ["missing display_number", { ...event, display_number: undefined }],
        ["missing current_page", { ...event, current_page: undefined }],
        ["an empty current_page", { ...event, current_page: "" }],
        ["display_number as text", { ...event, display_number: "one" }],
        ["display_number as object", { ...event, display_number: { n: 1 } }],
        ["display_number negative", { ...event, display_number: -101 }],
        ["current_page as number", { ...event, current_page: 42 }],
        ["an oversized current_page", { ...event, current_page: `https://journal.test/${"a".repeat(3000)}` }],
        ["an oversized browser_info", { ...event, browser_info: "b".repeat(300) }],
        ["a browser_uuid with odd characters", { ...event, browser_uuid: "<script>alert(1)</script>" }],
        ["os as array", { ...event, os: ["Linux"] }],
      ];
      for (const [name, body] of invalid) {
        it(`drops ${name} (never a 500, nothing stored)`, async () => {
          for (const kind of ["views", "clicks"]) {
            const r = await call(adEventAction, post(`/v1/journal/advertisement/${kind}`, body), context);
            expect(r.status).toBeGreaterThanOrEqual(400);
            expect(r.status).toBeLessThan(500);
            expect(r.json?.code).not.toBe(0);
            // Code 1 is the forced log-out's alone (SPEC §4): an ads or tracking refusal never answers it.
            expect(r.json?.code).not.toBe(REPLY_CODE.loginRequired);
          }
          expect(await countRows("ad_events")).toBe(0);
        });
      }

      it("stops counting an address that floods it, per minute", async () => {
        const now = new Date().toISOString();
        await t.db
          .insertInto("rate_limit_hits")
          .values(Array.from({ length: AD_EVENT_RATE_LIMIT.limit }, () => ({ bucket: "ad-event:203.0.113.7", at: now })))
          .execute();
        const r = await call(adEventAction, post("/v1/journal/advertisement/views", event), context);
        expect(r.status).toBe(429);
        expect(r.json?.code).not.toBe(0);
        // Code 1 is the forced log-out's alone (SPEC §4): an ads or tracking refusal never answers it.
        expect(r.json?.code).not.toBe(REPLY_CODE.loginRequired);
        const other = await call(adEventAction, post("/v1/journal/advertisement/views", event), makeContext(t.db, "198.51.100.1"));
        expect(other.json?.code).toBe(0);
        expect(await countRows("ad_events")).toBe(1);
      });
    });

    describe("POST /v1/beidou/point/report", () => {
      const path = "/v1/beidou/point/report";
      const report = {
        point_number: 1002,
        point_value: JSON.stringify({ content: "western blot" }),
        about_id: 123,
        language: "en",
        web: 1,
        url: "https://journal.test/en/searchlist?content=western+blot",
        refer_url: "https://journal.test/en",
        device: { os_system: "Linux", os_type: "desktop", os_name: "Linux x86_64", os_version: "", os_resolution: "1280x900" },
        browser: { name: "Chrome", version: "138.0.0.0" },
      };

      it("stores a report with the browser id of the uuid cookie", async () => {
        const r = await call(pointReportAction, post(path, report, { cookie: `uuid=${UUID}; other=1` }), context);
        expect(r.status).toBe(200);
        expect(r.json?.code).toBe(0);
        const row = await t.db.selectFrom("tracking_events").selectAll().executeTakeFirstOrThrow();
        expect(row).toMatchObject({
          point_number: 1002,
          point_value: '{"content":"western blot"}',
          about_id: "123",
          language: "en",
          web: 1,
          url: report.url,
          refer_url: report.refer_url,
          browser_uuid: UUID,
        });
        expect(JSON.parse(row.device)).toEqual(report.device);
        expect(JSON.parse(row.browser)).toEqual(report.browser);
        const top = await listTopTrackedEvents(t.db, new Date(Date.now() - 60_000).toISOString(), 10);
        expect(top).toEqual([{ point_number: 1002, point_value: '{"content":"western blot"}', count: 1 }]);
      });

      it("accepts a report without optional parts, and ignores a malformed browser id", async () => {
        const { about_id: _a, refer_url: _r, ...rest } = report;
        const r = await call(pointReportAction, post(path, { ...rest, device: {}, browser: {} }, { cookie: "uuid=<bad>" }), context);
        expect(r.json?.code).toBe(0);
        const row = await t.db.selectFrom("tracking_events").selectAll().executeTakeFirstOrThrow();
        expect(row.about_id).toBeNull();
        expect(row.refer_url).toBeNull();
        expect(row.browser_uuid).toBeNull();
      });

      it("does not count bots", async () => {
        const r = await call(pointReportAction, post(path, report, { "user-agent": BOT_UA }), context);
        expect(r.json?.code).toBe(0);
        expect(await countRows("tracking_events")).toBe(0);
      });

      const invalid: [string, unknown][] = [
        ...COMMON_GARBAGE,
        ["an unknown point_number", { ...report, point_number: 4242 }],
        ["point_number as text", { ...report, point_number: "search" }],
        ["point_value that is not JSON", { ...report, point_value: "{oops" }],
        ["point_value as an object", { ...report, point_value: { content: "x" } }],
        ["an oversized point_value", { ...report, point_value: JSON.stringify({ s: "v".repeat(3000) }) }],
        ["an unknown language", { ...report, language: "fr" }],
        ["web other than 1", { ...report, web: 2 }],
        ["a missing url", { ...report, url: undefined }],
        ["a missing device", { ...report, device: undefined }],
        ["device as text", { ...report, device: "Linux" }],
        ["an oversized device field", { ...report, device: { ...report.device, os_name: "n".repeat(500) } }],
        ["browser version as number", { ...report, browser: { name: "Chrome", version: 138 } }],
        ["an oversized about_id", { ...report, about_id: "i".repeat(100) }],
      ];
      for (const [name, body] of invalid) {
        it(`drops ${name} (never a 500, nothing stored)`, async () => {
          const r = await call(pointReportAction, post(path, body), context);
          expect(r.status).toBeGreaterThanOrEqual(400);
          expect(r.status).toBeLessThan(500);
          expect(r.json?.code).not.toBe(0);
          // Code 1 is the forced log-out's alone (SPEC §4): an ads or tracking refusal never answers it.
          expect(r.json?.code).not.toBe(REPLY_CODE.loginRequired);
          expect(await countRows("tracking_events")).toBe(0);
        });
      }

      it("stops reading a streamed body past the limit, and refuses bytes that are not UTF-8", async () => {
        const chunk = new TextEncoder().encode(`{"point_value": "${"z".repeat(1000)}`);
        let sent = 0;
        const endless = new ReadableStream<Uint8Array>({
          pull(controller) {
            sent += 1;
            controller.enqueue(chunk);
            if (sent > 1000) controller.close();
          },
        });
        const streamed = new Request(`${ORIGIN}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: endless,
          duplex: "half",
        } as RequestInit);
        const r = await call(pointReportAction, streamed, context);
        expect(r.status).toBe(413);
        expect(sent).toBeLessThan(20);
        const latin1 = new Request(`${ORIGIN}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
        });
        expect((await call(pointReportAction, latin1, context)).status).toBe(400);
        expect(await countRows("tracking_events")).toBe(0);
      });

      it("reads a sendBeacon body (text/plain)", async () => {
        const r = await call(pointReportAction, post(path, report, { "content-type": "text/plain;charset=UTF-8" }), context);
        expect(r.json?.code).toBe(0);
        expect(await countRows("tracking_events")).toBe(1);
      });
    });

    describe("POST /v1/journal/common/feReport", () => {
      const path = "/v1/journal/common/feReport";
      const report = { error_url: "https://journal.test/en/archive", error_msg: "TypeError: x is undefined\n    at render (app.js:1:2)" };

      it("stores a report with the browser's user agent", async () => {
        const r = await call(feReportAction, post(path, report), context);
        expect(r.json).toMatchObject({ code: 0, data: { stored: true } });
        const row = await t.db.selectFrom("client_error_reports").selectAll().executeTakeFirstOrThrow();
        expect(row).toMatchObject({ error_url: report.error_url, error_msg: report.error_msg, user_agent: BROWSER_UA });
      });

      const invalid: [string, unknown][] = [
        ...COMMON_GARBAGE,
        ["a missing error_msg", { error_url: report.error_url }],
        ["a blank error_msg", { ...report, error_msg: "   " }],
        ["a missing error_url", { error_msg: report.error_msg }],
        ["error_msg as object", { ...report, error_msg: { message: "x" } }],
        ["error_url as number", { ...report, error_url: 7 }],
        ["an oversized error_msg", { ...report, error_msg: "e".repeat(5000) }],
      ];
      for (const [name, body] of invalid) {
        it(`drops ${name} (never a 500, nothing stored)`, async () => {
          const r = await call(feReportAction, post(path, body), context);
          expect(r.status).toBeGreaterThanOrEqual(400);
          expect(r.status).toBeLessThan(500);
          expect(r.json?.code).not.toBe(0);
          // Code 1 is the forced log-out's alone (SPEC §4): an ads or tracking refusal never answers it.
          expect(r.json?.code).not.toBe(REPLY_CODE.loginRequired);
          expect(await countRows("client_error_reports")).toBe(0);
        });
      }

      it("is rate-limited per address per minute", async () => {
        const limit = CLIENT_ERROR_RATE_LIMIT.limit;
        for (let i = 0; i < limit; i++) {
          const r = await call(feReportAction, post(path, { ...report, error_msg: `Error ${i}` }), context);
          expect(r.json?.code).toBe(0);
        }
        const over = await call(feReportAction, post(path, { ...report, error_msg: "one too many" }), context);
        expect(over.status).toBe(429);
        expect(over.headers.get("retry-after")).toBe("60");
        const elsewhere = await call(feReportAction, post(path, report), makeContext(t.db, "198.51.100.2"));
        expect(elsewhere.json?.code).toBe(0);
        expect(await countRows("client_error_reports")).toBe(limit + 1);
      });

      it("ignores bots and other sites", async () => {
        await call(feReportAction, post(path, report, { "user-agent": BOT_UA }), context);
        const cross = await call(feReportAction, post(path, report, { origin: "https://evil.example" }), context);
        expect(cross.status).toBe(403);
        expect(await countRows("client_error_reports")).toBe(0);
      });
    });
  });
}
