import { JOURNAL } from "../../config/constants";
import { PREPRINT_REPOSITORY, type CitationRecord } from "./citation-record";
import { familyCommaGiven } from "./split-author-name";

/** One line per tag, "TY  - JOUR"; line breaks inside a value would end the field, so they become spaces. */
function tag(name: string, value: string | number | null | undefined): string[] {
  if (value === null || value === undefined || value === "") return [];
  return [`${name}  - ${String(value).replace(/\s*[\r\n]+\s*/g, " ")}`];
}

/**
 * The protocol as an RIS record (reference managers: EndNote, Zotero, Mendeley): the English record of the
 * DOI, the same from both languages' pages (ADR 0094). A preprint is an unpublished work (UNPB) whose
 * publisher is the preprint repository, with no journal, ISSN, volume, issue or pages.
 */
export function toRis(record: CitationRecord): string {
  const preprint = record.kind === "bpp";
  const lines = [
    ...tag("TY", preprint ? "UNPB" : "JOUR"),
    ...tag("TI", record.titleEn),
    ...record.authors.flatMap((a) => tag("AU", familyCommaGiven(a))),
    ...tag("PY", record.year),
    ...tag("DA", record.date ? `${record.date.replaceAll("-", "/")}/` : null),
    ...(preprint
      ? [...tag("PB", PREPRINT_REPOSITORY.en), ...tag("M3", "Preprint")]
      : [
          ...tag("T2", JOURNAL.titleEn),
          ...tag("JO", JOURNAL.titleEn),
          ...tag("VL", record.volume),
          ...tag("IS", record.issue),
          ...tag("SP", record.elocation),
          ...tag("SN", JOURNAL.issn),
          ...tag("PB", JOURNAL.publisherEn),
        ]),
    ...tag("DO", record.doi),
    ...tag("UR", record.url),
    ...tag("AB", record.abstractEn),
    ...record.keywordsEn.flatMap((k) => tag("KW", k)),
    ...tag("LA", "en"),
    "ER  - ",
  ];
  return `${lines.join("\r\n")}\r\n`;
}
