import { describe, expect, it } from "vitest";
import { adState } from "@core/ads/ad-state";
import {
  clickThroughRate,
  daysBetween,
  figuresPerAd,
  figuresPerDay,
  formatClickThroughRate,
} from "@core/ads/ad-statistics";
import { adStatisticsCsv } from "@core/ads/ad-statistics-csv";
import type { AdStatistics } from "@core/ads/load-ad-statistics";
import { adActionForm, adCreateForm, adStatsRangeForm, isAdLink, isDay } from "@core/editorial/ads/ad-forms";
import { parseFormValues } from "@core/forms/parse-form-values";
import { adChartGeometry } from "~/lib/ad-statistics-chart.server";

/** The ads office's rules as pure functions (ADR 0113): links, days, states, rates, CSV and the chart's geometry. */

describe("an ad's link", () => {
  it("is a web address with a host, or a page of this site", () => {
    for (const ok of ["https://example.com/x?y=1#z", "http://example.org", "/en/webinars", "/cn/sap#sponsors"])
      expect(isAdLink(ok), ok).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,x",
      "//evil.example/x",
      "ftp://example.com",
      "https://",
      "example.com",
      "/\\evil.example",
      "https://user:pw@example.com",
      "https://exa mple.com",
      "",
    ]) {
      expect(isAdLink(bad), bad).toBe(false);
    }
  });
});

describe("days and states", () => {
  it("takes only real calendar days", () => {
    expect(isDay("2026-02-28")).toBe(true);
    expect(isDay("2028-02-29")).toBe(true);
    for (const bad of ["2026-02-29", "2026-02-30", "2026-13-01", "26-01-01", "2026-1-1", ""])
      expect(isDay(bad), bad).toBe(false);
  });

  it("runs from the start day to the end day, both counted, unless paused", () => {
    const ad = { paused: false, startsOn: "2026-03-01", endsOn: "2026-03-31" };
    expect(adState(ad, "2026-02-28")).toBe("scheduled");
    expect(adState(ad, "2026-03-01")).toBe("running");
    expect(adState(ad, "2026-03-31")).toBe("running");
    expect(adState(ad, "2026-04-01")).toBe("ended");
    expect(adState({ ...ad, endsOn: null }, "2030-01-01")).toBe("running");
    expect(adState({ ...ad, paused: true }, "2026-03-10")).toBe("paused");
  });
});

describe("the forms", () => {
  const ad = {
    placement: "top",
    language: "cn",
    startsOn: "2026-03-10",
    endsOn: "",
    url: "https://example.com",
    titleEn: "A",
    titleCn: "甲",
    imgPcToken: "a".repeat(32),
    imgMobileToken: "b".repeat(32),
  };

  it("refuses an end before the start, and asks for both banners of a new ad", () => {
    expect(parseFormValues(adCreateForm, { ...ad, endsOn: "2026-03-10" }).ok).toBe(true);
    const result = parseFormValues(adCreateForm, { ...ad, endsOn: "2026-03-09", imgMobileToken: "" });
    expect(result).toEqual({
      ok: false,
      errors: { endsOn: "editorial.ads.error.endBeforeStart", imgMobileToken: "editorial.ads.error.imgMobileRequired" },
    });
    // A wrong choice does not hide the other fields' messages.
    expect(parseFormValues(adCreateForm, { ...ad, placement: "side", titleCn: " " })).toEqual({
      ok: false,
      errors: { placement: "editorial.ads.error.placement", titleCn: "editorial.ads.error.titleCn" },
    });
  });

  it("keeps an edited ad's banners unless it moves to the other slot", () => {
    const edit = { ...ad, intent: "details", currentPlacement: "top", imgPcToken: "", imgMobileToken: "" };
    expect(parseFormValues(adActionForm, edit).ok).toBe(true);
    expect(parseFormValues(adActionForm, { ...edit, placement: "bottom" })).toEqual({
      ok: false,
      errors: {
        imgPcToken: "editorial.ads.error.imgPcRequired",
        imgMobileToken: "editorial.ads.error.imgMobileRequired",
      },
    });
    expect(parseFormValues(adActionForm, { intent: "pause" }).ok).toBe(true);
  });

  it("takes a range of at most 366 days, the last day not before the first", () => {
    expect(parseFormValues(adStatsRangeForm, { from: "2024-01-01", to: "2024-12-31" }).ok).toBe(true);
    expect(parseFormValues(adStatsRangeForm, { from: "2024-01-01", to: "2025-01-01" })).toEqual({
      ok: false,
      errors: { to: "editorial.ads.error.rangeTooLong" },
    });
    expect(parseFormValues(adStatsRangeForm, { from: "2024-02-02", to: "2024-02-01" })).toEqual({
      ok: false,
      errors: { to: "editorial.ads.error.toBeforeFrom" },
    });
    expect(parseFormValues(adStatsRangeForm, { from: "", to: "x" })).toEqual({
      ok: false,
      errors: { from: "editorial.ads.error.fromRequired", to: "editorial.ads.error.date" },
    });
  });
});

describe("the figures", () => {
  const rows = [
    { day: "2026-03-03", display_number: 101, title_en: 'Helix, "new"', views: 8, clicks: 1 },
    { day: "2026-03-03", display_number: 102, title_en: '=HYPERLINK("x")', views: 0, clicks: 2 },
    { day: "2026-03-01", display_number: 101, title_en: 'Helix, "new"', views: 3, clicks: 0 },
  ];

  it("computes rates, fills days without events, sums per ad", () => {
    expect(clickThroughRate(8, 1)).toBe(12.5);
    expect(clickThroughRate(0, 2)).toBeNull();
    expect(formatClickThroughRate(3, 1)).toBe("33.3%");
    expect(formatClickThroughRate(0, 0)).toBe("–");
    expect(daysBetween("2026-02-27", "2026-03-02")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
    expect(figuresPerDay(rows, "2026-03-01", "2026-03-03")).toEqual([
      { day: "2026-03-01", views: 3, clicks: 0 },
      { day: "2026-03-02", views: 0, clicks: 0 },
      { day: "2026-03-03", views: 8, clicks: 3 },
    ]);
    expect(figuresPerAd(rows)).toEqual([
      { displayNumber: 101, views: 11, clicks: 1 },
      { displayNumber: 102, views: 0, clicks: 2 },
    ]);
  });

  it("writes CSV a spreadsheet reads safely: quoted fields, formulas defused, UTF-8 marked", () => {
    const stats: AdStatistics = {
      from: "2026-03-01",
      to: "2026-03-03",
      displayNumber: null,
      rows,
      days: figuresPerDay(rows, "2026-03-01", "2026-03-03"),
      totals: { views: 11, clicks: 3 },
      ads: [
        { displayNumber: 101, titleEn: 'Helix, "new"', titleCn: "螺旋", views: 11, clicks: 1 },
        { displayNumber: 102, titleEn: '=HYPERLINK("x")', titleCn: "-1", views: 0, clicks: 2 },
      ],
    };
    expect(adStatisticsCsv(stats)).toBe(
      "\uFEFFday,display_number,title_en,title_cn,views,clicks,ctr_percent\r\n" +
        '2026-03-03,101,"Helix, ""new""",螺旋,8,1,12.5\r\n' +
        '2026-03-03,102,"\'=HYPERLINK(""x"")",\'-1,0,2,\r\n' +
        '2026-03-01,101,"Helix, ""new""",螺旋,3,0,0.0\r\n',
    );
    expect(
      adStatisticsCsv({ ...stats, displayNumber: 101 })
        .split("\r\n")
        .slice(0, 3),
    ).toEqual(["\uFEFFday,display_number,views,clicks,ctr_percent", "2026-03-03,101,8,3,37.5", "2026-03-02,101,0,0,"]);
  });
});

describe("the chart", () => {
  it("draws both panels inside the chart, one point per day, with day labels in the page's language", () => {
    const days = figuresPerDay(
      [{ day: "2026-03-05", display_number: 1, title_en: null, views: 40, clicks: 3 }],
      "2026-03-01",
      "2026-03-10",
    );
    const chart = adChartGeometry(days, "cn");
    expect(chart.panels.map((p) => p.key)).toEqual(["views", "clicks"]);
    for (const panel of chart.panels) {
      expect(panel.dots).toHaveLength(10);
      for (const dot of panel.dots) {
        expect(dot.x).toBeGreaterThanOrEqual(chart.left);
        expect(dot.x).toBeLessThanOrEqual(chart.right);
        expect(dot.y).toBeGreaterThanOrEqual(panel.top);
        expect(dot.y).toBeLessThanOrEqual(panel.bottom);
      }
      expect(panel.line.startsWith("M")).toBe(true);
      // The highest point is day 5's, at the top of its scale or below it.
      expect(Math.min(...panel.dots.map((d) => d.y))).toBe(panel.dots[4]!.y);
      expect(panel.yTicks.every((t) => /^\d+$/.test(t.label))).toBe(true);
    }
    expect(chart.panels[1]!.top).toBeGreaterThan(chart.panels[0]!.bottom);
    expect(chart.height).toBeGreaterThan(chart.panels[1]!.bottom);
    expect(chart.xTicks[0]!.label).toBe("3月1日");
    expect(chart.xTicks.at(-1)!.label).toBe("3月10日");
    expect(adChartGeometry(days, "en").xTicks[0]!.label).toBe("Mar 1");
  });

  it("handles one day, and a year without dots", () => {
    const one = adChartGeometry([{ day: "2026-03-01", views: 0, clicks: 0 }], "en");
    expect(one.panels[0]!.dots).toEqual([{ x: (one.left + one.right) / 2, y: one.panels[0]!.bottom }]);
    const year = adChartGeometry(
      daysBetween("2025-01-01", "2025-12-31").map((day) => ({ day, views: 1, clicks: 0 })),
      "en",
    );
    expect(year.panels[0]!.dots).toEqual([]);
    expect(year.xTicks.length).toBeLessThanOrEqual(7);
    expect(year.xTicks.at(-1)!.label).toBe("Dec 31");
  });
});
