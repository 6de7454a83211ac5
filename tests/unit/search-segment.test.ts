import { describe, expect, it } from "vitest";
import { compileQuery, compileTerm } from "@core/search/compile-query";
import { normalizeTerm } from "@core/search/query-rules";
import { hanQueryTerms, hanTerms, indexTerms, segmentText, wordTerm } from "@core/search/segment-text";
import { stemEnglish } from "@core/search/stem-english";

describe("English stems (Porter)", () => {
  it("gives inflected forms one stem", () => {
    for (const [a, b] of [
      ["protocols", "protocol"],
      ["staining", "stained"],
      ["cells", "cell"],
      ["purifies", "purified"],
      ["assays", "assay"],
      ["analysis", "analyses"],
      ["mice", "mouse"],
      ["bacteria", "bacterium"],
    ]) {
      expect(stemEnglish(a!), `${a} ~ ${b}`).toBe(stemEnglish(b!));
    }
    expect(stemEnglish("caresses")).toBe("caress");
    expect(stemEnglish("relational")).toBe("relat");
    expect(stemEnglish("generalization")).toBe("gener");
  });

  it("leaves words with digits and short words alone", () => {
    expect(stemEnglish("cas9")).toBe("cas9");
    expect(stemEnglish("is")).toBe("is");
  });
});

describe("segmenting text", () => {
  it("folds case and diacritics", () => {
    expect(indexTerms("Müller NAÏVE Café")).toEqual(indexTerms("muller naive cafe"));
    expect(indexTerms("ＨｅＬａ")).toEqual(["hela"]);
  });

  it("splits hyphenated terms into words and spells out Greek letters", () => {
    expect(indexTerms("caspase-3")).toEqual(["caspas", "3"]);
    expect(indexTerms("CRISPR-Cas9")).toEqual(["crispr", "cas9"]);
    expect(indexTerms("3'-UTR")).toEqual(["3", "utr"]);
    expect(indexTerms("TNF-α")).toEqual(indexTerms("TNF-alpha"));
  });

  it("indexes Chinese as bigrams followed by single characters", () => {
    expect(hanTerms(["细", "胞", "凋", "亡"])).toEqual(["细胞", "胞凋", "凋亡", "细", "胞", "凋", "亡"]);
    expect(hanTerms(["癌"])).toEqual(["癌"]);
    expect(indexTerms("HeLa 细胞的凋亡")).toEqual(["hela", "细胞", "胞的", "的凋", "凋亡", "细", "胞", "的", "凋", "亡"]);
  });

  it("looks a Chinese query up as one character or the phrase of its bigrams", () => {
    expect(hanQueryTerms(["细"])).toEqual(["细"]);
    expect(hanQueryTerms(["细", "胞"])).toEqual(["细胞"]);
    expect(hanQueryTerms(["细", "胞", "凋"])).toEqual(["细胞", "胞凋"]);
    expect(hanQueryTerms(["细", "胞", "凋", "亡"])).toEqual(["细胞", "胞凋", "凋亡"]);
  });

  it("indexes exactly the terms the tokenizer sees (index and highlighting agree)", () => {
    const samples = [
      "Anti-β-actin (1:1000), Müller glia; CRISPR/Cas9 in HeLa 细胞凋亡检测。",
      "½ volume of ＰＢＳ, 10 µL, Ca²⁺-free — naïve T cells, TNF-α, IFNγ",
      "鲲 a 鹏b c细胞 3'-UTR 中文English混排",
    ];
    for (const text of samples) {
      const expected = segmentText(text).flatMap((t) => (t.kind === "word" ? [wordTerm(t.term)] : hanTerms(t.chars)));
      expect(indexTerms(text), text).toEqual(expected);
    }
  });

  it("keeps offsets of the original text", () => {
    const text = "Anti-β-actin (细胞)";
    const tokens = segmentText(text);
    expect(tokens.map((t) => text.slice(t.start, t.end))).toEqual(["Anti", "β", "actin", "细胞"]);
  });
});

describe("compiling a term", () => {
  it("makes words joined by punctuation a phrase, and ANDs the rest", () => {
    expect(compileTerm("caspase-3 assay")).toEqual([["caspas", "3"], ["assai"]]);
    expect(compileTerm(normalizeTerm("3'-UTR").text)).toEqual([["3", "utr"]]);
    expect(compileTerm('"western blot" protocol')).toEqual([["western", "blot"], ["protocol"]]);
  });

  it("handles mixed Chinese and Latin", () => {
    expect(compileTerm("HeLa 细胞")).toEqual([["hela"], ["细胞"]]);
    expect(compileTerm("caspase-3 检测")).toEqual([["caspas", "3"], ["检测"]]);
    expect(compileTerm("Ni-NTA亲和层析")).toEqual([["ni", "nta"], ["亲和", "和层", "层析"]]);
  });

  it("drops small words unless nothing else is left", () => {
    expect(compileTerm("isolation of the neurons")).toEqual([["isol"], ["neuron"]]);
    expect(compileTerm("the")).toEqual([["the"]]);
  });

  it("matches nothing when a row has nothing searchable", () => {
    expect(compileQuery([{ field: "all", term: "!!!" }]).matchesNothing).toBe(true);
    expect(compileQuery([{ field: "title", term: "HeLa" }]).matchesNothing).toBe(false);
  });
});
