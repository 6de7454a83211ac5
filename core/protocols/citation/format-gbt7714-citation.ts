import { JOURNAL } from "../../config/constants";
import { PREPRINT_REPOSITORY, type CitationRecord } from "./citation-record";
import { initials } from "./split-author-name";

/**
 * GB/T 7714-2015 reference text, for Chinese readers. With a Chinese title the Chinese form is used
 * (Chinese names where known, 等, the journal's Chinese title); otherwise the English form (et al.).
 * Up to three authors are named, then 等 / et al.
 */
export function formatGbt7714Citation(record: CitationRecord): string {
  const chinese = record.titleCn !== null && record.titleCn.trim() !== "";
  const names = record.authors.map((a) =>
    chinese && a.nameCn ? a.nameCn : `${a.family.toUpperCase()}${a.given ? ` ${initials(a.given, false)}` : ""}`,
  );
  const authors = names.length > 3 ? `${names.slice(0, 3).join(", ")}, ${chinese ? "等" : "et al"}` : names.join(", ");
  const title = (chinese ? record.titleCn! : record.titleEn).replace(/[.。\s]+$/, "");
  const doi = record.doi ? ` DOI: ${record.doi}.` : "";
  if (record.kind === "bpp") {
    const repository = chinese ? PREPRINT_REPOSITORY.cn : PREPRINT_REPOSITORY.en;
    return `${authors}. ${title}[EB/OL]. ${repository}, ${record.year}. ${record.url}.${doi}`;
  }
  const journal = chinese ? JOURNAL.titleCn : JOURNAL.titleEn;
  const volume = record.volume !== null && record.issue !== null ? `, ${record.volume}(${record.issue})` : "";
  const location = record.elocation ? `: ${record.elocation}` : "";
  return `${authors}. ${title}[J]. ${journal}, ${record.year}${volume}${location}.${doi}`;
}
