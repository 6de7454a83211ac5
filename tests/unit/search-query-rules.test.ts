import { describe, expect, it } from "vitest";
import { SEARCH_MAX_ROWS, SEARCH_TEXT_MAX_CHARS } from "@core/config/constants";
import { canAddRow, cutToChars, joinQueryText, normalizeRows, normalizeTerm, rowIsComplete, sameRows } from "@core/search/query-rules";
import { filtersQueryString, parseFilters, parseSearchParams, searchQueryString } from "@core/search/search-params";

const LABELS = { all: "All", title: "Title", abstract: "Abstract", author: "Author" } as const;

describe("search term rules (SPEC §5)", () => {
  it("trims each term", () => {
    expect(normalizeTerm("   HeLa cells \t\n")).toEqual({ text: "HeLa cells", truncated: false });
  });

  it("turns apostrophes into spaces, straight and typographic", () => {
    expect(normalizeTerm("3'-UTR").text).toBe("3 -UTR");
    expect(normalizeTerm("Parkinson’s disease").text).toBe("Parkinson s disease");
    expect(normalizeTerm("'quoted'").text).toBe("quoted");
  });

  it("cuts a term over 200 characters to 200 and says so", () => {
    const long = "a".repeat(5000);
    const result = normalizeTerm(long);
    expect(result.truncated).toBe(true);
    expect(result.text).toHaveLength(SEARCH_TEXT_MAX_CHARS);
    expect(normalizeTerm("b".repeat(200))).toEqual({ text: "b".repeat(200), truncated: false });
  });

  it("counts characters, not UTF-16 units, and never splits one", () => {
    const emoji = "🧬".repeat(201);
    const cut = cutToChars(emoji);
    expect(cut.truncated).toBe(true);
    expect(Array.from(cut.text)).toHaveLength(200);
    expect(cutToChars("细".repeat(200)).truncated).toBe(false);
  });

  it("drops rows with an empty field or term, and removes duplicates", () => {
    const { rows } = normalizeRows([
      { field: "title", term: "HeLa" },
      { field: "", term: "orphan" },
      { field: "abstract", term: "   " },
      { field: "title", term: " hela " },
      { field: "author", term: "Zhang" },
      { field: "bogus", term: "x" },
    ]);
    expect(rows).toEqual([
      { field: "title", term: "HeLa" },
      { field: "author", term: "Zhang" },
    ]);
  });

  it("keeps at most 5 rows", () => {
    const input = Array.from({ length: 9 }, (_, i) => ({ field: "all", term: `term${i}` }));
    const { rows, overLimit } = normalizeRows(input);
    expect(rows).toHaveLength(SEARCH_MAX_ROWS);
    expect(rows.at(-1)!.term).toBe("term4");
    expect(overLimit).toBe(true);
    expect(normalizeRows(input.slice(0, 5)).overLimit).toBe(false);
    expect(canAddRow(4)).toBe(true);
    expect(canAddRow(5)).toBe(false);
  });

  it("joins bracketed field-and-term pairs with 'and', Anywhere shown as All", () => {
    expect(
      joinQueryText(
        [
          { field: "all", term: "HeLa" },
          { field: "title", term: "caspase-3" },
          { field: "author", term: "Zhang" },
        ],
        (f) => LABELS[f],
      ),
    ).toBe("(All: HeLa) and (Title: caspase-3) and (Author: Zhang)");
    expect(joinQueryText([{ field: "abstract", term: "细胞" }], (f) => ({ all: "全部", title: "标题", abstract: "摘要", author: "作者" })[f])).toBe("(摘要: 细胞)");
  });

  it("says when a row may search on Enter, and when two searches are the same", () => {
    expect(rowIsComplete({ field: "title", term: "x" })).toBe(true);
    expect(rowIsComplete({ field: "", term: "x" })).toBe(false);
    expect(rowIsComplete({ field: "title", term: "  " })).toBe(false);
    expect(sameRows([{ field: "all", term: "HeLa  cells" }], [{ field: "all", term: "hela cells" }])).toBe(true);
    expect(sameRows([{ field: "all", term: "HeLa" }], [{ field: "title", term: "HeLa" }])).toBe(false);
  });
});

describe("searchlist URL", () => {
  it("reads a simple search, applying the rules", () => {
    const r = parseSearchParams(new URLSearchParams({ content: "  Parkinson's  " }));
    expect(r.mode).toBe("simple");
    expect(r.rows).toEqual([{ field: "all", term: "Parkinson s" }]);
    expect(r.notices).toEqual({ truncated: false, overLimit: false, missingTerm: false });
  });

  it("caps a 5,000-character term and warns, never fails", () => {
    const r = parseSearchParams(new URLSearchParams({ content: "x".repeat(5000) }));
    expect(r.rows[0]!.term).toHaveLength(200);
    expect(r.notices.truncated).toBe(true);
  });

  it("asks for a term when the search is empty", () => {
    expect(parseSearchParams(new URLSearchParams({ content: "   " })).notices.missingTerm).toBe(true);
    expect(parseSearchParams(new URLSearchParams("type=oriented&varia=2&f1=title&t1=")).notices.missingTerm).toBe(true);
    expect(parseSearchParams(new URLSearchParams("")).mode).toBe("none");
  });

  it("reads advanced rows in order and caps a hand-made URL of 9 rows at 5", () => {
    const params = new URLSearchParams("type=oriented&varia=7");
    for (let i = 9; i >= 1; i--) {
      params.set(`f${i}`, "all");
      params.set(`t${i}`, `w${i}`);
    }
    const r = parseSearchParams(params);
    expect(r.mode).toBe("advanced");
    expect(r.varia).toBe(7);
    expect(r.rows.map((x) => x.term)).toEqual(["w1", "w2", "w3", "w4", "w5"]);
    expect(r.notices.overLimit).toBe(true);
  });

  it("ignores malformed filters and swaps a reversed date range", () => {
    const f = parseFilters(new URLSearchParams("area=abc&organism=-3&sort=random&date=custom&from=2024-13&to=2020-05"));
    expect(f).toEqual({ synonyms: true, area: null, organism: null, from: null, to: "2020-05", sort: "relevance" });
    const g = parseFilters(new URLSearchParams("date=custom&from=2024-06&to=2020-05&sort=views&area=4"));
    expect(g).toEqual({ area: 4, organism: null, from: "2020-05", to: "2024-06", sort: "views", synonyms: true });
    expect(parseFilters(new URLSearchParams("date=custom&fromYear=2021&toYear=2022&toMonth=3"))).toMatchObject({ from: "2021-01", to: "2022-03" });
    expect(parseFilters(new URLSearchParams("from=2021-01")).from).toBeNull();
  });

  it("builds URLs that read back the same", () => {
    const qs = searchQueryString({
      mode: "advanced",
      rows: [
        { field: "title", term: "HeLa" },
        { field: "all", term: "细胞 凋亡" },
      ],
      varia: 3,
      kind: "bpp",
      filters: { area: 4, organism: 2, from: "2020-01", to: "2021-06", sort: "date" },
      page: 2,
    });
    const r = parseSearchParams(new URLSearchParams(qs));
    expect(r.rows).toEqual([
      { field: "title", term: "HeLa" },
      { field: "all", term: "细胞 凋亡" },
    ]);
    expect(r).toMatchObject({ mode: "advanced", varia: 3, kind: "bpp", page: 2, filters: { area: 4, organism: 2, from: "2020-01", to: "2021-06", sort: "date" } });
    expect(searchQueryString({ mode: "simple", rows: [{ field: "all", term: "x" }] })).toBe("content=x");
    expect(filtersQueryString({ area: null, organism: null, from: null, to: null, sort: "relevance", synonyms: true })).toBe("");
    expect(filtersQueryString({ area: 4, organism: null, from: null, to: null, sort: "views", synonyms: false })).toBe("area=4&sort=views");
    expect(parseSearchParams(new URLSearchParams("content=mouse&synonyms=off")).filters.synonyms).toBe(false);
    expect(parseSearchParams(new URLSearchParams("content=mouse")).filters.synonyms).toBe(true);
    expect(searchQueryString({ mode: "simple", rows: [{ field: "all", term: "mouse" }], filters: { synonyms: false } })).toBe("content=mouse&synonyms=off");
  });
});
