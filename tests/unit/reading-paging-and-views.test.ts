import { describe, expect, it } from "vitest";
import { pageCount, parsePage } from "@core/protocols/paging";
import { pageWindow } from "~/components/reading/Pagination";
import { licenceUrl } from "@core/protocols/licence-url";
import { typesetTex } from "@core/protocols/render-equations";

describe("paging", () => {
  it("reads the page parameter", () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage("")).toBe(1);
    expect(parsePage("3")).toBe(3);
    expect(parsePage("0")).toBeNull();
    expect(parsePage("-1")).toBeNull();
    expect(parsePage("2a")).toBeNull();
    expect(parsePage("9999999")).toBeNull();
  });

  it("counts pages, at least one", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });

  it("shows first, last and neighbours with gaps", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, null, 20]);
  });
});

describe("licences and equations", () => {
  it("links Creative Commons licences", () => {
    expect(licenceUrl("CC BY 4.0")).toBe("https://creativecommons.org/licenses/by/4.0/");
    expect(licenceUrl("CC BY-NC-SA 4.0")).toBe("https://creativecommons.org/licenses/by-nc-sa/4.0/");
    expect(licenceUrl("CC0 1.0")).toBe("https://creativecommons.org/publicdomain/zero/1.0/");
    expect(licenceUrl("All rights reserved")).toBeNull();
  });

  it("typesets TeX to HTML and MathML on the server", () => {
    const html = typesetTex("2^{-\\Delta\\Delta C_t}");
    expect(html).toContain("<math");
    expect(html).toContain('class="katex-display"');
    // Bad TeX is shown as an error, never thrown and never raw HTML.
    expect(typesetTex("\\frac{<img>")).not.toContain("<img>");
  });
});
