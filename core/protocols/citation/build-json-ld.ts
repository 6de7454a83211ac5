import { JOURNAL, type Lang } from "../../config/constants";
import type { ProtocolBody, Reference } from "../body";
import type { ProtocolDetail } from "../protocol-detail";
import { licenceUrl } from "../licence-url";
import { PREPRINT_REPOSITORY, protocolPageUrl, protocolPdfUrl, type CitationRecord } from "./citation-record";
import { buildLabProtocolLd } from "./build-lab-protocol-ld";
import { splitAuthorName, splitChineseName } from "./split-author-name";
import { languageTag } from "../../locale/language-tag";

export interface JsonLdInput {
  protocol: ProtocolDetail;
  record: CitationRecord;
  origin: string;
  /** The page's language. */
  lang: Lang;
  /** The body the page shows, for signed-in readers only; null for visitors (SPEC §1, §6). */
  body: ProtocolBody | null;
  /** The reference list, which every reader sees. */
  references: Reference[];
}

type Json = Record<string, unknown>;

/** The periodical, issue and volume a journal protocol is part of; for a preprint, the repository. */
function container(p: ProtocolDetail): Json {
  if (p.kind === "bpp") return { "@type": "Collection", name: PREPRINT_REPOSITORY.en, alternateName: PREPRINT_REPOSITORY.cn };
  const journal = { "@type": "Periodical", name: JOURNAL.titleEn, alternateName: JOURNAL.titleCn, issn: JOURNAL.issn, publisher: { "@type": "Organization", name: JOURNAL.publisherEn } };
  if (!p.issue) return journal;
  return {
    "@type": "PublicationIssue",
    issueNumber: String(p.issue.number),
    datePublished: p.issue.publishedOn,
    isPartOf: { "@type": "PublicationVolume", volumeNumber: String(p.issue.volume), isPartOf: journal },
  };
}

/** Authors; in Chinese (hanzi names where the journal has them, the romanised name as alternateName) or English. */
function authors(p: ProtocolDetail, chinese: boolean): Json[] {
  return p.authors.map((a) => {
    const hanzi = chinese && a.nameCn ? a.nameCn : null;
    const name = hanzi ? splitChineseName(hanzi) : splitAuthorName(a.nameEn, a.nameCn);
    return {
      "@type": "Person",
      name: hanzi ?? a.nameEn,
      familyName: name.family,
      ...(name.given ? { givenName: name.given } : {}),
      ...(hanzi ? { alternateName: a.nameEn } : {}),
      ...(a.orcid ? { identifier: `https://orcid.org/${a.orcid}` } : {}),
      affiliation: a.affiliations.map((x) => ({ "@type": "Organization", name: x })),
    };
  });
}

/**
 * schema.org JSON-LD of a protocol page (ADR 0094). The English page carries the record of the DOI; the
 * Chinese page of a protocol with a Chinese title is its translation (`translationOfWork` → the record,
 * which names it back with `workTranslation`), never a second record of the same DOI. A preprint is a
 * ScholarlyArticle with creativeWorkStatus Preprint in the repository's collection, never a journal article.
 * Visitors get metadata and references only; a signed-in reader's JSON-LD adds the Bioschemas LabProtocol part.
 */
export function buildProtocolJsonLd(input: JsonLdInput): Json {
  const { protocol: p, record, origin } = input;
  const translation = input.lang === "cn" && !!p.titleCn;
  const recordId = p.doi ? `https://doi.org/${p.doi}` : record.url;
  const cnUrl = protocolPageUrl(origin, "cn", p.id, p.kind);
  const title = translation ? p.titleCn! : p.titleEn;
  const abstract = translation ? p.abstractCn : p.abstractEn;
  const keywords = translation && p.keywordsCn.length ? p.keywordsCn : p.keywordsEn;
  const licence = licenceUrl(p.licence);
  const lastVersion = p.versions[p.versions.length - 1];
  const lab = buildLabProtocolLd({
    headline: title,
    keywords,
    purpose: abstract ?? "",
    organisms: p.organisms.map((o) => (translation ? o.nameCn : o.nameEn)),
    body: input.body,
  });

  return {
    "@context": "https://schema.org",
    "@type": ["ScholarlyArticle", ...(lab?.types ?? [])],
    "@id": translation ? cnUrl : recordId,
    url: translation ? cnUrl : record.url,
    headline: title.slice(0, 110),
    name: title,
    ...(abstract ? { description: abstract, abstract } : {}),
    inLanguage: languageTag(translation ? "cn" : "en"),
    keywords: keywords.join(translation ? "；" : ", "),
    ...(translation
      ? { translationOfWork: { "@type": "ScholarlyArticle", "@id": recordId, url: record.url, name: p.titleEn, inLanguage: "en" } }
      : {
          ...(p.doi ? { identifier: { "@type": "PropertyValue", propertyID: "DOI", value: p.doi }, sameAs: recordId } : {}),
          ...(p.titleCn ? { workTranslation: { "@type": "ScholarlyArticle", "@id": cnUrl, url: cnUrl, name: p.titleCn, inLanguage: "zh-CN" } } : {}),
        }),
    ...(p.kind === "bpp" ? { creativeWorkStatus: "Preprint" } : {}),
    ...(record.date ? { datePublished: record.date } : {}),
    ...(p.receivedOn ? { dateCreated: p.receivedOn } : {}),
    ...(lastVersion ? { version: String(lastVersion.version), dateModified: lastVersion.publishedOn } : {}),
    ...(p.kind === "bp" && p.elocation ? { pagination: p.elocation } : {}),
    author: authors(p, translation),
    isPartOf: container(p),
    publisher:
      p.kind === "bpp"
        ? { "@type": "Organization", name: PREPRINT_REPOSITORY.en, parentOrganization: { "@type": "Organization", name: JOURNAL.publisherEn } }
        : { "@type": "Organization", name: JOURNAL.publisherEn },
    isAccessibleForFree: true,
    ...(licence ? { license: licence } : {}),
    about: p.categories.map((c) => ({ "@type": "Thing", name: translation ? c.nameCn : c.nameEn })),
    encoding: { "@type": "MediaObject", encodingFormat: "application/pdf", contentUrl: protocolPdfUrl(origin, translation ? "cn" : "en", p.id, p.kind) },
    ...(lab?.properties ?? {}),
    citation: input.references.map((r) => ({ "@type": "CreativeWork", name: r.text, ...(r.doi ? { sameAs: `https://doi.org/${r.doi}` } : {}) })),
  };
}
