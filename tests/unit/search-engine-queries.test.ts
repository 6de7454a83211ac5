import { describe, expect, it } from "vitest";
import { compileQuery } from "@core/search/compile-query";
import { fts5Match } from "@core/search/sqlite-engine";
import { fieldsLiteral, matchQueryLiterals, documentQueryLiteral, tsvectorLiteral } from "@core/search/postgres-engine";
import { phraseTerm, phraseTermsOf } from "@core/search/phrase-terms";
import { buildSearchDocument, documentKey, facetTerm, idOfKey, keyRange, SEPARATOR_TERM } from "@core/search/search-document";

// The engines' syntax, on the words as typed (the term dictionary's alternatives: their own test below).
const compiled = compileQuery(
  [
    { field: "title", term: "HeLa p-ERK" },
    { field: "all", term: "细胞凋亡" },
  ],
  { expand: false },
);

describe("engine queries", () => {
  it("builds the FTS5 MATCH expression with column filters and facets; an Anywhere row has no filter (every column)", () => {
    // Title words as title terms of facets (\uE002); a title phrase also as a phrase within the title.
    expect(fts5Match({ compiled, facets: [facetTerm("area", 4)] })).toBe(
      '({facets} : "\uE002hela" AND ({facets} : ("\uE002p" AND "\uE002erk") AND {title} : "p erk")) AND (("细胞" AND "凋亡")) AND {facets} : ("\uE001a4")',
    );
  });

  it("builds the same query as tsqueries: the whole search weighted, and field rows as field terms", () => {
    expect(matchQueryLiterals({ compiled, facets: [facetTerm("organism", 12)] })).toEqual({
      document: "(('hela':A) & ('p':A <-> 'erk':A)) & ((('细胞') & ('凋亡')))",
      fields: "'Ahela' & ('Ap' & 'Aerk') & '\uE001o12'",
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
    expect(fts5Match({ compiled: typed, facets: [] })).toBe('("plasmid")');
  });

  it("builds the document query of weighted phrases", () => {
    expect(documentQueryLiteral(compiled.rows)).toBe("(('hela':A) & ('p':A <-> 'erk':A)) & ((('细胞') & ('凋亡')))");
  });

  it("looks a phrase of the term dictionary up as its one phrase term, in any field and within one (ADR 0130)", () => {
    const caspase = phraseTerm(["caspas", "3"]);
    const typed = compileQuery([{ field: "all", term: "caspase-3" }, { field: "title", term: '"HeLa cells"' }], { expand: false });
    const hela = phraseTerm(["hela", "cell"]);
    expect(fts5Match({ compiled: typed, facets: [] })).toBe(`("${caspase}") AND ({title} : "${hela}")`);
    // The title row is exact in the field terms: no positions are read for it, nor for the other row.
    expect(matchQueryLiterals({ compiled: typed, facets: [] })).toEqual({ document: `('${caspase}')`, fields: `'A${hela}'` });
    // A phrase the dictionary does not have is still checked by position.
    const other = compileQuery([{ field: "all", term: "p-ERK" }], { expand: false });
    expect(documentQueryLiteral(other.rows)).toBe("(('p' <-> 'erk'))");
    // Expanded: each form that is a phrase is one term; a form of one term stays as it is.
    const expanded = compileQuery([{ field: "all", term: "western blot" }]);
    const literal = documentQueryLiteral(expanded.rows);
    expect(literal).toContain(`'${phraseTerm(["western", "blot"])}'`);
    expect(literal).toContain(`'${phraseTerm(["蛋白", "白质", "质印", "印迹"])}'`);
    expect(literal).toContain("'immunoblot'");
    expect(literal).not.toContain("<->");
  });

  it("indexes the dictionary's phrases a field holds as consecutive terms, never across a separator", () => {
    expect(phraseTermsOf(["a", "hela", "cell", "in"])).toEqual([phraseTerm(["hela", "cell"])]);
    expect(phraseTermsOf(["hela", SEPARATOR_TERM, "cell"])).toEqual([]);
    expect(phraseTermsOf(["cell", "hela"])).toEqual([]);
    // A Chinese run's bigrams are consecutive terms: 蛋白质印迹 holds the phrase of its four bigrams.
    expect(phraseTermsOf(["蛋白", "白质", "质印", "印迹", "蛋", "白", "质", "印", "迹"])).toContain(phraseTerm(["蛋白", "白质", "质印", "印迹"]));
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
    const hela = phraseTerm(["hela", "cell"]);
    expect(doc.phrases).toEqual({ title: [hela], abstract: [], authors: [], body: [] });
    expect(tsvectorLiteral(doc)).toBe(`'hela':1A 'cell':2A,8B '细胞':4A '细':5A '胞':6A 'li':10C 'wei':11C '${hela}' 'A${hela}' '\uE001kbp' '\uE001a4'`);
    expect(fieldsLiteral(doc)).toBe(`'Ahela' 'Acell' 'A细胞' 'A细' 'A胞' 'A${hela}' 'Bcell' 'Cli' 'Cwei' '\uE001kbp' '\uE001a4'`);
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
