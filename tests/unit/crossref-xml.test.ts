import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { buildDepositBatches, depositTimestamp } from "@core/crossref/build-deposit-batches";
import type { DepositConfig, DepositWork } from "@core/crossref/deposit-work";
import { extractFunding } from "@core/crossref/extract-funding";
import { parseReference } from "@core/crossref/parse-reference";
import type { ProtocolDetail } from "@core/protocols/protocol-detail";
import { protocolDoi } from "@core/protocols/protocol-doi";

const SCHEMA = path.resolve("tests/fixtures/crossref/crossref5.3.1.xsd");
const hasXmllint = spawnSync("xmllint", ["--version"], { stdio: "ignore" }).status === 0;
if (!hasXmllint && process.env.CI) throw new Error("xmllint is required in CI (libxml2-utils)");
if (!hasXmllint) console.warn("SKIPPED: Crossref XSD validation needs xmllint (apt-get install -y libxml2-utils)");

/** Validates files against the official Crossref 5.3.1 XSD, offline; returns xmllint's complaints. */
export function validateCrossref(xmls: string[]): { ok: boolean; errors: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "opls-crossref-"));
  const files = xmls.map((xml, i) => {
    const file = path.join(dir, `b${i}.xml`);
    writeFileSync(file, xml);
    return file;
  });
  const r = spawnSync("xmllint", ["--nonet", "--noout", "--schema", SCHEMA, ...files], { encoding: "utf8" });
  return { ok: r.status === 0, errors: r.stderr };
}

const config: DepositConfig = {
  doiPrefix: "10.99999",
  depositorName: "OPLS Open Science Foundation",
  depositorEmail: "crossref@opls.example.org",
  registrant: "OPLS Open Science Foundation",
  origin: "https://opls.example.org",
};

function detail(over: Partial<ProtocolDetail>): ProtocolDetail {
  return {
    id: 1001,
    kind: "bp",
    status: "published",
    doi: protocolDoi("bp", 1001),
    elocation: "e1001",
    titleEn: "Culturing hippocampal neurons & glia",
    titleCn: "海马神经元与胶质细胞的培养",
    abstractEn: "First paragraph.\n\nSecond paragraph.",
    abstractCn: "摘要。",
    keywordsEn: [],
    keywordsCn: [],
    receivedOn: "2026-01-05",
    acceptedOn: "2026-03-01",
    onlineOn: "2026-03-10",
    publishedOn: "2026-04-01",
    licence: "CC BY 4.0",
    reviewersAnonymous: true,
    views: 0,
    citedBy: 0,
    issue: { id: 7, volume: 16, number: 7, year: 2026, publishedOn: "2026-04-01" },
    journalVersion: null,
    preprint: null,
    authors: [
      { nameEn: "Xiaowen Lin", nameCn: "林晓雯", affiliations: ["Dept. of Neurobiology, Eastlake University, Wuhan, China"], orcid: "0000-0002-1825-0097", corresponding: true, email: null },
      { nameEn: "Ludwig van Beethoven", nameCn: null, affiliations: [], orcid: "https://orcid.org/0000-0001-5109-3700", corresponding: false, email: null },
    ],
    categories: [{ id: 1, nameEn: "Neuroscience", nameCn: "神经科学" }],
    organisms: [],
    reviewers: [],
    versions: [],
    video: null,
    ...over,
  };
}

function work(over: Partial<ProtocolDetail>, extra: Partial<DepositWork> = {}): DepositWork {
  const d = detail(over);
  return {
    detail: d,
    doi: d.doi!,
    references: [
      { text: "Kaech, S., Banker, G. (2006). Culturing hippocampal neurons. Nat Protoc 1(5): 2406–2415.", doi: "10.1038/nprot.2006.356" },
      { text: "WHO laboratory biosafety manual, 4th edition. Geneva, 2020." },
    ],
    funding: [{ funder: "Jiangsu Natural Science Foundation", awards: ["BK-2022-1184"] }],
    subject: "Neuroscience",
    preprintOf: null,
    preprintDoi: null,
    ...extra,
  };
}

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", parseTagValue: false, isArray: (n) => ["titles", "journal", "journal_article", "posted_content", "citation", "person_name", "publication_date", "jats:abstract"].includes(n) });

describe("Crossref deposit XML", () => {
  const works = [
    work({}),
    work({ id: 1002, doi: protocolDoi("bp", 1002), elocation: "e1002", issue: null, publishedOn: null, status: "in_press", titleCn: null }, { funding: [] }),
    work({ id: 1003, doi: protocolDoi("bp", 1003), elocation: "e1003" }, { preprintDoi: protocolDoi("bpp", 3001) }),
    work({ id: 3001, kind: "bpp", doi: protocolDoi("bpp", 3001), elocation: null, issue: null, onlineOn: "2025-12-01", publishedOn: "2025-12-01" }, { preprintOf: protocolDoi("bp", 1003) }),
  ];
  const batches = buildDepositBatches(works, config, new Date("2026-11-23T10:20:30.456Z"));

  it("validates against the official Crossref 5.3.1 schema", () => {
    if (!hasXmllint) return;
    const r = validateCrossref(batches.map((b) => b.xml));
    expect(r.errors.match(/validates/g)).toHaveLength(batches.length);
    expect(r.ok, r.errors).toBe(true);
  });

  it("the validation can fail: a second titles in posted_content is refused", () => {
    if (!hasXmllint) return;
    const preprint = batches.find((b) => b.contentType === "posted_content")!;
    const broken = preprint.xml.replace("</titles>", "</titles><titles><title>x</title></titles>");
    expect(validateCrossref([broken]).ok).toBe(false);
  });

  it("puts journal articles and preprints in separate batches, with the head Crossref asks for", () => {
    expect(batches.map((b) => b.contentType)).toEqual(["journal", "posted_content"]);
    expect(batches[0]!.dois).toEqual(["10.99999/opls.1001", "10.99999/opls.1003", "10.99999/opls.1002"]);
    expect(batches[1]!.dois).toEqual(["10.99999/opls.pre.3001"]);
    const doc = parser.parse(batches[0]!.xml).doi_batch;
    expect(doc["@version"]).toBe("5.3.1");
    expect(doc.head.doi_batch_id).toBe(batches[0]!.batchId);
    expect(String(doc.head.timestamp)).toBe("20261123102030456");
    expect(doc.head.depositor).toEqual({ depositor_name: config.depositorName, email_address: config.depositorEmail });
    expect(doc.head.registrant).toBe(config.registrant);
    expect(new Set(batches.map((b) => b.batchId)).size).toBe(batches.length);
  });

  it("writes each journal article fully: titles, people, dates, article number, funding, licence, references", () => {
    const journals = parser.parse(batches[0]!.xml).doi_batch.body.journal;
    // The two issue articles share one journal_issue; the in-press one has none.
    expect(journals).toHaveLength(2);
    expect(journals[0].journal_issue.journal_volume.volume).toBe("16");
    expect(journals[1].journal_issue).toBeUndefined();
    const a = journals[0].journal_article[0];
    expect(a.titles.map((t: { title: string }) => t.title)).toEqual(["Culturing hippocampal neurons & glia", "海马神经元与胶质细胞的培养"]);
    const [lin, beethoven] = a.contributors.person_name;
    expect(lin).toMatchObject({ "@sequence": "first", "@contributor_role": "author", given_name: "Xiaowen", surname: "Lin", ORCID: "https://orcid.org/0000-0002-1825-0097" });
    expect(lin["alt-name"].name).toMatchObject({ surname: "林", given_name: "晓雯", "@language": "zh" });
    expect(lin.affiliations.institution.institution_name).toContain("Eastlake University");
    expect(beethoven).toMatchObject({ "@sequence": "additional", given_name: "Ludwig", surname: "van Beethoven", ORCID: "https://orcid.org/0000-0001-5109-3700" });
    expect(a["jats:abstract"].map((x: Record<string, string>) => x["@xml:lang"])).toEqual(["en", "zh"]);
    expect(a.publication_date.map((p: Record<string, unknown>) => [p["@media_type"], p.year, p.month, p.day])).toEqual([
      ["online", "2026", "03", "10"],
      ["print", "2026", "04", "01"],
    ]);
    expect(a.publisher_item.item_number).toEqual({ "#text": "e1001", "@item_number_type": "article_number" });
    expect(a["fr:program"]["fr:assertion"]["fr:assertion"]).toEqual([
      { "#text": "Jiangsu Natural Science Foundation", "@name": "funder_name" },
      { "#text": "BK-2022-1184", "@name": "award_number" },
    ]);
    expect(a["ai:program"]["ai:free_to_read"]).toBe("");
    expect(a["ai:program"]["ai:license_ref"]).toMatchObject({ "#text": "https://creativecommons.org/licenses/by/4.0/", "@applies_to": "vor", "@start_date": "2026-03-10" });
    expect(a.doi_data).toEqual({ doi: "10.99999/opls.1001", resource: "https://opls.example.org/en/bpdetail?id=1001&type=bp" });
    const [structured, unstructured] = a.citation_list.citation;
    expect(structured).toMatchObject({ "@key": "ref1", journal_title: "Nat Protoc", author: "Kaech", volume: "1", issue: "5", first_page: "2406", cYear: "2006", doi: "10.1038/nprot.2006.356" });
    expect(unstructured).toEqual({ "@key": "ref2", unstructured_citation: "WHO laboratory biosafety manual, 4th edition. Geneva, 2020." });
    const inPress = journals[1].journal_article[0];
    expect(inPress.titles).toHaveLength(1);
    expect(inPress.publication_date.map((p: Record<string, unknown>) => p["@media_type"])).toEqual(["online"]);
    expect(inPress["fr:program"]).toBeUndefined();
    expect(journals[0].journal_article[1]["rel:program"]["rel:related_item"]["rel:intra_work_relation"]).toMatchObject({ "@relationship-type": "hasPreprint", "#text": "10.99999/opls.pre.3001" });
  });

  it("writes a preprint as posted_content of type preprint, never as a journal article", () => {
    const body = parser.parse(batches[1]!.xml).doi_batch.body;
    expect(body.journal).toBeUndefined();
    const p = body.posted_content[0];
    expect(p["@type"]).toBe("preprint");
    expect(p.group_title).toBe("Neuroscience");
    expect(p.titles).toHaveLength(1);
    expect(p.posted_date).toEqual({ month: "12", day: "01", year: "2025" });
    expect(p["rel:program"]["rel:related_item"]["rel:intra_work_relation"]).toMatchObject({ "@relationship-type": "isPreprintOf", "#text": "10.99999/opls.1003" });
    expect(p.doi_data.resource).toBe("https://opls.example.org/en/bpdetail?id=3001&type=bpp");
  });

  it("splits into batches of the given size", () => {
    const many = Array.from({ length: 5 }, (_, i) => work({ id: 2000 + i, doi: protocolDoi("bp", 2000 + i) }));
    const split = buildDepositBatches(many, config, new Date("2026-11-23T00:00:00Z"), 2, "a1b2c3");
    expect(split.map((b) => b.dois.length)).toEqual([2, 2, 1]);
    expect(split.map((b) => b.batchId)).toEqual(["opls-20261123000000000-a1b2c3-1", "opls-20261123000000000-a1b2c3-2", "opls-20261123000000000-a1b2c3-3"]);
    expect(buildDepositBatches(many, config, new Date("2026-11-23T00:00:00Z"))[0]!.batchId).not.toBe(buildDepositBatches(many, config, new Date("2026-11-23T00:00:00Z"))[0]!.batchId);
    expect(depositTimestamp(new Date("2026-01-02T03:04:05.006Z"))).toBe("20260102030405006");
  });
});

describe("reading references and funding", () => {
  it("reads the journal's reference style into citation parts, and keeps anything else whole", () => {
    expect(parseReference({ text: "Schindelin, J., Cardona, A. (2012). Fiji: an open-source platform for biological-image analysis. Nat Methods 9(7): 676–682." })).toMatchObject({
      structured: true,
      firstAuthor: "Schindelin",
      year: "2012",
      articleTitle: "Fiji: an open-source platform for biological-image analysis",
      journalTitle: "Nat Methods",
      volume: "9",
      issue: "7",
      firstPage: "676",
    });
    expect(parseReference({ text: "Hilgenberg, L. G., Smith, M. A. (2007). Preparation of neuron cultures. J Vis Exp (10): 562." })).toMatchObject({ journalTitle: "J Vis Exp", volume: null, issue: "10", firstPage: "562" });
    expect(parseReference({ text: "Lin, X. et al. (2011). Culturing cells. Cell Rep 12: 45–60." })).toMatchObject({ firstAuthor: "Lin", volume: "12", firstPage: "45" });
    expect(parseReference({ text: "A handbook. Publisher, 2001.", doi: "10.1000/x" })).toMatchObject({ structured: false, doi: "10.1000/x", text: "A handbook. Publisher, 2001." });
  });

  it("reads named funders and award numbers from Acknowledgments", () => {
    expect(extractFunding("We thank Dr. A. Smith. This work was funded by (fictional) grants from the Jiangsu Natural Science Foundation (No. BK-2022-1184) and the Øresund Life Science Collaboration Fund.")).toEqual([
      { funder: "Jiangsu Natural Science Foundation", awards: ["BK-2022-1184"] },
      { funder: "Øresund Life Science Collaboration Fund", awards: [] },
    ]);
    expect(extractFunding("This work was supported by a (fictional) Shenzhen Basic Research Programme grant (No. JCYJ-2022-0381).")).toEqual([
      { funder: "Shenzhen Basic Research Programme", awards: ["JCYJ-2022-0381"] },
    ]);
    expect(extractFunding("This work was supported by a Quantitative Biology Seed Grant from Lakeshore University to Y.H.")).toEqual([{ funder: "Lakeshore University", awards: [] }]);
    expect(extractFunding("This work was supported by an institutional start-up grant to W.Z.")).toEqual([]);
    expect(extractFunding("We thank the imaging core.")).toEqual([]);
  });
});
