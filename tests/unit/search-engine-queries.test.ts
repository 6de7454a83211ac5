import { describe, expect, it } from "vitest";
import { compileQuery } from "@core/search/compile-query";
import { fts5Match } from "@core/search/sqlite-engine";
import { fieldsLiteral, matchQueryLiterals, documentQueryLiteral, tsvectorLiteral } from "@core/search/postgres-engine";
import { buildSearchDocument, documentKey, facetTerm, idOfKey, keyRange, SEPARATOR_TERM } from "@core/search/search-document";

// The engines' syntax, on the words as typed (the term dictionary's alternatives: their own test below).
const compiled = compileQuery(
  [
    { field: "title", term: "HeLa caspase-3" },
    { field: "all", term: "细胞凋亡" },
  ],
  { expand: false },
);

describe("engine queries", () => {
  it("builds the FTS5 MATCH expression with column filters and facets", () => {
    expect(fts5Match({ compiled, facets: [facetTerm("area", 4)] })).toBe(
      '{title} : ("hela" AND "caspas 3") AND {title abstract authors body facets} : (("细胞" AND "凋亡")) AND {facets} : ("\uE001a4")',
    );
  });

  it("builds the same query as tsqueries: the whole search weighted, and field rows as field terms", () => {
    expect(matchQueryLiterals({ compiled, facets: [facetTerm("organism", 12)] })).toEqual({
      document: "(('hela':A) & ('caspas':A <-> '3':A)) & ((('细胞') & ('凋亡')))",
      fields: "'Ahela' & ('Acaspas' & 'A3') & '\uE001o12'",
    });
    // A single-term field row is answered by the field terms alone: the positional query has the other rows only.
    const titleWord = compileQuery([{ field: "title", term: "protocol" }, { field: "all", term: "鼠" }], { expand: false });
    expect(matchQueryLiterals({ compiled: titleWord, facets: [] })).toEqual({ document: "(('鼠'))", fields: "'Aprotocol'" });
    // Single-term field rows only: the field terms alone are exact.
    const authors = compileQuery([{ field: "author", term: "Li Wei" }], { expand: false });
    expect(matchQueryLiterals({ compiled: authors, facets: [facetTerm("area", 4)] })).toEqual({ document: "", fields: "'Cli' & 'Cwei' & '\uE001a4'" });
    // No field rows: the weighted vector alone.
    const anywhere = compileQuery([{ field: "all", term: "cells" }], { expand: false });
    expect(matchQueryLiterals({ compiled: anywhere, facets: [facetTerm("area", 4)] })).toEqual({ document: "(('cell')) & '\uE001a4'", fields: "" });
  });

  it("builds a clause with the term dictionary's other forms as alternatives", () => {
    const expanded = compileQuery([{ field: "all", term: "plasmid" }]);
    const alternatives = expanded.rows[0]!.clauses[0]!.alternatives;
    expect(alternatives.map((a) => a.text)).toContain("质粒");
    expect(fts5Match({ compiled: expanded, facets: [] })).toContain('("plasmid" OR "质粒"');
    expect(documentQueryLiteral(expanded.rows)).toContain("('plasmid') | ('质粒')");
    const typed = compileQuery([{ field: "all", term: "plasmid" }], { expand: false });
    expect(fts5Match({ compiled: typed, facets: [] })).toBe('{title abstract authors body facets} : ("plasmid")');
  });

  it("builds the document query of weighted phrases", () => {
    expect(documentQueryLiteral(compiled.rows)).toBe("(('hela':A) & ('caspas':A <-> '3':A)) & ((('细胞') & ('凋亡')))");
  });

  it("builds a tsvector of the same terms at the same positions, fields as weights, and one of field terms", () => {
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
    expect(fieldsLiteral(doc)).toBe("'Ahela' 'Acell' 'A细胞' 'A细' 'A胞' 'Bcell' 'Cli' 'Cwei' '\uE001kbp' '\uE001a4'");
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
