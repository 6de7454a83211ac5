import { describe, expect, it } from "vitest";
import { formatDate } from "@core/dates/format-date";

describe("formatDate (SPEC §9)", () => {
  it.each([
    ["2024-03-05", "Mar 5, 2024", "2024年03月05日"],
    ["2024-01-01", "Jan 1, 2024", "2024年01月01日"],
    ["2023-12-31", "Dec 31, 2023", "2023年12月31日"],
    ["2024-02-29", "Feb 29, 2024", "2024年02月29日"],
    ["2000-10-10", "Oct 10, 2000", "2000年10月10日"],
    ["1999-09-09T23:59:59Z", "Sep 9, 1999", "1999年09月09日"],
  ])("%s → en %s, cn %s", (input, en, cn) => {
    expect(formatDate(input, "en")).toBe(en);
    expect(formatDate(input, "cn")).toBe(cn);
  });

  it("does not move the day with the time zone", () => {
    const tz = process.env.TZ;
    process.env.TZ = "Pacific/Kiritimati";
    expect(formatDate("2024-01-01", "en")).toBe("Jan 1, 2024");
    process.env.TZ = tz;
  });

  it("returns a malformed value unchanged", () => {
    expect(formatDate("soon", "en")).toBe("soon");
    expect(formatDate("2024-13-01", "cn")).toBe("2024-13-01");
  });
});
