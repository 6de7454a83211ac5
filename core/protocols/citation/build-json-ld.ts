import { JOURNAL } from "../../config/constants";
import type { Block, Inline, ProtocolBody, Step } from "../body";
import type { ProtocolDetail } from "../find-protocol-detail";
import { licenceUrl } from "../licence-url";
import { splitAuthorName } from "./split-author-name";

export interface JsonLdInput {
  protocol: ProtocolDetail;
  body: ProtocolBody | null;
  /**
   * Materials, equipment and procedure are full text: only for signed-in readers (SPEC §1, §6). A visitor's
   * JSON-LD carries nothing from the body but its references, which the visitor's page shows anyway.
   */
  includeBody: boolean;
  pageUrl: string;
  pdfUrl: string;
  inLanguage: "en" | "zh-CN";
  title: string;
  abstract: string;
  keywords: string[];
}

const plain = (runs: Inline[]) => runs.map((r) => (r.t === "cite" ? "" : r.v)).join("").replace(/\s+/g, " ").trim();

function howToStep(s: Step, position: number): Record<string, unknown> {
  return {
    "@type": "HowToStep",
    position,
    text: [plain(s.content), ...(s.notes ?? []).map(plain)].filter(Boolean).join(" "),
    ...(s.substeps?.length ? { itemListElement: s.substeps.map((x, i) => howToStep(x, i + 1)) } : {}),
  };
}

/**
 * schema.org ScholarlyArticle + Bioschemas LabProtocol (reagent, labEquipment, step) for a protocol page,
 * with the issue, volume and journal it is part of.
 */
export function buildProtocolJsonLd(input: JsonLdInput): Record<string, unknown> {
  const { protocol: p, body } = input;
  const blocksOf = (kind: string): Block[] => body?.sections.filter((s) => s.kind === kind).flatMap((s) => s.blocks) ?? [];
  const materials = (kind: string) =>
    blocksOf(kind).flatMap((b) => (b.type === "materials" ? b.items.map((m) => ({ name: m.name, supplier: m.supplier, catalog: m.catalog })) : []));

  const steps: Record<string, unknown>[] = [];
  let section: { "@type": string; name: string; itemListElement: Record<string, unknown>[] } | null = null;
  let position = 0;
  for (const b of blocksOf("procedure")) {
    if (b.type === "heading") {
      section = { "@type": "HowToSection", name: b.text, itemListElement: [] };
      steps.push(section);
    } else if (b.type === "steps") {
      const items = b.items.map((s) => howToStep(s, ++position));
      if (section) section.itemListElement.push(...items);
      else steps.push(...items);
    }
  }

  const journal = { "@type": "Periodical", name: JOURNAL.titleEn, alternateName: JOURNAL.titleCn, issn: JOURNAL.issn, publisher: { "@type": "Organization", name: JOURNAL.publisherEn } };
  const isPartOf = p.issue
    ? {
        "@type": "PublicationIssue",
        issueNumber: String(p.issue.number),
        datePublished: p.issue.publishedOn,
        isPartOf: { "@type": "PublicationVolume", volumeNumber: String(p.issue.volume), isPartOf: journal },
      }
    : journal;
  const licence = licenceUrl(p.licence);

  return {
    "@context": "https://schema.org",
    "@type": ["ScholarlyArticle", "LabProtocol"],
    "http://purl.org/dc/terms/conformsTo": { "@id": "https://bioschemas.org/profiles/LabProtocol/0.6-DRAFT", "@type": "CreativeWork" },
    "@id": p.doi ? `https://doi.org/${p.doi}` : input.pageUrl,
    url: input.pageUrl,
    headline: input.title.slice(0, 110),
    name: input.title,
    ...(input.title !== p.titleEn ? { alternativeHeadline: p.titleEn } : {}),
    description: input.abstract,
    abstract: input.abstract,
    inLanguage: input.inLanguage,
    keywords: input.keywords.join(", "),
    ...(p.doi ? { identifier: { "@type": "PropertyValue", propertyID: "DOI", value: p.doi }, sameAs: `https://doi.org/${p.doi}` } : {}),
    datePublished: p.issue?.publishedOn ?? p.publishedOn ?? p.onlineOn ?? undefined,
    ...(p.receivedOn ? { dateCreated: p.receivedOn } : {}),
    ...(p.versions.length ? { version: String(p.versions[p.versions.length - 1]!.version), dateModified: p.versions[p.versions.length - 1]!.publishedOn } : {}),
    ...(p.elocation ? { pagination: p.elocation } : {}),
    author: p.authors.map((a) => {
      const name = splitAuthorName(a.nameEn, a.nameCn);
      return {
        "@type": "Person",
        name: a.nameEn,
        familyName: name.family,
        givenName: name.given,
        ...(a.orcid ? { identifier: `https://orcid.org/${a.orcid}` } : {}),
        affiliation: a.affiliations.map((x) => ({ "@type": "Organization", name: x })),
      };
    }),
    isPartOf,
    publisher: { "@type": "Organization", name: JOURNAL.publisherEn },
    isAccessibleForFree: true,
    ...(licence ? { license: licence } : {}),
    about: p.categories.map((c) => ({ "@type": "Thing", name: c.nameEn })),
    encoding: { "@type": "MediaObject", encodingFormat: "application/pdf", contentUrl: input.pdfUrl },
    ...(input.includeBody
      ? {
          reagent: materials("materials").map((m) => ({ "@type": "BioChemEntity", name: m.name, description: `${m.supplier}, ${m.catalog}` })),
          labEquipment: materials("equipment").map((m) => `${m.name} (${m.supplier}, ${m.catalog})`),
          step: steps,
        }
      : {}),
    citation: body?.references.map((r) => ({ "@type": "CreativeWork", name: r.text, ...(r.doi ? { sameAs: `https://doi.org/${r.doi}` } : {}) })) ?? [],
  };
}
