import { describe, expect, it } from "vitest";
import { compileQuery, highlightTerms } from "@core/search/compile-query";
import { highlightText, makeSnippet } from "@core/search/highlight";

const marked = (segments: { text: string; mark: boolean }[]) => segments.filter((s) => s.mark).map((s) => s.text);

describe("highlighting", () => {
  it("marks words by stem, case and diacritics folded, as written", () => {
    const terms = highlightTerms(compileQuery([{ field: "all", term: "protocol muller" }], { expand: false }), "abstract");
    expect(marked(highlightText("Two Protocols by Müller; a protocol.", terms))).toEqual(["Protocols", "Müller", "protocol"]);
  });

  it("marks phrases whole, and only where the whole phrase is", () => {
    const terms = highlightTerms(compileQuery([{ field: "all", term: "caspase-3" }], { expand: false }), "abstract");
    expect(marked(highlightText("Caspase-3 activity; caspase 7 and 3 min.", terms))).toEqual(["Caspase-3"]);
  });

  it("marks Chinese strings wherever they occur, longest first", () => {
    const terms = highlightTerms(compileQuery([{ field: "all", term: "细胞凋亡 细胞" }], { expand: false }), "abstract");
    expect(marked(highlightText("检测细胞凋亡与细胞增殖", terms))).toEqual(["细胞凋亡", "细胞"]);
  });

  it("marks only the rows that search the field", () => {
    const rows = [
      { field: "author" as const, term: "Zhang" },
      { field: "title" as const, term: "neurons" },
    ];
    expect(marked(highlightText("Zhang neurons", highlightTerms(compileQuery(rows, { expand: false }), "title")))).toEqual(["neurons"]);
    expect(marked(highlightText("Zhang neurons", highlightTerms(compileQuery(rows, { expand: false }), "author")))).toEqual(["Zhang"]);
    expect(marked(highlightText("Zhang neurons", highlightTerms(compileQuery(rows, { expand: false }), "body")))).toEqual([]);
  });

  it("cuts a snippet around the matches, with ellipses", () => {
    const text = `${"Lorem ipsum dolor sit amet. ".repeat(20)}The HeLa cells were fixed. ${"Consectetur adipiscing elit. ".repeat(20)}`;
    const snippet = makeSnippet(text, highlightTerms(compileQuery([{ field: "all", term: "HeLa" }], { expand: false }), "abstract"), 120)!;
    expect(snippet.segments[0]!.text.startsWith("…")).toBe(true);
    expect(snippet.segments.at(-1)!.text.endsWith("…")).toBe(true);
    expect(marked(snippet.segments)).toEqual(["HeLa"]);
    expect(snippet.segments.map((s) => s.text).join("").length).toBeLessThan(160);
    expect(makeSnippet(text, highlightTerms(compileQuery([{ field: "all", term: "zebrafish" }], { expand: false }), "abstract"))).toBeNull();
  });
});
