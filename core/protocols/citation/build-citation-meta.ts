import { JOURNAL } from "../../config/constants";
import type { Reference } from "../body";
import type { ProtocolDetail } from "../protocol-detail";
import { PREPRINT_REPOSITORY, type CitationRecord } from "./citation-record";
import { familyCommaGiven } from "./split-author-name";

/** One `<meta name=… content=…>` of the page head. */
export interface MetaTag {
  name: string;
  content: string;
}

const slashDate = (iso: string) => iso.slice(0, 10).replaceAll("-", "/");

/**
 * The citation record as Highwire Press `citation_*` tags (what Google Scholar reads) and Dublin Core, the same
 * on the English and the Chinese page (ADR 0094): the English record of the DOI, names "Family, Given", one
 * language per tag. A preprint is tagged as a repository document (citation_technical_report_institution),
 * never with journal, ISSN, volume, issue or page tags.
 */
export function buildCitationMeta(record: CitationRecord, protocol: ProtocolDetail, references: Reference[]): MetaTag[] {
  const tags: MetaTag[] = [];
  const add = (name: string, content: string | number | null | undefined) => {
    if (content !== null && content !== undefined && content !== "") tags.push({ name, content: String(content) });
  };
  const preprint = record.kind === "bpp";

  add("citation_title", record.titleEn);
  for (const a of record.authors) {
    add("citation_author", familyCommaGiven(a));
    for (const aff of a.affiliations) add("citation_author_institution", aff);
    if (a.orcid) add("citation_author_orcid", `https://orcid.org/${a.orcid}`);
    add("citation_author_email", a.email);
  }
  if (record.date) add("citation_publication_date", slashDate(record.date));
  if (protocol.onlineOn) add("citation_online_date", slashDate(protocol.onlineOn));
  if (preprint) {
    add("citation_technical_report_institution", PREPRINT_REPOSITORY.en);
  } else {
    add("citation_journal_title", JOURNAL.titleEn);
    add("citation_journal_abbrev", JOURNAL.shortTitle);
    add("citation_issn", JOURNAL.issn);
    add("citation_volume", record.volume);
    add("citation_issue", record.issue);
    add("citation_firstpage", record.elocation);
  }
  add("citation_publisher", JOURNAL.publisherEn);
  add("citation_doi", record.doi);
  add("citation_abstract_html_url", record.url);
  add("citation_fulltext_html_url", record.url);
  add("citation_pdf_url", record.pdfUrl);
  add("citation_language", "en");
  for (const k of record.keywordsEn) add("citation_keywords", k);
  for (const r of references) add("citation_reference", r.doi ? `${r.text} doi:${r.doi}` : r.text);

  add("DC.title", record.titleEn);
  for (const a of record.authors) add("DC.creator", familyCommaGiven(a));
  add("DC.date", record.date);
  if (record.doi) add("DC.identifier", `doi:${record.doi}`);
  add("DC.publisher", JOURNAL.publisherEn);
  add("DC.language", "en");
  add("DC.type", "Text");
  add("DC.format", "text/html");
  add("DC.rights", protocol.licence);
  if (record.keywordsEn.length) add("DC.subject", record.keywordsEn.join("; "));
  add("DC.description", record.abstractEn.length > 300 ? `${record.abstractEn.slice(0, 297)}…` : record.abstractEn);
  if (preprint) add("DC.source", PREPRINT_REPOSITORY.en);
  return tags;
}
