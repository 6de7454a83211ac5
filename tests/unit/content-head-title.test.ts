import { describe, expect, it } from "vitest";
import { headTitle } from "~/components/content/SectionPage";

describe("a section page's title never repeats itself (issue 17 §4)", () => {
  it("drops the section when the page's title already says it", () => {
    expect(headTitle("Author Guidelines", "Author guide")).toBe("Author Guidelines");
    expect(headTitle("作者指南", "作者指南")).toBe("作者指南");
  });
  it("keeps the section otherwise", () => {
    expect(headTitle("Peer review process", "Author guide")).toBe("Peer review process – Author guide");
    expect(headTitle("同行评审流程", "作者指南")).toBe("同行评审流程 – 作者指南");
  });
});
