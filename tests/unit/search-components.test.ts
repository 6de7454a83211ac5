import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { AdvancedSearchForm } from "~/components/search/AdvancedSearchForm";
import { SearchBox } from "~/components/search/SearchBox";
import { LangContext } from "~/i18n/translate";

function render(lang: "en" | "cn", path: string, element: () => React.ReactElement): string {
  const Stub = createRoutesStub([{ path: "/:lang/*", Component: element }]);
  return renderToString(createElement(LangContext.Provider, { value: lang }, createElement(Stub, { initialEntries: [path] })));
}

describe("search components as the header mounts them", () => {
  it("renders each advanced-search variant, labelled in the page's language", () => {
    for (const variant of ["dropdown", "panel", "page"] as const) {
      const en = render("en", "/en", () => createElement(AdvancedSearchForm, { variant }));
      expect(en).toContain("Advanced search");
      expect(en).toContain(">Anywhere<");
      expect(en).toContain('name="f1"');
      expect(en).toContain('action="/en/searchlist"');
      const cn = render("cn", "/cn/archive", () => createElement(AdvancedSearchForm, { variant }));
      expect(cn).toContain("高级检索");
      expect(cn).toContain(">任意字段<");
    }
  });

  it("starts from the rows of the search shown", () => {
    const html = render("en", "/en/searchlist?type=oriented&varia=4&f1=title&t1=HeLa&f2=author&t2=Wang", () =>
      createElement(AdvancedSearchForm, { variant: "dropdown" }),
    );
    expect(html).toContain('value="HeLa"');
    expect(html).toContain('value="Wang"');
    // Without JavaScript the form submits the next counter.
    expect(html).toContain('name="varia" value="5"');
  });

  it("renders the simple box as a GET form to the search list", () => {
    const html = render("cn", "/cn/searchlist?content=%E7%BB%86%E8%83%9E", () => createElement(SearchBox, { placeholder: "检索 5,000+ 篇实验方案" }));
    expect(html).toContain('action="/cn/searchlist"');
    expect(html).toContain('name="content"');
    expect(html).toContain('value="细胞"');
    expect(html).toContain('placeholder="检索 5,000+ 篇实验方案"');
  });
});
