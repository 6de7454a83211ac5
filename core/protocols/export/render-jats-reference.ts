import type { Reference } from "../body";
import { esc } from "./jats-inline";
import { parseReferenceParts } from "./parse-reference-parts";

const tag = (name: string, value: string | null) => (value ? `<${name}>${esc(value)}</${name}>` : "");

/**
 * One `<ref>`: a tagged `element-citation` (publication-type journal) when the text reads as a journal article
 * in the journal's style, else the text as `mixed-citation` (ADR 0091). DOIs are `pub-id`s either way.
 */
export function renderJatsReference(r: Reference, n: number): string {
  const parts = parseReferenceParts(r);
  if (!parts) {
    // Only a book chapter is recognisable from its wording; other unparsed texts carry no type rather than a guess.
    const type = /\bIn:\s|\(Eds?\.?\)/.test(r.text) ? ' publication-type="book"' : "";
    return `<ref id="r${n}"><label>${n}</label><mixed-citation${type}>${esc(r.text)}${
      r.doi ? ` <pub-id pub-id-type="doi">${esc(r.doi)}</pub-id>` : ""
    }</mixed-citation></ref>`;
  }
  const people = parts.authors
    .map(
      (a) =>
        `<name name-style="western"><surname>${esc(a.surname)}</surname>${tag("given-names", a.given)}${tag("suffix", a.suffix)}</name>`,
    )
    .join("");
  return `<ref id="r${n}"><label>${n}</label><element-citation publication-type="journal"><person-group person-group-type="author">${people}${
    parts.etal ? "<etal/>" : ""
  }</person-group>${tag("article-title", parts.articleTitle)}${tag("source", parts.source)}${tag("year", parts.year)}${tag("volume", parts.volume)}${tag(
    "issue",
    parts.issue,
  )}${tag("fpage", parts.fpage)}${tag("lpage", parts.lpage)}${tag("elocation-id", parts.elocation)}${
    parts.doi ? `<pub-id pub-id-type="doi">${esc(parts.doi)}</pub-id>` : ""
  }${parts.pmid ? `<pub-id pub-id-type="pmid">${esc(parts.pmid)}</pub-id>` : ""}</element-citation></ref>`;
}
