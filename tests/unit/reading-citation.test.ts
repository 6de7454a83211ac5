import { describe, expect, it } from "vitest";
import { Cite } from "@citation-js/core";
import "@citation-js/plugin-ris";
import "@citation-js/plugin-bibtex";
import { splitAuthorName, splitChineseName, familyCommaGiven, initials } from "@core/protocols/citation/split-author-name";
import { buildCitationRecord } from "@core/protocols/citation/citation-record";
import { formatJournalCitation } from "@core/protocols/citation/format-journal-citation";
import { formatGbt7714Citation } from "@core/protocols/citation/format-gbt7714-citation";
import { toRis } from "@core/protocols/citation/to-ris";
import { toBibtex } from "@core/protocols/citation/to-bibtex";
import type { ProtocolDetail } from "@core/protocols/protocol-detail";

const published: ProtocolDetail = {
  id: 6313,
  kind: "bp",
  status: "published",
  doi: "10.99999/opls.6313",
  elocation: "e6313",
  titleEn: "Western Blot Analysis of Whole-cell Lysates: SDS-PAGE & Wet Transfer {PVDF} 100% β-actin_1",
  titleCn: "全细胞裂解液的蛋白质印迹分析",
  abstractEn: "Line one.\nLine two.",
  abstractCn: null,
  keywordsEn: ["Western blot", "PVDF"],
  keywordsCn: [],
  receivedOn: "2025-11-02",
  acceptedOn: "2026-01-10",
  onlineOn: "2026-02-01",
  publishedOn: "2026-03-01",
  licence: "CC BY 4.0",
  reviewersAnonymous: true,
  views: 10,
  citedBy: 2,
  issue: { id: 239, volume: 10, number: 5, year: 2026, publishedOn: "2026-03-01" },
  journalVersion: null,
  preprint: null,
  authors: [
    { nameEn: "Lin Xiaowen", nameCn: "林晓雯", affiliations: ["Eastlake University"], orcid: "0000-0002-5813-4470", corresponding: false, email: null },
    { nameEn: "Daniel R. Whitcombe", nameCn: null, affiliations: ["Northbridge Institute"], orcid: null, corresponding: false, email: null },
    { nameEn: "Haoran Zhou", nameCn: "周浩然", affiliations: ["Eastlake University"], orcid: null, corresponding: false, email: null },
    { nameEn: "Chen Yuqing", nameCn: "陈雨晴", affiliations: ["Eastlake University"], orcid: null, corresponding: true, email: "y@example.org" },
  ],
  categories: [{ id: 2, nameEn: "Biochemistry", nameCn: "生物化学" }],
  organisms: [],
  reviewers: [],
  versions: [],
  video: null,
};

describe("author names in citations", () => {
  it("finds the family name of romanised Chinese names written in either order", () => {
    expect(splitAuthorName("Lin Xiaowen", "林晓雯")).toEqual({ family: "Lin", given: "Xiaowen" });
    expect(splitAuthorName("Haoran Zhou", "周浩然")).toEqual({ family: "Zhou", given: "Haoran" });
    expect(splitAuthorName("Wei Li", "李伟")).toEqual({ family: "Li", given: "Wei" });
    expect(splitAuthorName("Li Wei", "李伟")).toEqual({ family: "Li", given: "Wei" });
    expect(splitAuthorName("Ouyang Ming", "欧阳明")).toEqual({ family: "Ouyang", given: "Ming" });
  });

  it("uses the Western order otherwise, keeping particles with the family name", () => {
    expect(splitAuthorName("Daniel R. Whitcombe")).toEqual({ family: "Whitcombe", given: "Daniel R." });
    expect(splitAuthorName("Ludwig van Beethoven")).toEqual({ family: "van Beethoven", given: "Ludwig" });
    expect(splitAuthorName("Plato")).toEqual({ family: "Plato", given: "" });
  });

  it("splits hanzi names family first, compound surnames included", () => {
    expect(splitChineseName("林晓雯")).toEqual({ family: "林", given: "晓雯" });
    expect(splitChineseName("欧阳明")).toEqual({ family: "欧阳", given: "明" });
    expect(splitChineseName("司马光")).toEqual({ family: "司马", given: "光" });
    expect(splitAuthorName("周浩然")).toEqual({ family: "周", given: "浩然" });
    expect(familyCommaGiven({ family: "Lin", given: "Xiaowen" })).toBe("Lin, Xiaowen");
    expect(familyCommaGiven({ family: "Plato", given: "" })).toBe("Plato");
  });

  it("abbreviates given names", () => {
    expect(initials("Daniel R.")).toBe("D. R.");
    expect(initials("Jean-Luc")).toBe("J.-L.");
    expect(initials("Daniel R.", false)).toBe("D R");
  });
});

describe("how to cite", () => {
  const record = buildCitationRecord(published, "https://opls.example.org");

  it("writes the journal style with volume, issue, e-location and DOI", () => {
    expect(formatJournalCitation(record)).toBe(
      "Lin, X., Whitcombe, D. R., Zhou, H. and Chen, Y. (2026). Western Blot Analysis of Whole-cell Lysates: SDS-PAGE & Wet Transfer {PVDF} 100% β-actin_1. Open Protocols in Life Science 10(5): e6313. DOI: 10.99999/opls.6313.",
    );
  });

  it("marks an article in press and a preprint", () => {
    const inPress = buildCitationRecord({ ...published, status: "in_press", issue: null, publishedOn: null }, "https://x");
    expect(formatJournalCitation(inPress)).toContain("(2026). ");
    expect(formatJournalCitation(inPress)).toContain("Open Protocols in Life Science (in press): e6313.");
    const preprint = buildCitationRecord({ ...published, kind: "bpp", issue: null }, "https://x");
    expect(formatJournalCitation(preprint)).toContain("OPLS Preprints (not peer reviewed)");
  });

  it("writes GB/T 7714 in Chinese when there is a Chinese title, with 等 after three authors", () => {
    expect(formatGbt7714Citation(record)).toBe(
      "林晓雯, WHITCOMBE D R, 周浩然, 等. 全细胞裂解液的蛋白质印迹分析[J]. 生命科学开放实验方案, 2026, 10(5): e6313. DOI: 10.99999/opls.6313.",
    );
    const english = buildCitationRecord({ ...published, titleCn: null }, "https://x");
    expect(formatGbt7714Citation(english)).toMatch(/^LIN X, WHITCOMBE D R, ZHOU H, et al\. Western Blot .*\[J\]\. Open Protocols in Life Science, 2026, 10\(5\): e6313\./);
  });

  it("exports RIS that a reference manager imports", () => {
    const ris = toRis(record);
    expect(ris.startsWith("TY  - JOUR\r\n")).toBe(true);
    expect(ris.trimEnd().endsWith("ER  -")).toBe(true);
    const [item] = new Cite(ris).data as Record<string, unknown>[];
    expect(item).toMatchObject({
      type: "article-journal",
      title: published.titleEn,
      DOI: "10.99999/opls.6313",
      volume: "10",
      issue: "5",
      page: "e6313",
      ISSN: "2998-1239",
      "container-title": "Open Protocols in Life Science",
      issued: { "date-parts": [[2026, 3, 1]] },
    });
    expect((item!.author as { family: string; given: string }[]).map((a) => a.family)).toEqual(["Lin", "Whitcombe", "Zhou", "Chen"]);
    expect(ris).toContain("AU  - Lin, Xiaowen\r\nAU  - Whitcombe, Daniel R.\r\nAU  - Zhou, Haoran\r\nAU  - Chen, Yuqing\r\n");
    // A line break in a value must not end the record early.
    expect(ris).toContain("AB  - Line one. Line two.");
  });

  it("exports BibTeX that a reference manager imports, special characters escaped", () => {
    const bib = toBibtex(record);
    expect(bib).toMatch(/^@article\{opls6313,\n/);
    const [item] = new Cite(bib).data as Record<string, unknown>[];
    expect(item).toMatchObject({
      type: "article-journal",
      title: published.titleEn,
      DOI: "10.99999/opls.6313",
      volume: "10",
      issue: "5",
      page: "e6313",
      "container-title": "Open Protocols in Life Science",
      URL: "https://opls.example.org/en/bpdetail?id=6313&type=bp",
    });
    expect((item!.author as { family: string; given: string }[])[1]).toEqual({ family: "Whitcombe", given: "Daniel R." });
    expect(bib).toContain("  author = {Lin, Xiaowen and Whitcombe, Daniel R. and Zhou, Haoran and Chen, Yuqing},");
  });
});
