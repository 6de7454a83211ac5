import { JOURNAL } from "../../config/constants";
import { PREPRINT_REPOSITORY, type CitationRecord } from "./citation-record";
import { familyCommaGiven } from "./split-author-name";

/** Escapes BibTeX's special characters; Unicode letters stay as they are (UTF-8 .bib). */
function escape(value: string): string {
  return value
    .replace(/\\/g, "\\textbackslash{}")
    .replace(/([&%$#_{}])/g, "\\$1")
    .replace(/~/g, "\\textasciitilde{}")
    .replace(/\^/g, "\\textasciicircum{}")
    .replace(/\s*[\r\n]+\s*/g, " ");
}

/** `verbatim`: url and doi are read literally by BibTeX/biblatex, so they are not escaped. */
function field(name: string, value: string | number | null | undefined, verbatim = false): string[] {
  if (value === null || value === undefined || value === "") return [];
  return [`  ${name} = {${verbatim ? String(value).replace(/[{}]/g, "") : escape(String(value))}}`];
}

/**
 * The protocol as a BibTeX entry; the key is stable: opls + protocol id. The English record of the DOI, the
 * same from both languages' pages (ADR 0094). A preprint is `@misc` published by the preprint repository
 * (`howpublished`), with no journal, ISSN, volume, number or pages.
 */
export function toBibtex(record: CitationRecord): string {
  const preprint = record.kind === "bpp";
  const authors = record.authors.map(familyCommaGiven).join(" and ");
  const fields = [
    ...field("author", authors),
    // Double braces keep the title's capitals (protein names, acronyms) as written.
    `  title = {{${escape(record.titleEn)}}}`,
    ...(preprint
      ? [...field("howpublished", PREPRINT_REPOSITORY.en), ...field("note", "Preprint, not peer reviewed")]
      : [...field("journal", JOURNAL.titleEn), ...field("volume", record.volume), ...field("number", record.issue)]),
    ...field("year", record.year),
    ...field("month", record.date ? Number(record.date.slice(5, 7)) : null),
    ...field("pages", preprint ? null : record.elocation),
    ...field("issn", preprint ? null : JOURNAL.issn),
    ...field("publisher", preprint ? null : JOURNAL.publisherEn),
    ...field("doi", record.doi, true),
    ...field("url", record.url, true),
    ...field("keywords", record.keywordsEn.join(", ")),
    ...field("abstract", record.abstractEn),
  ];
  return `@${preprint ? "misc" : "article"}{${JOURNAL.shortTitle.toLowerCase()}${record.id},\n${fields.join(",\n")}\n}\n`;
}
