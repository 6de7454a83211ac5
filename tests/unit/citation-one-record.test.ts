import { describe, expect, it } from "vitest";
import { Cite } from "@citation-js/core";
import "@citation-js/plugin-ris";
import "@citation-js/plugin-bibtex";
import { buildCitationRecord, PREPRINT_REPOSITORY } from "@core/protocols/citation/citation-record";
import { buildCitationMeta } from "@core/protocols/citation/build-citation-meta";
import { buildProtocolJsonLd } from "@core/protocols/citation/build-json-ld";
import { LAB_PROTOCOL_PROFILE } from "@core/protocols/citation/build-lab-protocol-ld";
import { toRis } from "@core/protocols/citation/to-ris";
import { toBibtex } from "@core/protocols/citation/to-bibtex";
import type { ProtocolDetail } from "@core/protocols/protocol-detail";
import type { ProtocolBody } from "@core/protocols/body";
import { protocolPdfTask } from "~/lib/protocol-pdf.server";
import enCommon from "~/i18n/en/common.json";
import cnCommon from "~/i18n/cn/common.json";

const ORIGIN = "https://opls.example.org";

const protocol: ProtocolDetail = {
  id: 6313,
  kind: "bp",
  status: "published",
  doi: "10.99999/opls.6313",
  elocation: "e6313",
  titleEn: "Western Blot Analysis of Whole-cell Lysates",
  titleCn: "全细胞裂解液的蛋白质印迹分析",
  abstractEn: "This protocol describes a western blot.",
  abstractCn: "本方案介绍蛋白质印迹。",
  keywordsEn: ["Western blot", "PVDF"],
  keywordsCn: ["蛋白质印迹"],
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
    { nameEn: "Lin Xiaowen", nameCn: "林晓雯", affiliations: ["Eastlake University"], orcid: "0000-0002-5813-4470", corresponding: false, email: "hidden@example.org" },
    { nameEn: "Daniel R. Whitcombe", nameCn: null, affiliations: ["Northbridge Institute"], orcid: null, corresponding: true, email: "d@example.org" },
  ],
  categories: [{ id: 2, nameEn: "Biochemistry", nameCn: "生物化学" }],
  organisms: [{ nameEn: "Homo sapiens", nameCn: "人" }],
  reviewers: [],
  versions: [],
  video: null,
};
const preprint: ProtocolDetail = { ...protocol, id: 7001, kind: "bpp", status: "published", elocation: "e7001", doi: "10.99999/opls.p7001", issue: null, publishedOn: "2026-02-01" };

const body: ProtocolBody = {
  sections: [
    { kind: "materials", blocks: [{ type: "materials", items: [{ name: "RIPA buffer", supplier: "Thermo", catalog: "89900" }] }] },
    { kind: "equipment", blocks: [{ type: "materials", items: [{ name: "Wet transfer tank", supplier: "Bio-Rad", catalog: "1703930" }] }] },
    { kind: "procedure", blocks: [{ type: "heading", text: "Lysis" }, { type: "steps", items: [{ content: [{ t: "text", v: "Incubate on ice for 20 min." }] }] }] },
  ],
  references: [{ text: "Towbin H. (1979). Electrophoretic transfer.", doi: "10.1073/pnas.76.9.4350" }],
};

const values = (tags: { name: string; content: string }[], name: string) => tags.filter((t) => t.name === name).map((t) => t.content);

describe("citation meta tags (Highwire, Dublin Core)", () => {
  const record = buildCitationRecord(protocol, ORIGIN);
  const tags = buildCitationMeta(record, protocol, body.references);

  it("names authors Family, Given, each followed by its institutions, and publishes only a corresponding author's e-mail", () => {
    expect(values(tags, "citation_author")).toEqual(["Lin, Xiaowen", "Whitcombe, Daniel R."]);
    expect(values(tags, "DC.creator")).toEqual(["Lin, Xiaowen", "Whitcombe, Daniel R."]);
    const order = tags.filter((t) => t.name.startsWith("citation_author")).map((t) => t.name);
    expect(order.slice(0, 3)).toEqual(["citation_author", "citation_author_institution", "citation_author_orcid"]);
    expect(values(tags, "citation_author_email")).toEqual(["d@example.org"]);
  });

  it("describes the English record of the DOI: one language, the English page and PDF", () => {
    expect(values(tags, "citation_title")).toEqual([protocol.titleEn]);
    expect(values(tags, "citation_language")).toEqual(["en"]);
    expect(values(tags, "citation_abstract_html_url")).toEqual([`${ORIGIN}/en/bpdetail?id=6313&type=bp`]);
    expect(values(tags, "citation_pdf_url")).toEqual([`${ORIGIN}/en/bpdetail/pdf?id=6313&type=bp`]);
    expect(values(tags, "citation_journal_title")).toEqual(["Open Protocols in Life Science"]);
    expect(values(tags, "citation_volume")).toEqual(["10"]);
    expect(values(tags, "citation_firstpage")).toEqual(["e6313"]);
    expect(values(tags, "citation_technical_report_institution")).toEqual([]);
    expect(tags.every((t) => !/[\u4e00-\u9fff]/.test(t.content))).toBe(true);
  });

  it("tags a preprint as a repository document, never as a journal article", () => {
    const pre = buildCitationMeta(buildCitationRecord(preprint, ORIGIN), preprint, []);
    for (const name of ["citation_journal_title", "citation_journal_abbrev", "citation_issn", "citation_volume", "citation_issue", "citation_firstpage"]) {
      expect(values(pre, name), name).toEqual([]);
    }
    expect(values(pre, "citation_technical_report_institution")).toEqual([PREPRINT_REPOSITORY.en]);
    expect(values(pre, "citation_doi")).toEqual(["10.99999/opls.p7001"]);
  });

  it("uses the one repository name the site's pages show", () => {
    expect(enCommon["page.preprints"]).toBe(PREPRINT_REPOSITORY.en);
    expect(cnCommon["page.preprints"]).toBe(PREPRINT_REPOSITORY.cn);
  });
});

describe("RIS and BibTeX of a preprint", () => {
  const record = buildCitationRecord(preprint, ORIGIN);

  it("RIS: an unpublished work published by the repository, no journal fields", () => {
    const ris = toRis(record);
    expect(ris.startsWith("TY  - UNPB\r\n")).toBe(true);
    expect(ris).toContain(`PB  - ${PREPRINT_REPOSITORY.en}\r\n`);
    expect(ris).not.toMatch(/^(JO|T2|VL|IS|SP|SN) {2}- /m);
    const [item] = new Cite(ris).data as Record<string, unknown>[];
    expect(item).toMatchObject({ type: "manuscript", publisher: PREPRINT_REPOSITORY.en, DOI: "10.99999/opls.p7001" });
    expect(item!["container-title"]).toBeUndefined();
  });

  it("BibTeX: @misc howpublished by the repository, no journal, volume, number, pages or ISSN", () => {
    const bib = toBibtex(record);
    expect(bib).toMatch(/^@misc\{opls7001,\n/);
    expect(bib).toContain(`  howpublished = {${PREPRINT_REPOSITORY.en}}`);
    expect(bib).not.toMatch(/^\s+(journal|volume|number|pages|issn) = /m);
    const [item] = new Cite(bib).data as Record<string, unknown>[];
    expect(item!["container-title"]).toBeUndefined();
    expect((item!.author as { family: string }[]).map((a) => a.family)).toEqual(["Lin", "Whitcombe"]);
  });
});

describe("JSON-LD", () => {
  const record = buildCitationRecord(protocol, ORIGIN);
  const ld = (lang: "en" | "cn", withBody: boolean, p = protocol) =>
    buildProtocolJsonLd({ protocol: p, record: buildCitationRecord(p, ORIGIN), origin: ORIGIN, lang, body: withBody ? body : null, references: body.references });

  it("gives a visitor metadata and references only: no materials, equipment, steps or Bioschemas claim", () => {
    const visitor = ld("en", false);
    expect(visitor["@type"]).toEqual(["ScholarlyArticle"]);
    const text = JSON.stringify(visitor);
    for (const s of ["RIPA buffer", "Wet transfer tank", "Incubate on ice", "Lysis", "conformsTo", "reagentUsed", "step"]) expect(text).not.toContain(s);
    expect(visitor.citation).toHaveLength(1);
  });

  it("gives a signed-in reader LabProtocol 0.6-DRAFT with its minimum properties from the protocol", () => {
    const reader = ld("en", true);
    expect(reader["@type"]).toEqual(["ScholarlyArticle", "LabProtocol"]);
    expect(reader["http://purl.org/dc/terms/conformsTo"]).toEqual({ "@id": LAB_PROTOCOL_PROFILE, "@type": "CreativeWork" });
    expect(reader).toMatchObject({
      headline: protocol.titleEn,
      keywords: "Western blot, PVDF",
      protocolPurpose: protocol.abstractEn,
      bioSampleUsed: [{ "@type": "Taxon", name: "Homo sapiens" }],
      reagentUsed: [{ "@type": "BioChemEntity", name: "RIPA buffer", description: "Thermo, 89900" }],
      labEquipmentUsed: ["Wet transfer tank (Bio-Rad, 1703930)"],
    });
    expect(JSON.stringify(reader.step)).toContain("Incubate on ice for 20 min.");
    // Without organisms the minimum is not met: the profile is not claimed.
    expect(ld("en", true, { ...protocol, organisms: [] })["http://purl.org/dc/terms/conformsTo"]).toBeUndefined();
  });

  it("the English page is the DOI's record; the Chinese page is its translation, in Chinese", () => {
    const en = ld("en", false);
    expect(en).toMatchObject({ "@id": "https://doi.org/10.99999/opls.6313", url: record.url, inLanguage: "en", name: protocol.titleEn });
    expect(en.workTranslation).toMatchObject({ "@id": `${ORIGIN}/cn/bpdetail?id=6313&type=bp`, inLanguage: "zh-CN", name: protocol.titleCn });
    expect((en.author as Record<string, unknown>[])[0]).toMatchObject({ name: "Lin Xiaowen", familyName: "Lin", givenName: "Xiaowen" });

    const cn = ld("cn", false);
    expect(cn).toMatchObject({ "@id": `${ORIGIN}/cn/bpdetail?id=6313&type=bp`, inLanguage: "zh-CN", name: protocol.titleCn, abstract: protocol.abstractCn });
    expect(cn.translationOfWork).toMatchObject({ "@id": "https://doi.org/10.99999/opls.6313", url: record.url, inLanguage: "en", name: protocol.titleEn });
    expect(cn.identifier).toBeUndefined();
    const [lin, whitcombe] = cn.author as Record<string, unknown>[];
    expect(lin).toMatchObject({ name: "林晓雯", familyName: "林", givenName: "晓雯", alternateName: "Lin Xiaowen" });
    expect(whitcombe).toMatchObject({ name: "Daniel R. Whitcombe", familyName: "Whitcombe", givenName: "Daniel R." });

    // A protocol without a Chinese title has no translation: the Chinese page carries the record itself.
    expect(ld("cn", false, { ...protocol, titleCn: null })).toMatchObject({ "@id": "https://doi.org/10.99999/opls.6313", inLanguage: "en" });
  });

  it("describes a preprint as a preprint in the repository, not as part of the journal", () => {
    const pre = ld("en", false, preprint);
    expect(pre).toMatchObject({ creativeWorkStatus: "Preprint", isPartOf: { "@type": "Collection", name: PREPRINT_REPOSITORY.en }, publisher: { name: PREPRINT_REPOSITORY.en } });
    expect(pre.pagination).toBeUndefined();
    expect(JSON.stringify(pre)).not.toContain("Periodical");
  });
});

describe("PDF header", () => {
  it("heads a preprint with the repository, never the journal, in both languages", () => {
    const task = (p: ProtocolDetail, lang: "en" | "cn") => protocolPdfTask({ protocol: p, body: null, lang, pageLang: lang, origin: ORIGIN });
    expect(task(preprint, "en").sourceLine).toBe(`${PREPRINT_REPOSITORY.en} · Not peer reviewed`);
    expect(task(preprint, "cn").sourceLine).toBe(`${PREPRINT_REPOSITORY.cn} · 未经同行评审`);
    expect(task(protocol, "en").sourceLine).toBe("Open Protocols in Life Science · Vol 10, Iss 5 · e6313");
  });
});
