import { describe, expect, it } from "vitest";
import { CATALOGUES, translate } from "~/i18n/translate";

describe("string catalogues", () => {
  it("have the same keys in en and cn", () => {
    expect(Object.keys(CATALOGUES.cn).sort()).toEqual(Object.keys(CATALOGUES.en).sort());
  });

  it("have no empty value", () => {
    for (const [lang, catalogue] of Object.entries(CATALOGUES)) {
      for (const [key, value] of Object.entries(catalogue)) {
        expect(value.trim(), `${lang} ${key}`).not.toBe("");
      }
    }
  });

  it("use the same placeholders in both languages", () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(CATALOGUES.en) as (keyof typeof CATALOGUES.en)[]) {
      expect(names(CATALOGUES.cn[key]), key).toEqual(names(CATALOGUES.en[key]));
    }
  });

  it("carries the SPEC's not-found texts verbatim", () => {
    expect(translate("en", "error.unknownLanguage")).toBe("This page could not be found.");
    expect(translate("en", "error.notFound")).toBe("Sorry, this content isn't available right now.");
    expect(translate("en", "error.parameter")).toBe("Sorry, parameter error.");
    expect(translate("en", "error.returnHome")).toBe("Return to Homepage");
  });

  it("formats plurals and numbers", () => {
    expect(translate("en", "protocol.views", { count: 1 })).toBe("1 view");
    expect(translate("en", "protocol.views", { count: 12 })).toBe("12 views");
    expect(translate("cn", "protocol.views", { count: 12 })).toBe("12 次浏览");
  });
});

describe("catalogue area files", () => {
  it("never define the same key in two areas", async () => {
    const { CATALOGUE_FILES } = await import("~/i18n/translate");
    for (const files of Object.values(CATALOGUE_FILES)) {
      const seen = new Map<string, string>();
      for (const [area, messages] of Object.entries(files)) {
        for (const key of Object.keys(messages)) {
          expect(seen.get(key), `${key} in ${area}`).toBeUndefined();
          seen.set(key, area);
        }
      }
    }
  });
});
