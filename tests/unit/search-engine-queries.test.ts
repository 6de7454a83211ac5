import { describe, expect, it } from "vitest";
import { compileQuery } from "@core/search/compile-query";
import { fts5Match } from "@core/search/sqlite-engine";
import { tsqueryLiteral, tsvectorLiteral } from "@core/search/postgres-engine";
import { buildSearchDocument, documentKey, facetTerm, idOfKey, keyRange, SEPARATOR_TERM } from "@core/search/search-document";

const compiled = compileQuery([
  { field: "title", term: "HeLa caspase-3" },
  { field: "all", term: "细胞凋亡" },
]);

describe("engine queries", () => {
  it("builds the FTS5 MATCH expression with column filters and facets", () => {
    expect(fts5Match({ compiled, facets: [facetTerm("area", 4)] })).toBe(
      '{title} : ("hela" AND "caspas 3") AND {title abstract authors body} : ("细胞 胞凋 凋亡") AND {facets} : ("\uE001a4")',
    );
  });

  it("builds the same query as a tsquery, with weights for the field", () => {
    expect(tsqueryLiteral({ compiled, facets: [facetTerm("organism", 12)], kind: "bpp" })).toBe(
      "(('hela':A) & ('caspas':A <-> '3':A)) & (('细胞' <-> '胞凋' <-> '凋亡')) & '\uE001o12' & '\uE001kbpp'",
    );
  });

  it("builds a tsvector of the same terms at the same positions, fields as weights", () => {
    const doc = buildSearchDocument({
      id: 7,
      kind: "bp",
      publishedOn: "2024-03-01",
      onlineOn: null,
      categoryIds: [4],
      organismIds: [],
      titleEn: "HeLa cells",
      titleCn: "细胞",
      abstractEn: "Cells.",
      abstractCn: null,
      keywordsEn: [],
      keywordsCn: [],
      authors: [{ nameEn: "Li Wei", nameCn: null }],
      body: null,
    });
    expect(doc.title).toEqual(["hela", "cell", SEPARATOR_TERM, "细胞", "细", "胞"]);
    expect(tsvectorLiteral(doc)).toBe("'hela':1A 'cell':2A,8B '细胞':4A '细':5A '胞':6A 'li':10C 'wei':11C '\uE001kbp' '\uE001a4'");
  });

  it("orders document keys by kind, then date, then id", () => {
    const a = documentKey("bp", "2024-03-01", 5);
    const b = documentKey("bp", "2024-03-02", 1);
    const c = documentKey("bpp", "2001-01-01", 1);
    expect(a).toBeLessThan(b);
    expect(b).toBeLessThan(c);
    expect(idOfKey(a)).toBe(5);
    expect(Number.isSafeInteger(documentKey("bpp", "2099-12-31", 999_999_999))).toBe(true);
    const [low, high] = keyRange("bp", "2024-03", "2024-03");
    expect(a).toBeGreaterThanOrEqual(low);
    expect(b).toBeLessThanOrEqual(high);
    expect(documentKey("bp", "2024-04-01", 1)).toBeGreaterThan(high);
    expect(c).toBeGreaterThan(keyRange("bp", null, null)[1]);
  });
});
