import { JOURNAL } from "../../config/constants";
import { PREPRINT_REPOSITORY, type CitationRecord } from "./citation-record";
import { initials } from "./split-author-name";

/** "Lin, X., Whitcombe, D. R. and Chen, Y." */
function authorList(record: CitationRecord): string {
  const names = record.authors.map((a) => (a.given ? `${a.family}, ${initials(a.given)}` : a.family));
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/**
 * "How to cite" in the journal's style:
 * Lin, X., Whitcombe, D. R. and Chen, Y. (2026). Title. Open Protocols in Life Science 10(24): e6313. DOI: 10.99999/opls.6313.
 */
export function formatJournalCitation(record: CitationRecord): string {
  const title = record.titleEn.replace(/[.\s]+$/, "");
  let source: string;
  if (record.kind === "bpp") source = `${PREPRINT_REPOSITORY.en} (not peer reviewed)`;
  else if (record.volume !== null && record.issue !== null) source = `${JOURNAL.titleEn} ${record.volume}(${record.issue})`;
  else source = `${JOURNAL.titleEn} (in press)`;
  const location = record.elocation ? `: ${record.elocation}` : "";
  const doi = record.doi ? ` DOI: ${record.doi}.` : ` ${record.url}`;
  return `${authorList(record)} (${record.year}). ${title}. ${source}${location}.${doi}`;
}
