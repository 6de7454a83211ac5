import { describe, expect, it } from "vitest";
import { generateCorpus } from "@seed/generate/corpus";
import { abstractSentences, doubledWord, lintCorpus, type CorpusFindings } from "@seed/generate/lint-corpus";
import { TECHNIQUES, TECHNIQUES_BY_ID } from "@seed/generate/techniques";
import { ORGANISMS } from "@seed/generate/vocabulary";

/**
 * The corpus linter (issue 17 §1) over the full default demo journal — 5,000 published protocols, as `npm run
 * seed` makes it — generated in memory. Any finding fails CI.
 */
const TODAY = "2026-11-21";

describe("the demo corpus", () => {
  // CPU time of this process: on a machine shared with other jobs, wall-clock time says little.
  const started = process.cpuUsage();
  const { entries } = generateCorpus({ protocols: 5000, today: TODAY });
  const findings = lintCorpus(entries, TECHNIQUES_BY_ID);
  const used = process.cpuUsage(started);
  const seconds = (used.user + used.system) / 1e6;

  it("is the full default journal, generated in well under a minute", () => {
    const published = entries.filter((e) => e.protocol.kind === "bp" && e.protocol.status === "published").length;
    expect(published).toBe(5000);
    expect(entries.filter((e) => e.protocol.kind === "bpp").length).toBeGreaterThan(200);
    expect(seconds).toBeLessThan(30);
  });

  it.each(Object.keys(findings) as (keyof CorpusFindings)[])("has no findings: %s", (rule) => {
    expect(findings[rule].slice(0, 20)).toEqual([]);
  });

  it("tells of nothing after the day it is as of: no version is dated later", () => {
    const versions = entries.flatMap((e) => (e.protocol.versions ?? []).map((v) => ({ id: e.protocol.id, on: v.publishedOn })));
    expect(versions.length).toBeGreaterThan(100);
    expect(versions.filter((v) => v.on > TODAY)).toEqual([]);
  });

  it("gives every protocol a Chinese full text", () => {
    expect(entries.filter((e) => !e.protocol.bodyCn).map((e) => e.protocol.id)).toEqual([]);
  });

  it("uses every technique template, each only with organisms of the vocabulary", () => {
    const used = new Set(entries.map((e) => e.techniqueId));
    expect(TECHNIQUES.filter((t) => !used.has(t.id)).map((t) => t.id)).toEqual([]);
    const known = new Set(ORGANISMS.map((o) => o.en));
    expect(TECHNIQUES.flatMap((t) => t.contexts.filter((c) => !known.has(c.organism)).map((c) => `${t.id}: ${c.organism}`))).toEqual([]);
  });
});

describe("the corpus linter's rules", () => {
  it("finds doubled words in both languages, but not tautonyms", () => {
    expect(doubledWord("Analysis of the the cells")).toBe("the the");
    expect(doubledWord("小鼠海马分析分析方案")).toBe("分析分析");
    expect(doubledWord("cells of Gallus gallus embryos")).toBeNull();
    expect(doubledWord("常常在 37 °C 孵育")).toBeNull();
  });

  it("splits abstracts into sentences, not at abbreviations or decimals", () => {
    expect(abstractSentences("Cells of E. coli grew 2.5-fold. Then they stopped.")).toEqual(["Cells of E. coli grew 2.5-fold.", "Then they stopped."]);
    expect(abstractSentences("细胞生长。随后停止。")).toEqual(["细胞生长。", "随后停止。"]);
  });
});
