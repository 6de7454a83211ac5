import { describe, expect, it } from "vitest";
import { switchLanguagePath } from "@core/locale/localized-path";
import { resolveLanguagePath } from "@core/locale/resolve-language-path";

/** Issue 12 §1, the language switch sink: whatever path a reader is on, switching language stays on this site. */
const CRAFTED = ["//evil.example/x", "/en//evil.example/x", "/en/..//evil.example", "/en/\\evil.example", "///evil.example", "/cn//evil.example/"];

describe("language switch and language redirects stay on the site", () => {
  it.each(CRAFTED)("switchLanguagePath(%j) is a path on this site", (path) => {
    for (const to of ["en", "cn"] as const) {
      const out = switchLanguagePath(path, "?q=//evil.example", to);
      expect(out.startsWith(`/${to}`)).toBe(true);
      expect(new URL(out, "http://site.invalid").origin).toBe("http://site.invalid");
    }
  });

  it.each(["//archive/", "//evil.example/", "/en//evil.example/", "//"])("resolveLanguagePath(%j) never redirects off the site", (path) => {
    const decision = resolveLanguagePath(path, "", null);
    if (decision.kind === "redirect") expect(new URL(decision.location, "http://site.invalid").origin).toBe("http://site.invalid");
  });
});
