import { describe, expect, it } from "vitest";
import { compileTerm } from "@core/search/compile-query";
import { parseTermLines } from "@core/search/terms/parse-term-lines";
import { termConcepts, TERM_FILES } from "@core/search/terms";

const HAN = /\p{Script=Han}/u;

/** How a form is looked up: its compiled units (stems, Chinese bigram phrases). */
function keyOf(form: string): string {
  return compileTerm(form)
    .map((u) => u.join(" "))
    .join(" & ");
}

describe("the term dictionary's format", () => {
  it("reads English and Chinese forms, comments and full-width separators", () => {
    const concepts = parseTermLines("t", "# heading\nwestern blot; immunoblot | 蛋白印迹；免疫印迹\n\nmice; mouse |\n");
    expect(concepts).toEqual([
      { en: ["western blot", "immunoblot"], cn: ["蛋白印迹", "免疫印迹"], origin: "t:2" },
      { en: ["mice", "mouse"], cn: [], origin: "t:4" },
    ]);
  });

  it("names a malformed line", () => {
    expect(() => parseTermLines("t", "western blot\n")).toThrow("t:1");
    expect(() => parseTermLines("t", "a | b | c\n")).toThrow("t:1");
    expect(() => parseTermLines("t", "plasmid |\n")).toThrow("at least two forms");
  });
});

describe("the term dictionary's content", () => {
  const concepts = termConcepts();

  it("parses every file", () => {
    expect(Object.keys(TERM_FILES).length).toBeGreaterThan(0);
    expect(concepts.length).toBeGreaterThan(0);
  });

  it("has only searchable forms: English with letters, Chinese of two characters or more", () => {
    const bad: string[] = [];
    for (const c of concepts) {
      for (const f of [...c.en, ...c.cn]) if (!keyOf(f)) bad.push(`${c.origin}: "${f}" has nothing searchable`);
      for (const f of c.en) if (HAN.test(f)) bad.push(`${c.origin}: English form "${f}" has Chinese characters`);
      for (const f of c.cn) if ([...f].filter((ch) => HAN.test(ch)).length === 1 && [...f].length === 1) bad.push(`${c.origin}: "${f}" is one character`);
    }
    expect(bad).toEqual([]);
  });

  it("has each form in one concept only", () => {
    const seen = new Map<string, string>();
    const dupes: string[] = [];
    for (const c of concepts) {
      const own = new Set<string>();
      for (const f of [...c.en, ...c.cn]) {
        const key = keyOf(f);
        if (own.has(key)) dupes.push(`${c.origin}: "${f}" twice in the line`);
        own.add(key);
        const other = seen.get(key);
        if (other && other !== c.origin) dupes.push(`"${f}" in ${other} and ${c.origin}`);
        seen.set(key, c.origin);
      }
    }
    expect(dupes).toEqual([]);
  });
});
