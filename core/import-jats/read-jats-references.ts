import type { Reference } from "../protocols/body";
import { child, childElements, descendants, localName, textOf, type XElement } from "./xml-tree";

const CITATIONS = new Set(["mixed-citation", "element-citation", "citation", "nlm-citation"]);

function doiOf(cit: XElement): string | undefined {
  const pubId = descendants(cit, "pub-id").find((p) => p.attrs["pub-id-type"] === "doi");
  if (pubId) return textOf(pubId).replace(/^https?:\/\/(dx\.)?doi\.org\//i, "") || undefined;
  for (const link of descendants(cit, "ext-link")) {
    const m = /doi\.org\/(10\.\d{4,9}\/\S+)$/i.exec(link.attrs["xlink:href"] ?? "");
    if (m) return decodeURIComponent(m[1]!);
  }
  return /\bdoi:\s*(10\.\d{4,9}\/[^\s<]+[^\s<.,;])/i.exec(textOf(cit))?.[1];
}

/** An element-citation (structured, no punctuation of its own) as "Surname AB, Surname C (2010) Title. Source 12: 1–9." */
function formatStructured(cit: XElement): string {
  const people = descendants(cit, "person-group")[0] ?? cit;
  const names = childElements(people)
    .filter((n) => ["name", "string-name", "collab"].includes(n.name))
    .map((n) =>
      n.name === "collab"
        ? textOf(n)
        : [textOf(child(n, "surname")), textOf(child(n, "given-names"))].filter(Boolean).join(" ") || textOf(n),
    );
  if (child(people, "etal")) names.push("et al.");
  const title =
    textOf(child(cit, "article-title")) || textOf(child(cit, "chapter-title")) || textOf(child(cit, "data-title"));
  const source = textOf(child(cit, "source"));
  const year = textOf(child(cit, "year"));
  const volume = textOf(child(cit, "volume"));
  const issue = textOf(child(cit, "issue"));
  const pages =
    [textOf(child(cit, "fpage")), textOf(child(cit, "lpage"))].filter(Boolean).join("–") ||
    textOf(child(cit, "elocation-id"));
  const publisher = textOf(child(cit, "publisher-name"));
  let out = names.join(", ");
  if (year) out += ` (${year})`;
  if (title) out += `${out ? " " : ""}${title.replace(/\.$/, "")}.`;
  if (source) out += ` ${source}`;
  if (volume) out += ` ${volume}${issue ? `(${issue})` : ""}`;
  if (pages) out += `${volume ? ":" : ""} ${pages}`;
  if (publisher) out += `. ${publisher}`;
  return out.trim().replace(/([^.])$/, "$1.");
}

export interface ReadReferences {
  references: Reference[];
  /** Reference element ids (and ids of their citations) → 1-based numbers, for in-text citations. */
  numbers: Map<string, number>;
}

/** The reference list of back/ref-list (nested lists included), in order. */
export function readJatsReferences(article: XElement): ReadReferences {
  const references: Reference[] = [];
  const numbers = new Map<string, number>();
  const back = child(article, "back");
  for (const ref of back ? descendants(back, "ref") : []) {
    const cit = childElements(ref).find((c) => CITATIONS.has(localName(c.name)));
    if (!cit) continue;
    const structured =
      cit.name === "element-citation" ||
      (cit.name === "citation" &&
        descendants(cit, "person-group").length > 0 &&
        !/[.,]/.test(
          cit.children
            .filter((c) => "text" in c)
            .map((c) => ("text" in c ? c.text : ""))
            .join(""),
        ));
    const text = structured ? formatStructured(cit) : textOf(cit);
    if (!text) continue;
    const doi = doiOf(cit);
    references.push(doi ? { text, doi } : { text });
    const n = references.length;
    if (ref.attrs.id) numbers.set(ref.attrs.id, n);
    if (cit.attrs.id) numbers.set(cit.attrs.id, n);
  }
  return { references, numbers };
}
