import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "@core/users/safe-redirect";

const FALLBACK = "/en";
const BASE = "http://x.invalid";

/** Where a browser would land for a Location header `value` sent by this site. */
function landing(value: string): URL {
  return new URL(value, BASE);
}

describe("safeRedirectPath (open-redirect defence, issue 12 §1)", () => {
  // Legitimate paths come back unchanged (already encoded) or as the same address, percent-encoded.
  it.each([
    "/en/bpdetail?id=1001&type=bp",
    "/cn/searchlist?content=PCR#results",
    "/en",
    "/",
    "/en/user?id=3",
    "/@evil.com",
    "/en/a%20b",
    "/en/searchlist?content=a%2F%2Fb",
    "/en/searchlist?content=a+b&page=2",
    "/cn/searchlist?content=%E7%BB%86%E8%83%9E%E5%9F%B9%E5%85%BB",
    "/en/bpdetail?id=7&type=bp#step-3",
    "/en/searchlist?content=http%3A%2F%2Fexample.org",
  ])("keeps the same-site path %s unchanged", (path) => {
    expect(safeRedirectPath(path, FALLBACK)).toBe(path);
  });

  it.each([
    ["Chinese text", "/cn/searchlist?content=细胞培养"],
    ["Chinese path and hash", "/cn/bpdetail?id=3#步骤"],
    ["fullwidth slash inside a query", "/cn/searchlist?content=a／b"],
  ])("keeps %s as the same address, percent-encoded", (_name, path) => {
    const out = safeRedirectPath(path, FALLBACK);
    expect(out).not.toBe(FALLBACK);
    expect(landing(out).href).toBe(landing(path).href);
  });

  // At least 40 known bypasses; each must give the fallback.
  it.each([
    ["the reported one: dot segment then //", "/en/..//evil.example/steal"],
    ["dot segment at the root", "/..//evil.example"],
    ["single dot then //", "/.//evil.example"],
    ["single dot segment", "/./evil.example/..//x"],
    ["encoded dot dot", "/en/%2e%2e//evil.example"],
    ["encoded dot dot, upper case", "/en/%2E%2E//evil.example"],
    ["mixed-case encoded dots", "/en/%2e%2E//evil.example"],
    ["half-encoded dots", "/en/.%2e//evil.example"],
    ["encoded dot dot and slash", "/en/%2e%2e%2f/evil.example"],
    ["encoded dot dot and two slashes", "/en/%2e%2e%2f%2fevil.example"],
    ["double-encoded dot dot", "/en/%252e%252e//evil.example"],
    ["double-encoded slash after dots", "/en/..%252f%252fevil.example"],
    ["scheme-relative", "//evil.com"],
    ["scheme-relative with path", "//evil.com/en"],
    ["triple slash", "///evil.com"],
    ["absolute https", "https://evil.com"],
    ["absolute http", "http://evil.com/en"],
    ["mixed-case scheme", "HtTpS://evil.com"],
    ["javascript:", "javascript:alert(1)"],
    ["javascript: after slash decoding", "/%0ajavascript:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["backslash", "/\\evil.com"],
    ["double backslash", "\\\\evil.com"],
    ["backslash slash", "\\/evil.com"],
    ["backslash in the path", "/en\\..\\..\\evil.com"],
    ["at-sign host", "@evil.com"],
    ["userinfo", "//user:pass@evil.com"],
    ["userinfo after slash", "/\\user@evil.com"],
    ["encoded slashes", "%2F%2Fevil.com"],
    ["path then encoded slash", "/%2Fevil.com"],
    ["path then encoded slash, lower case", "/%2fevil.com"],
    ["encoded backslash", "/%5Cevil.com"],
    ["encoded backslash, lower case", "/%5cevil.com"],
    ["double-encoded slashes", "%252F%252Fevil.com"],
    ["double-encoded after slash", "/%252F%252Fevil.com"],
    ["triple-encoded after slash", "/%25252F%25252Fevil.com"],
    ["tab inside", "/\t/evil.com"],
    ["newline inside", "/\n/evil.com"],
    ["carriage return inside", "/\r/evil.com"],
    ["leading space", " //evil.com"],
    ["encoded tab", "/%09/evil.com"],
    ["encoded newline", "/%0a/evil.com"],
    ["encoded carriage return", "/%0D/evil.com"],
    ["encoded NUL", "/%00/evil.com"],
    ["fullwidth solidus", "/／evil.com"],
    ["fullwidth solidus, encoded", "/%EF%BC%8Fevil.com"],
    ["fraction slash", "/⁄evil.com"],
    ["fraction slash, encoded", "/%E2%81%84evil.com"],
    ["division slash", "/∕evil.com"],
    ["fullwidth reverse solidus", "/＼evil.com"],
    ["IDN host, scheme-relative", "//еvil.com"],
    ["IDN host, punycode", "//xn--vil-jdd.com/x"],
    ["IDN host behind dots", "/en/..//例え.テスト/x"],
    ["relative without slash", "evil.com"],
    ["dot path", "./evil"],
    ["colon scheme after decoding", "%68ttps://evil.com"],
    ["https with encoded colon", "https%3A%2F%2Fevil.com"],
    ["empty", ""],
    ["malformed escape", "/%E0%A4%A"],
  ])("refuses %s", (_name, value) => {
    expect(safeRedirectPath(value, FALLBACK)).toBe(FALLBACK);
  });

  it("refuses null, undefined and overlong values", () => {
    expect(safeRedirectPath(null, "/cn")).toBe("/cn");
    expect(safeRedirectPath(undefined, "/cn")).toBe("/cn");
    expect(safeRedirectPath(`/${"a".repeat(3000)}`, "/cn")).toBe("/cn");
  });

  it("never returns a value that leaves the site, whatever the input", () => {
    // The returned value itself is checked: one leading "/", no backslash, same origin, also once decoded.
    const inputs = ["/en/..//evil.example/steal", "/en/%2e%2e//evil.example", "/a/b/../../..//c", "/en/bpdetail?id=1"];
    for (const input of inputs) {
      const out = safeRedirectPath(input, FALLBACK);
      expect(out.startsWith("/") && !out.startsWith("//")).toBe(true);
      expect(out).not.toContain("\\");
      expect(landing(out).origin).toBe(BASE);
      expect(landing(decodeURIComponent(out)).origin).toBe(BASE);
    }
  });
});
