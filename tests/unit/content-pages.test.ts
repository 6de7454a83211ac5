import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@core/config/constants";
import { contentDirectory, loadContentPage } from "@core/content/load-content-page";
import {
  ABOUT_ANCHORS,
  ABOUT_PAGE_TYPES,
  AD_PAGE_TYPES,
  AUTHOR_PAGE_TYPES,
  aboutContentName,
  resolvePageType,
} from "@core/content/page-types";
import { REVIEW_STAGES } from "@core/content/review-stages";
import { PAGE_SEGMENTS } from "@core/locale/page-segments";
import { parseId } from "@core/content/parse-id";

const names = (lang: string) =>
  readdirSync(path.join(contentDirectory(), lang))
    .filter((f) => f.endsWith(".md"))
    .map((f) => f.slice(0, -3))
    .sort();

const TYPES: Record<string, readonly string[]> = {
  authors: AUTHOR_PAGE_TYPES,
  about: ABOUT_PAGE_TYPES,
  ad: AD_PAGE_TYPES,
};

describe("the Markdown pages", () => {
  it("exist in both languages, page for page", () => {
    expect(names("en").length).toBeGreaterThanOrEqual(30);
    expect(names("cn")).toEqual(names("en"));
  });

  it("cover every type of the author guide, about and advertising pages", () => {
    const files = new Set(names("en"));
    for (const type of AUTHOR_PAGE_TYPES) expect(files.has(`authors-${type}`), type).toBe(true);
    for (const type of ABOUT_PAGE_TYPES) expect(files.has(aboutContentName(type)), type).toBe(true);
    for (const type of AD_PAGE_TYPES) expect(files.has(`ad-${type}`), type).toBe(true);
    for (const page of ["service", "policy", "copyright", "sap", "webptest", "news-intro"])
      expect(files.has(page), page).toBe(true);
  });

  for (const lang of LANGUAGES) {
    it(`all render in ${lang}: a title, a description, text, and links only to pages of the site in ${lang}`, async () => {
      for (const name of names(lang)) {
        const page = await loadContentPage(name, lang);
        expect(page, name).not.toBeNull();
        expect(page!.title.trim(), name).not.toBe("");
        expect(page!.description.trim(), name).not.toBe("");
        expect(page!.html.length, name).toBeGreaterThan(150);
        if (lang === "cn") expect(page!.title, name).toMatch(/\p{Script=Han}/u);
        for (const [, href] of page!.html.matchAll(/href="([^"]+)"/g)) {
          const url = href!.replace(/&amp;/g, "&");
          if (/^(mailto:|https?:)/.test(url)) continue;
          const m = /^\/(en|cn)\/([a-z]+)(?:\?(.*))?$/.exec(url);
          expect(m, `${lang}/${name}: ${url}`).not.toBeNull();
          expect(m![1], `${lang}/${name}: ${url} is in the other language`).toBe(lang);
          expect(PAGE_SEGMENTS.has(m![2]!), `${lang}/${name}: ${url}`).toBe(true);
          const type = new URLSearchParams(m![3] ?? "").get("type");
          if (type !== null && TYPES[m![2]!]) expect(TYPES[m![2]!], `${lang}/${name}: ${url}`).toContain(type);
        }
      }
    });
  }

  it("keep the SPEC anchors of about?type=jp and pm in both languages", async () => {
    for (const lang of LANGUAGES) {
      const page = await loadContentPage("about-jp", lang);
      const ids = page!.toc.map((e) => e.id);
      expect(ids).toContain(ABOUT_ANCHORS.jp);
      expect(ids).toContain(ABOUT_ANCHORS.pm);
    }
  });

  it("carry the SPEC's facts: age limits, governing law, fees, review timing", async () => {
    const service = await loadContentPage("service", "en");
    expect(service!.html).toMatch(/18 years of age or older/);
    expect(service!.html).toMatch(/California/);
    const serviceCn = await loadContentPage("service", "cn");
    expect(serviceCn!.html).toMatch(/年满 18 周岁/);
    expect(serviceCn!.html).toMatch(/加利福尼亚州/);
    const privacy = await loadContentPage("policy", "en");
    expect(privacy!.html).toMatch(/children under 13/);
    const charges = await loadContentPage("authors-charges", "en");
    expect(charges!.html).toMatch(/only after acceptance/);
    expect(charges!.html).toMatch(/partial waivers/i);
    expect(charges!.html).toMatch(/No other fees/);
    expect(charges!.html).toMatch(/free of charge/);
    const process = await loadContentPage("authors-process", "en");
    for (const timing of ["About 4 weeks", "About 2 days", "About 2 weeks", "About 10 days", "About 2 weeks each"]) {
      expect(process!.html).toContain(timing);
    }
    expect(process!.html).toMatch(/payment invoice/);
    const ai = await loadContentPage("authors-ai", "en");
    expect(ai!.title).toMatch(/Artificial Intelligence/);
  });

  it("refuse names that are not page names", async () => {
    expect(await loadContentPage("../package", "en")).toBeNull();
    expect(await loadContentPage("authors-guidelines.md", "en")).toBeNull();
    expect(await loadContentPage("no-such-page", "en")).toBeNull();
  });
});

describe("page types", () => {
  it("default when absent or empty, and are null when unknown", () => {
    expect(resolvePageType(AUTHOR_PAGE_TYPES, null)).toBe("guidelines");
    expect(resolvePageType(AUTHOR_PAGE_TYPES, "")).toBe("guidelines");
    expect(resolvePageType(AUTHOR_PAGE_TYPES, "charges")).toBe("charges");
    expect(resolvePageType(AUTHOR_PAGE_TYPES, "Charges")).toBeNull();
    expect(resolvePageType(ABOUT_PAGE_TYPES, null)).toBe("aims");
    expect(resolvePageType(AD_PAGE_TYPES, null)).toBe("policy");
    expect(resolvePageType(AD_PAGE_TYPES, "terms")).toBeNull();
  });

  it("send jp and pm to the journal-information page at #journal and #pm", () => {
    expect(aboutContentName("jp")).toBe("about-jp");
    expect(aboutContentName("pm")).toBe("about-jp");
    expect(ABOUT_ANCHORS).toEqual({ jp: "journal", pm: "pm" });
  });
});

describe("review stages (SPEC §4, §9)", () => {
  it("have the SPEC's typical durations, in order, ending with the invoice on acceptance", () => {
    expect(
      REVIEW_STAGES.map((s) => [s.key, s.duration ? `${s.duration.value} ${s.duration.unit}` : null, !!s.each]),
    ).toEqual([
      ["assignment", "4 week", false],
      ["managingDecision", "2 day", false],
      ["executiveDecision", "2 day", false],
      ["notification", "2 day", false],
      ["revision", "2 week", false],
      ["reReview", "10 day", false],
      ["furtherRounds", "2 week", true],
      ["acceptance", null, false],
    ]);
  });
});

describe("ids from the query", () => {
  it("accept only plain positive integers", () => {
    expect(parseId("12")).toBe(12);
    for (const bad of [null, "", "0", "-1", "1.5", "1e3", "abc", "012", " 1", "99999999999"])
      expect(parseId(bad), String(bad)).toBeNull();
  });
});
