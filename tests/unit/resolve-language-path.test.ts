import { describe, expect, it } from "vitest";
import { languageOr, preferredLanguage, resolveLanguagePath } from "@core/locale/resolve-language-path";
import { switchLanguagePath } from "@core/locale/localized-path";

describe("resolveLanguagePath (SPEC §2.1)", () => {
  it("accepts /en and /cn pages", () => {
    expect(resolveLanguagePath("/en", "", null)).toEqual({ kind: "ok", lang: "en" });
    expect(resolveLanguagePath("/cn/archive", "?x=1", null)).toEqual({ kind: "ok", lang: "cn" });
  });

  it("drops a trailing slash", () => {
    expect(resolveLanguagePath("/en/", "", null)).toEqual({ kind: "redirect", location: "/en" });
    expect(resolveLanguagePath("/cn/", "", null)).toEqual({ kind: "redirect", location: "/cn" });
    expect(resolveLanguagePath("/cn/archive/", "?a=b", null)).toEqual({ kind: "redirect", location: "/cn/archive?a=b" });
  });

  it("adds the browser's language to a path without one, keeping path and query", () => {
    expect(resolveLanguagePath("/", "", "zh-CN,zh;q=0.9")).toEqual({ kind: "redirect", location: "/cn" });
    expect(resolveLanguagePath("/archive", "?issue=3", "en-US")).toEqual({ kind: "redirect", location: "/en/archive?issue=3" });
    expect(resolveLanguagePath("/bpdetail", "?id=1001&type=bp", "cn")).toEqual({
      kind: "redirect",
      location: "/cn/bpdetail?id=1001&type=bp",
    });
  });

  it("answers 404 for any other first segment", () => {
    expect(resolveLanguagePath("/fr", "", null)).toEqual({ kind: "unknown-language" });
    expect(resolveLanguagePath("/de/archive", "", null)).toEqual({ kind: "unknown-language" });
    expect(resolveLanguagePath("/EN", "", null)).toEqual({ kind: "unknown-language" });
  });
});

describe("preferredLanguage", () => {
  it.each([
    [null, "en"],
    ["", "en"],
    ["en-US,en;q=0.9", "en"],
    ["cn", "cn"],
    ["zh", "cn"],
    ["zh-CN,zh;q=0.9,en;q=0.8", "cn"],
    ["zh-Hans", "cn"],
    ["zh-TW", "cn"],
    ["en;q=0.9,zh-CN;q=0.8", "en"],
    ["fr-FR,zh-CN;q=0.5", "cn"],
    ["de-DE", "en"],
  ])("%s → %s", (header, lang) => {
    expect(preferredLanguage(header)).toBe(lang);
  });
});

describe("switchLanguagePath", () => {
  it("keeps path and query", () => {
    expect(switchLanguagePath("/en/archive", "?issue=3", "cn")).toBe("/cn/archive?issue=3");
    expect(switchLanguagePath("/cn", "", "en")).toBe("/en");
    expect(switchLanguagePath("/en/", "", "cn")).toBe("/cn");
  });
});

describe("languageOr", () => {
  it("takes the candidate when it is a language of the site, else the browser's", () => {
    expect(languageOr("cn", "en-GB")).toBe("cn");
    expect(languageOr("en", "zh-CN")).toBe("en");
    expect(languageOr("xx", "zh-CN,zh;q=0.9")).toBe("cn");
    expect(languageOr("oai", null)).toBe("en");
    expect(languageOr(undefined, "zh")).toBe("cn");
    expect(languageOr(null, "en-US")).toBe("en");
  });
});
