import { JOURNAL } from "../../config/constants";
import type { Block, ProtocolBody, Step } from "../body";
import type { ProtocolDetail } from "../protocol-detail";
import { splitAuthorName, splitChineseName } from "../citation/split-author-name";
import { licenceUrl } from "../licence-url";
import { rridUrl } from "../rrid-url";
import { extractFunding } from "../../crossref/extract-funding";
import { JATS_FORWARD_TYPE, type ProtocolNotice } from "../../editorial/notices/notice-rules";
import type { ExportLabels } from "./export-labels";
import { caption, esc, inline } from "./jats-inline";
import { renderJatsReference } from "./render-jats-reference";

function date(type: string, iso: string | null): string {
  if (!iso) return "";
  const [y, m, d] = iso.split("-");
  return `<date date-type="${type}"><day>${d}</day><month>${m}</month><year>${y}</year></date>`;
}

interface Counters {
  fig: number;
  table: number;
  formula: number;
  media: number;
}

/**
 * A full text as a JATS `<body>`: the journal's sections (`sec-type` = the section kind, titled with the
 * language's label), steps as ordered lists, figures, tables, media and equations numbered in order. The one
 * renderer of the English article and of its Chinese translation (ADR 0097); `idPrefix` keeps the
 * translation's ids apart from the article's. Citations point at the article's reference list.
 */
function renderJatsBody(body: ProtocolBody, labels: ExportLabels, origin: string, idPrefix = ""): { xml: string; counters: Counters } {
  const counters: Counters = { fig: 0, table: 0, formula: 0, media: 0 };
  // "Note: " in English, "注：" in Chinese (the language's colon, ADR 0097).
  const noteLabel = `<italic>${esc(labels.note + labels.colon.trimEnd())}</italic>${labels.colon.endsWith(" ") ? " " : ""}`;

  const step = (s: Step): string =>
    `<list-item><p>${inline(s.content)}</p>${(s.notes ?? []).map((n) => `<p content-type="note">${noteLabel}${inline(n)}</p>`).join("")}${
      s.substeps?.length ? `<list list-type="alpha-lower">${s.substeps.map(step).join("")}</list>` : ""
    }</list-item>`;

  const block = (b: Block, kind: keyof ExportLabels["sections"]): string => {
    switch (b.type) {
      case "heading":
        return "";
      case "paragraph":
        return `<p>${inline(b.content)}</p>`;
      case "note":
        return `<boxed-text content-type="note"><p>${inline(b.content)}</p></boxed-text>`;
      case "steps":
        return `<list list-type="order">${b.items.map(step).join("")}</list>`;
      case "list":
        return `<list list-type="${b.ordered ? "order" : "bullet"}">${b.items.map((i) => `<list-item><p>${inline(i)}</p></list-item>`).join("")}</list>`;
      case "materials":
        counters.table++;
        return `<table-wrap id="${idPrefix}t${counters.table}" content-type="materials"><caption><title>${esc(labels.sections[kind])}</title></caption><table><thead><tr>${labels.materialsHead[kind].map((h) => `<th>${esc(h)}</th>`).join("")}</tr></thead><tbody>${b.items
          .map((m) => `<tr><td>${esc(m.name)}${m.note ? ` (${esc(m.note)})` : ""}${m.rrid ? ` <ext-link ext-link-type="uri" xlink:href="${esc(rridUrl(m.rrid))}">${esc(m.rrid)}</ext-link>` : ""}</td><td>${esc(m.supplier)}</td><td>${esc(m.catalog)}</td></tr>`)
          .join("")}</tbody></table></table-wrap>`;
      case "table":
        counters.table++;
        return `<table-wrap id="${idPrefix}t${counters.table}"><label>${esc(labels.table)} ${counters.table}</label>${caption(b.caption, `${labels.table} ${counters.table}`)}<table><thead><tr>${b.head
          .map((h) => `<th>${esc(h)}</th>`)
          .join("")}</tr></thead><tbody>${b.rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join("")}</tr>`).join("")}</tbody></table></table-wrap>`;
      case "figure":
        counters.fig++;
        return `<fig id="${idPrefix}f${counters.fig}"><label>${esc(labels.figure)} ${counters.fig}</label>${caption(b.caption, `${labels.figure} ${counters.fig}`)}<alt-text>${esc(b.alt)}</alt-text><graphic xlink:href="${esc(absolute(origin, b.src))}"/></fig>`;
      case "video":
        counters.media++;
        return `<media id="${idPrefix}m${counters.media}" mimetype="video" xlink:href="${esc(absolute(origin, b.src))}"><label>${esc(labels.video)} ${counters.media}</label>${caption(b.caption, `${labels.video} ${counters.media}`)}</media>`;
      case "equation":
        counters.formula++;
        return `<disp-formula id="${idPrefix}e${counters.formula}"><alternatives>${b.mathml ? mathmlXml(b.mathml) : ""}<tex-math>${esc(b.tex)}</tex-math><textual-form>${esc(b.text)}</textual-form></alternatives></disp-formula>`;
    }
  };

  const section = (kind: keyof ExportLabels["sections"], blocks: Block[], index: number): string => {
    // A heading opens a sub-section that runs to the next heading.
    let out = "";
    let sub: string | null = null;
    let subIndex = 0;
    for (const b of blocks) {
      if (b.type === "heading") {
        if (sub !== null) out += `${sub}</sec>`;
        subIndex++;
        sub = `<sec id="${idPrefix}s${index}-${subIndex}"><title>${esc(b.text)}</title>`;
      } else if (sub !== null) sub += block(b, kind);
      else out += block(b, kind);
    }
    if (sub !== null) out += `${sub}</sec>`;
    return `<sec id="${idPrefix}s${index}" sec-type="${kind}"><title>${esc(labels.sections[kind])}</title>${out}</sec>`;
  };

  return { xml: `<body>${body.sections.map((s, i) => section(s.kind, s.blocks, i + 1)).join("")}</body>`, counters };
}

/** The journal's Chinese full text of a protocol and the Chinese words to label it with. */
export interface JatsTranslation {
  body: ProtocolBody;
  labels: ExportLabels;
}

/** The id of the translation sub-article; its sections, figures and tables are prefixed with it. */
export const TRANSLATION_ID = "trans-zh";

/**
 * A protocol as a JATS 1.3 (Journal Publishing) article: front matter with journal and article metadata,
 * the body's sections, and the reference list. Figure and media links are absolute (`origin`). With a
 * `translation` (the Chinese full text), the English article is followed by a `sub-article` of type
 * "translation" (ADR 0097). Each correction, retraction or expression of concern is a `related-article` pointing
 * at the notice's DOI, typed as JATS4R recommends for the original article (ADR 0104).
 */
export function buildProtocolJats(
  p: ProtocolDetail,
  body: ProtocolBody | null,
  labels: ExportLabels,
  origin: string,
  translation: JatsTranslation | null = null,
  notices: readonly ProtocolNotice[] = [],
): string {
  // The body is rendered first: its figures and tables are counted for <counts>.
  const rendered = body ? renderJatsBody(body, labels, origin) : null;
  const bodyXml = rendered?.xml ?? "";
  const counters = rendered?.counters;
  const countsXml = body && counters
    ? `<counts><fig-count count="${counters.fig}"/><table-count count="${counters.table}"/><equation-count count="${counters.formula}"/><ref-count count="${body.references.length}"/></counts>`
    : "";

  const affiliations = [...new Set(p.authors.flatMap((a) => a.affiliations))];
  const contribs = p.authors
    .map((a) => {
      const name = splitAuthorName(a.nameEn, a.nameCn);
      const affs = a.affiliations.map((x) => `<xref ref-type="aff" rid="aff${affiliations.indexOf(x) + 1}"/>`).join("");
      return `<contrib contrib-type="author"${a.corresponding ? ' corresp="yes"' : ""}>${a.orcid ? `<contrib-id contrib-id-type="orcid" authenticated="false">https://orcid.org/${esc(a.orcid)}</contrib-id>` : ""}<name name-style="western"><surname>${esc(name.family)}</surname>${name.given ? `<given-names>${esc(name.given)}</given-names>` : ""}</name>${chineseName(a.nameCn)}${affs}${a.corresponding && a.email ? `<xref ref-type="corresp" rid="cor1"/>` : ""}</contrib>`;
    })
    .join("");
  const corresponding = p.authors.find((a) => a.corresponding && a.email);
  // The copyright year is the one the caller put in labels.licence (the issue's year, else the online one).
  const year = (p.issue?.publishedOn ?? p.publishedOn ?? p.onlineOn ?? "").slice(0, 4);
  // PMC's "epub" date is the day the article went online; the issue's date is the collection date (ADR 0091).
  const onlineDate = p.onlineOn || p.publishedOn || p.issue?.publishedOn || null;
  const licence = licenceUrl(p.licence);
  const kw = (list: string[], lang: string) =>
    list.length ? `<kwd-group kwd-group-type="author" xml:lang="${lang}">${list.map((k) => `<kwd>${esc(k)}</kwd>`).join("")}</kwd-group>` : "";

  const front = `<front><journal-meta><journal-id journal-id-type="publisher-id">${esc(JOURNAL.shortTitle.toLowerCase())}</journal-id><journal-title-group><journal-title>${esc(JOURNAL.titleEn)}</journal-title><trans-title-group xml:lang="zh"><trans-title>${esc(JOURNAL.titleCn)}</trans-title></trans-title-group><abbrev-journal-title abbrev-type="publisher">${esc(JOURNAL.shortTitle)}</abbrev-journal-title></journal-title-group><issn publication-format="electronic">${esc(JOURNAL.issn)}</issn><publisher><publisher-name>${esc(JOURNAL.publisherEn)}</publisher-name></publisher></journal-meta><article-meta><article-id pub-id-type="publisher-id">${p.id}</article-id>${
    p.doi ? `<article-id pub-id-type="doi">${esc(p.doi)}</article-id>` : ""
  }<article-categories><subj-group subj-group-type="heading"><subject>${esc(p.kind === "bpp" ? labels.preprint : "Protocol")}</subject></subj-group>${
    p.categories.length ? `<subj-group subj-group-type="discipline">${p.categories.map((c) => `<subject>${esc(c.nameEn)}</subject>`).join("")}</subj-group>` : ""
  }</article-categories><title-group><article-title>${esc(p.titleEn)}</article-title>${
    p.titleCn ? `<trans-title-group xml:lang="zh"><trans-title>${esc(p.titleCn)}</trans-title></trans-title-group>` : ""
  }</title-group><contrib-group>${contribs}</contrib-group>${affiliations.map((a, i) => `<aff id="aff${i + 1}"><label>${i + 1}</label>${esc(a)}</aff>`).join("")}${
    corresponding ? `<author-notes><corresp id="cor1">${esc(labels.correspondingAuthor)}: <email>${esc(corresponding.email!)}</email></corresp></author-notes>` : ""
  }${onlineDate ? pubDateXml("pub", onlineDate, true) : ""}${p.issue ? pubDateXml("collection", p.issue.publishedOn, false) : ""}${
    p.issue ? `<volume>${p.issue.volume}</volume><issue>${p.issue.number}</issue>` : ""
  }${p.elocation ? `<elocation-id>${esc(p.elocation)}</elocation-id>` : ""}<history>${date("received", p.receivedOn)}${date("accepted", p.acceptedOn)}${date("online", p.onlineOn)}</history><permissions><copyright-statement>© ${year} The Authors</copyright-statement><copyright-year>${year}</copyright-year><copyright-holder>The Authors</copyright-holder><license license-type="open-access"${licence ? ` xlink:href="${esc(licence)}"` : ""}>${licence ? `<ali:license_ref>${esc(licence)}</ali:license_ref>` : ""}<license-p>${esc(labels.licence)}</license-p></license></permissions><self-uri xlink:href="${esc(`${origin}/en/bpdetail?id=${p.id}&type=${p.kind}`)}"/>${noticesXml(notices, origin)}<abstract>${paragraphs(p.abstractEn)}</abstract>${
    p.abstractCn ? `<trans-abstract xml:lang="zh">${paragraphs(p.abstractCn)}</trans-abstract>` : ""
  }${kw(p.keywordsEn, "en")}${kw(p.keywordsCn, "zh")}${fundingXml(body)}${countsXml}</article-meta></front>`;

  const back =
    body && body.references.length
      ? `<back><ref-list><title>${esc(labels.references)}</title>${body.references.map((r, i) => renderJatsReference(r, i + 1)).join("")}</ref-list></back>`
      : "";

  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE article PUBLIC "-//NLM//DTD JATS (Z39.96) Journal Publishing DTD v1.3 20210610//EN" "https://jats.nlm.nih.gov/publishing/1.3/JATS-journalpublishing1-3.dtd">
<article xmlns:ali="http://www.niso.org/schemas/ali/1.0/" xmlns:mml="http://www.w3.org/1998/Math/MathML" xmlns:xlink="http://www.w3.org/1999/xlink" article-type="${p.kind === "bpp" ? "preprint" : "research-article"}" dtd-version="1.3" xml:lang="en">${front}${bodyXml}${back}${
    body && translation ? translationXml(p, translation, origin) : ""
  }</article>
`;
}

/**
 * The Chinese full text as `<sub-article article-type="translation" xml:lang="zh">` (ADR 0097): a front-stub
 * with the Chinese title, a link back to the English original (its DOI, else its page), the /cn page, the
 * Chinese abstract and keywords; then the Chinese body, rendered as the English one is, with the same
 * figures. It has no reference list of its own: its citations point at the article's.
 */
function translationXml(p: ProtocolDetail, t: JatsTranslation, origin: string): string {
  const original = p.doi
    ? `<related-article id="${TRANSLATION_ID}-original" related-article-type="translated-article" ext-link-type="doi" xlink:href="${esc(p.doi)}"/>`
    : `<related-article id="${TRANSLATION_ID}-original" related-article-type="translated-article" ext-link-type="uri" xlink:href="${esc(`${origin}/en/bpdetail?id=${p.id}&type=${p.kind}`)}"/>`;
  const title = p.titleCn?.trim() ? `<article-title>${esc(p.titleCn)}</article-title>` : `<article-title xml:lang="en">${esc(p.titleEn)}</article-title>`;
  const keywords = p.keywordsCn.length ? `<kwd-group kwd-group-type="author">${p.keywordsCn.map((k) => `<kwd>${esc(k)}</kwd>`).join("")}</kwd-group>` : "";
  const frontStub = `<front-stub><title-group>${title}</title-group><self-uri xlink:href="${esc(`${origin}/cn/bpdetail?id=${p.id}&type=${p.kind}`)}"/>${original}${
    p.abstractCn ? `<abstract>${paragraphs(p.abstractCn)}</abstract>` : ""
  }${keywords}</front-stub>`;
  const body = renderJatsBody(t.body, t.labels, origin, `${TRANSLATION_ID}-`).xml;
  return `<sub-article article-type="translation" xml:lang="zh" id="${TRANSLATION_ID}">${frontStub}${body}</sub-article>`;
}

/** The notices on the article (ADR 0104): their DOI, else their page. */
function noticesXml(notices: readonly ProtocolNotice[], origin: string): string {
  return notices
    .map((n) => {
      const [type, href] = n.doi ? ["doi", n.doi] : ["uri", `${origin}/en/notice?id=${n.id}`];
      return `<related-article id="notice-${n.id}" related-article-type="${JATS_FORWARD_TYPE[n.kind]}" ext-link-type="${type}" xlink:href="${esc(href)}"/>`;
    })
    .join("");
}

/** An abstract's paragraphs (blank-line separated) as `<p>`s. */
function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((x) => `<p>${esc(x.trim())}</p>`)
    .join("");
}

function absolute(origin: string, src: string): string {
  return /^https?:\/\//.test(src) ? src : `${origin}${src.startsWith("/") ? "" : "/"}${src}`;
}

/** A `<pub-date>`: the online date to the day, the issue's date to the month (how issues are cited). */
function pubDateXml(type: "pub" | "collection", iso: string, withDay: boolean): string {
  const [y, m, d] = iso.split("-");
  return `<pub-date publication-format="electronic" date-type="${type}" iso-8601-date="${withDay ? `${y}-${m}-${d}` : `${y}-${m}`}">${withDay ? `<day>${d}</day>` : ""}<month>${m}</month><year>${y}</year></pub-date>`;
}

/**
 * Funders and award numbers as stated in the Acknowledgments (the journal has no funding field; the same
 * reading as the Crossref deposit, ADR 0090); nothing when no funder is named.
 */
function fundingXml(body: ProtocolBody | null): string {
  const text = (body?.sections ?? [])
    .filter((s) => s.kind === "acknowledgments")
    .flatMap((s) => s.blocks.map((b) => (b.type === "paragraph" || b.type === "note" ? b.content.map((x) => (x.t === "cite" ? "" : x.v)).join("") : "")))
    .join(" ");
  const funders = extractFunding(text);
  if (!funders.length) return "";
  return `<funding-group>${funders
    .map(
      (f, i) =>
        `<award-group id="fund${i + 1}"><funding-source>${esc(f.funder)}</funding-source>${f.awards.map((a) => `<award-id>${esc(a)}</award-id>`).join("")}</award-group>`,
    )
    .join("")}</funding-group>`;
}

/** The author's name in hanzi, also as surname + given names (family name first, eastern style). */
function chineseName(nameCn: string | null): string {
  if (!nameCn?.trim()) return "";
  const cn = splitChineseName(nameCn.trim());
  return `<name-alternatives><name name-style="eastern" xml:lang="zh"><surname>${esc(cn.family)}</surname>${
    cn.given ? `<given-names>${esc(cn.given)}</given-names>` : ""
  }</name></name-alternatives>`;
}

/**
 * An imported equation's MathML (ADR 0092) in the export's form: every element in the `mml:` prefix the JATS
 * DTD fixes (declared once on `article`), its own namespace declarations dropped.
 */
function mathmlXml(mathml: string): string {
  return mathml
    .replace(/\s+xmlns(?::[\w.-]+)?="[^"]*"/g, "")
    .replace(/<(\/?)(?:[\w.-]+:)?([\w.-]+)/g, "<$1mml:$2");
}
