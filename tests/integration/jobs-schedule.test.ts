import { describe, expect, it } from "vitest";
import { cronOf, latestScheduledTime, retryDelayMs } from "@core/jobs/job-schedule";
import { SITE_SCHEDULES } from "@core/jobs/site-jobs";

const at = (iso: string) => Date.parse(iso);

describe("job schedules", () => {
  it("map to the cron expressions pg-boss runs", () => {
    expect(cronOf({ every: "minutes", minutes: 1 })).toBe("* * * * *");
    expect(cronOf({ every: "minutes", minutes: 5 })).toBe("*/5 * * * *");
    expect(cronOf({ every: "week", weekday: 1, hour: 7, minute: 0 })).toBe("0 7 * * 1");
    expect(SITE_SCHEDULES.map((s) => [s.name, cronOf(s.when)])).toEqual([
      ["alerts.send-digests", "0 7 * * 1"],
      ["mail.retry-unsent", "*/5 * * * *"],
    ]);
    expect(() => cronOf({ every: "minutes", minutes: 7 })).toThrow(/not a job schedule/);
  });

  it("give the in-process scheduler the latest time at or before now (UTC)", () => {
    const monday7 = { every: "week", weekday: 1, hour: 7, minute: 0 } as const;
    // 2026-11-23 is a Monday.
    expect(latestScheduledTime(monday7, at("2026-11-23T07:00:00Z"))).toBe(at("2026-11-23T07:00:00Z"));
    expect(latestScheduledTime(monday7, at("2026-11-23T06:59:59Z"))).toBe(at("2026-11-16T07:00:00Z"));
    expect(latestScheduledTime(monday7, at("2026-11-29T23:00:00Z"))).toBe(at("2026-11-23T07:00:00Z"));
    const sunday = { every: "week", weekday: 0, hour: 23, minute: 30 } as const;
    expect(latestScheduledTime(sunday, at("2026-11-24T00:00:00Z"))).toBe(at("2026-11-22T23:30:00Z"));
    expect(latestScheduledTime({ every: "minutes", minutes: 5 }, at("2026-11-24T10:14:59Z"))).toBe(
      at("2026-11-24T10:10:00Z"),
    );
  });

  it("wait between retries as pg-boss does: d, or with back-off between d·2ⁿ⁻¹ and d·2ⁿ", () => {
    const policy = { retryLimit: 4, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 60 };
    expect([1, 2, 3].map((n) => retryDelayMs(policy, n, 0))).toEqual([10_000, 20_000, 40_000]);
    expect([1, 2, 3].map((n) => retryDelayMs(policy, n, 1))).toEqual([20_000, 40_000, 80_000]);
    expect(retryDelayMs({ ...policy, retryBackoff: false }, 3, 0.5)).toBe(10_000);
  });
});
