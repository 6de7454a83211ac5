import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "@core/users/safe-redirect";

const FALLBACK = "/en";

describe("safeRedirectPath (open-redirect defence)", () => {
  it.each([
    "/en/bpdetail?id=1001&type=bp",
    "/cn/searchlist?content=PCR#results",
    "/en",
    "/en/user?id=3",
    "/@evil.com",
    "/en/a%20b",
    "/en/searchlist?content=a%2F%2Fb",
  ])("keeps the same-site path %s", (path) => {
    expect(safeRedirectPath(path, FALLBACK)).toBe(new URL(path, "http://x.invalid").pathname + new URL(path, "http://x.invalid").search + new URL(path, "http://x.invalid").hash);
  });

  it.each([
    ["scheme-relative", "//evil.com"],
    ["scheme-relative with path", "//evil.com/en"],
    ["absolute https", "https://evil.com"],
    ["absolute http", "http://evil.com/en"],
    ["javascript:", "javascript:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["backslash", "/\\evil.com"],
    ["double backslash", "\\\\evil.com"],
    ["backslash slash", "\\/evil.com"],
    ["at-sign host", "@evil.com"],
    ["userinfo", "//user:pass@evil.com"],
    ["userinfo after slash", "/\\user@evil.com"],
    ["encoded slashes", "%2F%2Fevil.com"],
    ["path then encoded slash", "/%2Fevil.com"],
    ["encoded backslash", "/%5Cevil.com"],
    ["double-encoded slashes", "%252F%252Fevil.com"],
    ["double-encoded after slash", "/%252F%252Fevil.com"],
    ["tab inside", "/\t/evil.com"],
    ["newline inside", "/\n/evil.com"],
    ["leading space", " //evil.com"],
    ["encoded tab", "/%09/evil.com"],
    ["relative without slash", "evil.com"],
    ["dot path", "./evil"],
    ["empty", ""],
    ["malformed escape", "/%E0%A4%A"],
    ["triple slash", "///evil.com"],
    ["https with encoded colon", "https%3A%2F%2Fevil.com"],
  ])("refuses %s", (_name, value) => {
    expect(safeRedirectPath(value, FALLBACK)).toBe(FALLBACK);
  });

  it("refuses null, undefined and overlong values", () => {
    expect(safeRedirectPath(null, "/cn")).toBe("/cn");
    expect(safeRedirectPath(undefined, "/cn")).toBe("/cn");
    expect(safeRedirectPath(`/${"a".repeat(3000)}`, "/cn")).toBe("/cn");
  });
});
