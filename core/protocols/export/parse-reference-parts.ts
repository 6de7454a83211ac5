import type { Reference } from "../body";

export interface ReferencePerson {
  surname: string;
  given: string | null;
  suffix: string | null;
}

/** A journal-article reference split into the parts JATS `element-citation` tags (ADR 0091). */
export interface ReferenceParts {
  authors: ReferencePerson[];
  /** The list ends with "et al.". */
  etal: boolean;
  year: string;
  articleTitle: string;
  source: string;
  volume: string | null;
  issue: string | null;
  fpage: string | null;
  lpage: string | null;
  /** A single page-like value ("e168", "38828"): an article number, not a first page. */
  elocation: string | null;
  doi: string | null;
  pmid: string | null;
}

// The journal's style (Bio-protocol's): "Laemmli, U. K. and Favre, M. (1973). Title. Journal 80(4): 575–599."
// The JATS import writes "Laemmli UK, Favre M (1973) Title. Journal 80(4): 575–599.", so both are read.
const HEAD = /^(?<authors>.+?)\s*\((?<year>\d{4})[a-z]?\)\.?\s+(?<rest>.+)$/su;
// The title may hold full stops, the journal name may not: the journal part is matched from the end.
const TAIL =
  /^(?<title>.+?)[.?!]\s+(?<source>[^.:]*?\p{L}[^.:]*?)\s*(?<volume>\d+)?\s*(?:\((?<issue>[^)]+)\))?\s*:\s*(?<pages>\S+?)\.?$/su;
const PAGE = /^(?<first>[A-Za-z]{0,2}\d+(?:\.[a-z]?\d+)?)(?:[–-](?<last>[A-Za-z]{0,2}\d+(?:\.[a-z]?\d+)?))?$/u;
// "U. K.", "G. X. Y.", "Th.", "J.-P." (dotted); "UK", "GXY" (the import's undotted form, capitals only).
const DOTTED = /^(?:\p{Lu}\p{Ll}?\.(?:\s?-?\s?)?)+$/u;
const UNDOTTED = /^\p{Lu}{1,4}$/u;
const SUFFIX = /^(?:\d(?:st|nd|rd|th)|Jr\.?|Sr\.?|II|III|IV)$/u;
const isInitials = (s: string) => DOTTED.test(s) || UNDOTTED.test(s);

/** "Stevenson, K., McVey, A. F. and Pilizota, T." or "Stevenson K, McVey AF" → people; null when unsure. */
function parseAuthors(list: string): { authors: ReferencePerson[]; etal: boolean } | null {
  let text = list.trim().replace(/,?\s+(?:and|&)\s+/gu, ", ");
  const etal = /,?\s*et al\.?$/u.test(text);
  text = text.replace(/,?\s*et al\.?$/u, "");
  const tokens = text.split(/\s*,\s*/u).filter(Boolean);
  const authors: ReferencePerson[] = [];
  let open: ReferencePerson | null = null;
  for (const token of tokens) {
    if (open && SUFFIX.test(token)) {
      open.suffix = token;
      continue;
    }
    if (open && open.given === null && isInitials(token)) {
      open.given = token;
      continue;
    }
    // A whole name in one token: "Laemmli UK" or "Laemmli U. K." (surname, then initials).
    const m = /^(?<surname>.+?)\s+(?<given>(?:\p{Lu}\p{Ll}?\.\s?-?\s?)+|\p{Lu}{1,4})$/u.exec(token);
    if (m && /\p{Ll}/u.test(m.groups!.surname!)) {
      open = { surname: m.groups!.surname!, given: m.groups!.given!.trim(), suffix: null };
      authors.push(open);
      continue;
    }
    // A surname whose initials follow as the next token; a word that is neither is not a name we can split.
    if (
      isInitials(token) ||
      !/^\p{Lu}/u.test(token.replace(/^(?:(?:van|von|de|da|del|der|den|le|la|di|du|'t)\s+)+/iu, ""))
    )
      return null;
    open = { surname: token, given: null, suffix: null };
    authors.push(open);
  }
  // Every person needs initials, else the split is a guess ("Smith John" reads two ways).
  if (!authors.length || authors.some((a) => a.given === null)) return null;
  return { authors, etal };
}

// Vancouver (PubMed, PLOS; what the JATS import keeps of a mixed-citation): "Lund FE, Randall TD. Title.
// Nat Rev Immunol. 2010;10(4):236–47. doi: …". What follows the pages (DOI, PMID, PMCID) is not read.
const VANCOUVER =
  /^(?<authors>[^.]+?(?:\s\p{Lu}{1,4})?(?:,? et al)?)\.\s+(?<title>.+?)[.?!]\s+(?<source>[^.;:]*?\p{L}[^.;:]*?)\.\s+(?<year>\d{4})[^;:.]*;\s*(?<volume>\d+)?\s*(?:\((?<issue>[^)]+)\))?\s*:\s*(?<pages>[A-Za-z]{0,2}\d+(?:[–-][A-Za-z]{0,2}\d+)?)(?:\.|$)/su;

interface Located {
  authors: string;
  year: string;
  title: string;
  source: string;
  volume?: string;
  issue?: string;
  pages: string;
}

/** Authors, year, title, journal and place of a text in the journal's style or in Vancouver style. */
function locate(text: string): Located | null {
  const head = HEAD.exec(text)?.groups;
  if (head) {
    if (/\bIn:\s|\(Eds?\.?\)|\bedn\b|\bPress\b/u.test(head.rest!)) return null;
    const tail = TAIL.exec(head.rest!)?.groups;
    if (!tail) return null;
    return {
      authors: head.authors!,
      year: head.year!,
      title: tail.title!,
      source: tail.source!,
      volume: tail.volume,
      issue: tail.issue,
      pages: tail.pages!,
    };
  }
  const v = VANCOUVER.exec(text)?.groups;
  if (!v || /\bIn:\s|\beditors?\b/iu.test(text)) return null;
  return {
    authors: v.authors!,
    year: v.year!,
    title: v.title!,
    source: v.source!,
    volume: v.volume,
    issue: v.issue,
    pages: v.pages!,
  };
}

/** "236–47" → 247: a last page written short takes the first page's leading digits. */
function fullLastPage(first: string, last: string): string {
  return /^\d+$/.test(first) && /^\d+$/.test(last) && last.length < first.length
    ? first.slice(0, first.length - last.length) + last
    : last;
}

/**
 * The parts of a reference written as a journal article in the journal's style (or Vancouver style); null for
 * anything else (a book chapter, a web page, another style), which the export keeps as `mixed-citation`.
 */
export function parseReferenceParts(ref: Reference): ReferenceParts | null {
  let text = ref.text.trim().replace(/\s+/gu, " ");
  const pmid = /\bPMID:?\s*(\d{1,9})\b/iu.exec(text)?.[1] ?? null;
  text = text
    .replace(/\s*\bPMID:?\s*\d{1,9}\.?/giu, "")
    .replace(/\s*(?:doi:\s*|https?:\/\/(?:dx\.)?doi\.org\/)10\.\d{4,9}\/\S+$/iu, "")
    .trim();
  const at = locate(text);
  if (!at || (!at.volume && !at.issue)) return null;
  const pages = PAGE.exec(at.pages)?.groups;
  if (!pages) return null;
  const people = parseAuthors(at.authors.replace(/,? et al$/u, ", et al."));
  if (!people) return null;
  return {
    ...people,
    year: at.year,
    articleTitle: at.title.trim(),
    source: at.source.trim(),
    volume: at.volume ?? null,
    issue: at.issue?.trim() || null,
    fpage: pages.last ? pages.first! : null,
    lpage: pages.last ? fullLastPage(pages.first!, pages.last) : null,
    elocation: pages.last ? null : pages.first!,
    doi: ref.doi?.trim() || null,
    pmid,
  };
}
