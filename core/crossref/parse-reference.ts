import type { Reference } from "../protocols/body";

/** A reference as Crossref's structured `citation` wants it; `unstructured` when the text could not be read. */
export interface StructuredReference {
  firstAuthor: string | null;
  year: string | null;
  articleTitle: string | null;
  journalTitle: string | null;
  volume: string | null;
  issue: string | null;
  firstPage: string | null;
  doi: string | null;
  /** The reference as written: always kept, sent alone when the parts could not be read. */
  text: string;
  structured: boolean;
}

// "Authors (2012). Title. Journal 9(7): 676–682." — the journal's reference style (Bio-protocol's). The title
// may hold full stops, so the journal part is matched from the end: "<journal> <vol>(<issue>): <pages>."
const HEAD = /^(?<authors>.+?)\s*\((?<year>\d{4})[a-z]?\)\.\s+(?<rest>.+)$/s;
const TAIL = /^(?<title>.+?)\.\s+(?<journal>[^.:]*?[A-Za-z][^.:]*?)\s*(?<volume>\d+)?\s*(?:\((?<issue>[^)]+)\))?\s*:\s*(?<first>[eE]?\d+)(?:\s*[–-]\s*[eE]?\d+)?\.?$/s;

/** The parts of a reference written in the journal's style; anything else is kept unstructured. */
export function parseReference(ref: Reference): StructuredReference {
  const text = ref.text.trim().replace(/\s+/g, " ");
  const doi = ref.doi?.trim() || null;
  const none: StructuredReference = {
    firstAuthor: null,
    year: null,
    articleTitle: null,
    journalTitle: null,
    volume: null,
    issue: null,
    firstPage: null,
    doi,
    text,
    structured: false,
  };
  const head = HEAD.exec(text)?.groups;
  if (!head) return none;
  const tail = TAIL.exec(head.rest!)?.groups;
  // The first author's family name: "Banker, G. A., Cowan, W. M." → Banker; "WHO (2020)" → WHO.
  const firstAuthor = head.authors!.split(",")[0]!.replace(/\bet al\.?$/, "").trim() || null;
  if (!tail) return { ...none, firstAuthor, year: head.year! };
  return {
    firstAuthor,
    year: head.year!,
    articleTitle: tail.title!.trim(),
    journalTitle: tail.journal!.trim(),
    volume: tail.volume ?? null,
    issue: tail.issue?.trim() || null,
    firstPage: tail.first!,
    doi,
    text,
    structured: true,
  };
}
