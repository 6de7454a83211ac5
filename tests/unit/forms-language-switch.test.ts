import { describe, expect, it } from "vitest";
import { isLanguageSwitchHidden } from "@core/locale/is-language-switch-hidden";

const hidden = (path: string, query: string) => isLanguageSwitchHidden(path, new URLSearchParams(query));

describe("language button on /cn/psi (SPEC §2.2, query w)", () => {
  it.each([
    ["9d4", 2],
    ["4b5", 3],
    ["a2f", 4],
    ["bbc", 5],
    ["5a8", 6],
  ])("code %s stands for %i and hides the button", (code) => {
    expect(hidden("/cn/psi", `w=${code}`)).toBe(true);
  });

  it.each(["2", "3", "6", "7", "10", "1.5", "100"])("the number %s exceeds 1: hidden", (w) => {
    expect(hidden("/cn/psi", `w=${w}`)).toBe(true);
  });

  it.each(["1", "0", "-3", "1.0", "", "abc", "9D4", "9d", "bbcx", " "])(
    "the value %j does not exceed 1: shown",
    (w) => {
      expect(hidden("/cn/psi", `w=${encodeURIComponent(w)}`)).toBe(false);
    },
  );

  it("is shown when w is not set", () => {
    expect(hidden("/cn/psi", "")).toBe(false);
    expect(hidden("/cn/psi", "x=9d4")).toBe(false);
  });

  it("applies only to /cn/psi", () => {
    expect(hidden("/en/psi", "w=9d4")).toBe(false);
    expect(hidden("/cn/alerts", "w=5")).toBe(false);
    expect(hidden("/cn", "w=5")).toBe(false);
    expect(hidden("/cn/psi/", "w=5")).toBe(true);
  });

  it("uses the first w when the query repeats it", () => {
    expect(hidden("/cn/psi", "w=1&w=9d4")).toBe(false);
    expect(hidden("/cn/psi", "w=a2f&w=1")).toBe(true);
  });
});
