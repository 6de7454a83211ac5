import type { DetailAuthor, ProtocolDetail } from "../protocols/protocol-detail";
import { JatsImportError, missing } from "./jats-import-error";
import { at, child, childElements, descendants, textOf, type XElement } from "./xml-tree";

/** An author as the journal stores one: "Given Surname" in English, as the protocol's details give it. */
export type ImportedAuthor = DetailAuthor;

export interface ImportedMetadata
  extends Pick<
    ProtocolDetail,
    "titleEn" | "titleCn" | "abstractEn" | "abstractCn" | "keywordsEn" | "keywordsCn" | "receivedOn" | "acceptedOn" | "licence"
  > {
  doi: string;
  /** The electronic publication date of the source. */
  publishedOn: string | null;
  authors: ImportedAuthor[];
}

const isZh = (el: XElement | undefined) => /^zh/i.test(el?.attrs["xml:lang"] ?? "");

function isoDate(el: XElement | undefined): string | null {
  if (!el) return null;
  const iso = el.attrs["iso-8601-date"];
  if (iso && /^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  const year = textOf(child(el, "year"));
  if (!/^\d{4}$/.test(year)) return null;
  const two = (s: string) => (/^\d{1,2}$/.test(s) ? s.padStart(2, "0") : "01");
  return `${year}-${two(textOf(child(el, "month")))}-${two(textOf(child(el, "day")))}`;
}

/** Paragraphs of an abstract as text, blank-line separated; a structured abstract's headings lead their text. */
function abstractText(el: XElement): string {
  const parts: string[] = [];
  for (const c of childElements(el)) {
    if (c.name === "p") parts.push(textOf(c));
    else if (c.name === "sec") {
      const title = textOf(child(c, "title"));
      const text = childElements(c, "p").map(textOf).join(" ");
      parts.push(title ? `${title.replace(/[.:]$/, "")}: ${text}` : text);
    }
  }
  return parts.filter(Boolean).join("\n\n") || textOf(el);
}

/** A licence as the journal names it ("CC BY 4.0", "CC0 1.0"), from its URL or, failing that, its text. */
function licenceOf(meta: XElement): string {
  const licence = at(meta, "permissions/license");
  if (!licence) return "";
  const urls = [
    licence.attrs["xlink:href"],
    ...descendants(licence, "license_ref").map(textOf),
    ...descendants(licence, "ext-link").map((e) => e.attrs["xlink:href"]),
  ];
  for (const url of urls) {
    if (!url) continue;
    if (/publicdomain\/zero\/1\.0/i.test(url)) return "CC0 1.0";
    const m = /creativecommons\.org\/licenses\/([a-z-]+)\/(\d\.\d)/i.exec(url);
    if (m) return `CC ${m[1]!.toUpperCase()} ${m[2]}`;
  }
  const text = textOf(licence);
  if (/Creative Commons Attribution License/i.test(text)) return "CC BY";
  const url = urls.find(Boolean);
  return url ?? text.slice(0, 300);
}

function readAuthors(meta: XElement): ImportedAuthor[] {
  const affs = new Map<string, string>();
  const aff = (el: XElement) => {
    const label = textOf(child(el, "label"));
    const text = textOf({
      ...el,
      children: el.children.filter((c) => !("name" in c) || (c.name !== "label" && c.name !== "email")),
    }).replace(/[\s,;]+$/, "");
    return text || label;
  };
  for (const el of descendants(meta, "aff")) if (el.attrs.id) affs.set(el.attrs.id, aff(el));
  const correspEmails = descendants(meta, "corresp").flatMap((c) => descendants(c, "email").map(textOf));
  const authors: ImportedAuthor[] = [];
  for (const group of childElements(meta, "contrib-group")) {
    for (const contrib of childElements(group, "contrib")) {
      if ((contrib.attrs["contrib-type"] ?? "author") !== "author") continue;
      const names = [
        ...childElements(contrib, "name"),
        ...descendants(contrib, "name").filter((n) => !childElements(contrib, "name").includes(n)),
      ];
      const latin = names.find((n) => !isZh(n) && n.attrs["name-style"] !== "eastern") ?? names.find((n) => !isZh(n));
      const han = names.find((n) => isZh(n) || /[\u3400-\u9fff]/.test(textOf(n)));
      const full = (n: XElement | undefined) =>
        n ? [textOf(child(n, "given-names")), textOf(child(n, "surname"))].filter(Boolean).join(" ") : "";
      const hanName = han
        ? [textOf(child(han, "surname")), textOf(child(han, "given-names"))].join("") || textOf(han)
        : "";
      const nameEn = full(latin) || textOf(child(contrib, "string-name")) || textOf(child(contrib, "collab"));
      if (!nameEn) continue;
      const orcidRaw = textOf(childElements(contrib, "contrib-id").find((c) => c.attrs["contrib-id-type"] === "orcid"));
      const orcid = /(\d{4}-\d{4}-\d{4}-\d{3}[\dX])/i.exec(orcidRaw)?.[1]?.toUpperCase() ?? null;
      const xrefs = descendants(contrib, "xref");
      const affiliations = [
        ...xrefs
          .filter((x) => x.attrs["ref-type"] === "aff")
          .flatMap((x) => (x.attrs.rid ?? "").split(/\s+/))
          .map((id) => affs.get(id)),
        ...childElements(contrib, "aff").map(aff),
      ].filter((a): a is string => Boolean(a));
      const corresponding = contrib.attrs.corresp === "yes" || xrefs.some((x) => x.attrs["ref-type"] === "corresp");
      const ownEmail = textOf(descendants(contrib, "email")[0]) || null;
      authors.push({
        nameEn,
        nameCn: hanName && hanName !== nameEn ? hanName : null,
        affiliations: [...new Set(affiliations)],
        orcid,
        corresponding,
        email: ownEmail ?? (corresponding && correspEmails.length === 1 ? correspEmails[0]! : null),
      });
    }
  }
  // An article whose affiliations are not linked to authors: with one affiliation, it is everyone's.
  if (affs.size === 1 && authors.every((a) => a.affiliations.length === 0))
    for (const a of authors) a.affiliations = [...affs.values()];
  return authors;
}

/**
 * The front matter of a JATS article. Title and DOI are required (the DOI is what makes an import
 * idempotent); a missing one is an error naming the element.
 */
export function readJatsMetadata(article: XElement): ImportedMetadata {
  if (article.name !== "article") throw missing("article (root element)");
  const meta = at(article, "front/article-meta");
  if (!meta) throw missing("front/article-meta");
  const titleEl = at(meta, "title-group/article-title");
  const titleEn = textOf(titleEl);
  if (!titleEn) throw missing("article-meta/title-group/article-title");
  const doi = textOf(childElements(meta, "article-id").find((a) => a.attrs["pub-id-type"] === "doi")).replace(
    /^https?:\/\/(dx\.)?doi\.org\//i,
    "",
  );
  if (!doi) throw missing('article-meta/article-id[@pub-id-type="doi"]');
  if (!/^10\.\d{4,9}\/\S+$/.test(doi))
    throw new JatsImportError(`article-meta/article-id[@pub-id-type="doi"] is not a DOI: ${doi}`);
  const transTitle = descendants(meta, "trans-title-group").find((g) => isZh(g));
  const abstracts = childElements(meta, "abstract");
  const abstract = abstracts.find((a) => !a.attrs["abstract-type"]) ?? abstracts[0];
  const transAbstract = childElements(meta, "trans-abstract").find(isZh);
  const keywords = (zh: boolean) =>
    childElements(meta, "kwd-group")
      .filter((g) => isZh(g) === zh && !/abbreviation|research-organism/.test(g.attrs["kwd-group-type"] ?? ""))
      .flatMap((g) => childElements(g, "kwd").map(textOf))
      .filter(Boolean);
  const history = child(meta, "history");
  const historyDate = (type: string) =>
    isoDate(childElements(history ?? meta, "date").find((d) => d.attrs["date-type"] === type));
  const pubDates = childElements(meta, "pub-date");
  const epub =
    pubDates.find(
      (d) =>
        d.attrs["pub-type"] === "epub" ||
        (d.attrs["publication-format"] === "electronic" && d.attrs["date-type"] === "pub"),
    ) ??
    pubDates.find((d) => d.attrs["date-type"] === "pub" || d.attrs["pub-type"] === "ppub") ??
    pubDates[0];
  return {
    doi,
    titleEn,
    titleCn: textOf(child(transTitle, "trans-title")) || null,
    abstractEn: abstract ? abstractText(abstract) : "",
    abstractCn: transAbstract ? abstractText(transAbstract) : null,
    keywordsEn: [...new Set(keywords(false))],
    keywordsCn: [...new Set(keywords(true))],
    receivedOn: historyDate("received"),
    acceptedOn: historyDate("accepted"),
    publishedOn: isoDate(epub),
    licence: licenceOf(meta),
    authors: readAuthors(meta),
  };
}
