import { describe, expect, it } from "vitest";
import { formatCount } from "@core/locale/format-count";

describe("formatCount", () => {
  it("writes a count as both page languages' locales do, grouping by three with commas", () => {
    for (const n of [0, 7, 42, 999, 1000, 5000, 12_345, 99_999, 100_000, 1_234_567, 2_000_000_000, -1234]) {
      expect(formatCount(n)).toBe(n.toLocaleString("en"));
      expect(formatCount(n)).toBe(n.toLocaleString("zh-CN"));
    }
  });

  it("drops a fraction: counts are whole", () => {
    expect(formatCount(1234.9)).toBe("1,234");
  });
});
