import { describe, expect, it } from "vitest";
import { adPlacementFor, placementOfSlot, AD_SLOTS } from "@core/ads/ad-slots";
import { adDisplayRequestSchema, adEventSchema } from "@core/ads/ad-requests";
import { pointReportSchema } from "@core/tracking/point-report";
import { TRACK_POINTS, isTrackPoint } from "@core/tracking/track-points";
import { readEnv } from "@server/env";

describe("ad slots (SPEC §2.6, §7)", () => {
  it("shows the top banner on a language's home page and the bottom ad everywhere else", () => {
    expect(adPlacementFor("/en")).toBe("top");
    expect(adPlacementFor("/cn")).toBe("top");
    expect(adPlacementFor("/cn/")).toBe("top");
    expect(adPlacementFor("/en/archive")).toBe("bottom");
    expect(adPlacementFor("/en/bpdetail")).toBe("bottom");
    expect(adPlacementFor("/english")).toBe("bottom");
  });

  it("knows the API's page and location codes", () => {
    expect(AD_SLOTS.top).toEqual({ adPage: 1, adLocation: 1 });
    expect(AD_SLOTS.bottom).toEqual({ adPage: 1000, adLocation: 3 });
    expect(placementOfSlot(1, 1)).toBe("top");
    expect(placementOfSlot(1000, 3)).toBe("bottom");
    expect(placementOfSlot(1, 3)).toBeNull();
  });

  it("checks a display request", () => {
    expect(adDisplayRequestSchema.parse({ ad_page: 1000, ad_location: 3, site: 2, site_language: 2 })).toEqual({
      placement: "bottom",
      siteLanguage: 2,
    });
    expect(adDisplayRequestSchema.safeParse({ ad_page: 1000, ad_location: 3, site: 1, site_language: 2 }).success).toBe(false);
    expect(adDisplayRequestSchema.safeParse({ ad_page: "1e3", ad_location: 3, site: 2, site_language: 2 }).success).toBe(false);
  });

  it("keeps ad events within bounds", () => {
    const ok = { display_number: 101, current_page: "https://x/en", browser_uuid: "0123abcd-0000" };
    expect(adEventSchema.parse(ok)).toMatchObject({ display_number: 101, from_url: null, browser_info: null, os: null });
    expect(adEventSchema.safeParse({ ...ok, browser_uuid: "short" }).success).toBe(false);
    expect(adEventSchema.safeParse({ ...ok, os: "o".repeat(129) }).success).toBe(false);
  });
});

describe("tracking points", () => {
  it("are distinct numbers, and only they are accepted", () => {
    const numbers = Object.values(TRACK_POINTS);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(isTrackPoint(TRACK_POINTS.pageView)).toBe(true);
    expect(isTrackPoint(1)).toBe(false);
  });

  it("a report's point_value must be a JSON string", () => {
    const report = {
      point_number: TRACK_POINTS.languageSwitch,
      point_value: '{"to":"cn"}',
      language: "en",
      web: 1,
      url: "https://x/en",
      device: {},
      browser: {},
    };
    expect(pointReportSchema.safeParse(report).success).toBe(true);
    expect(pointReportSchema.safeParse({ ...report, point_value: "to cn" }).success).toBe(false);
    expect(pointReportSchema.safeParse({ ...report, point_value: '"plain text is JSON too"' }).success).toBe(true);
  });
});

describe("telemetry configuration (server/env.ts)", () => {
  it("skips local hosts by default, and can be emptied", () => {
    expect(readEnv({}).FE_REPORT_SKIP_HOSTS).toEqual(["localhost", "127.0.0.1"]);
    expect(readEnv({ FE_REPORT_SKIP_HOSTS: "" }).FE_REPORT_SKIP_HOSTS).toEqual([]);
    expect(readEnv({ FE_REPORT_SKIP_HOSTS: " Staging.Example.org , test.local" }).FE_REPORT_SKIP_HOSTS).toEqual([
      "staging.example.org",
      "test.local",
    ]);
  });

  it("has no analytics script unless a same-origin path is given", () => {
    expect(readEnv({}).ANALYTICS_SCRIPT_URL).toBeNull();
    expect(readEnv({ ANALYTICS_SCRIPT_URL: "" }).ANALYTICS_SCRIPT_URL).toBeNull();
    expect(readEnv({ ANALYTICS_SCRIPT_URL: "/stats/script.js" }).ANALYTICS_SCRIPT_URL).toBe("/stats/script.js");
    expect(() => readEnv({ ANALYTICS_SCRIPT_URL: "https://cdn.example.com/a.js" })).toThrow(/ANALYTICS_SCRIPT_URL/);
    expect(() => readEnv({ ANALYTICS_SCRIPT_URL: "//cdn.example.com/a.js" })).toThrow(/ANALYTICS_SCRIPT_URL/);
  });
});
