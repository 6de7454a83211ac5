import { JOURNAL } from "../config/constants";
import type { ProtocolDetail } from "../protocols/protocol-detail";
import { splitAuthorName } from "../protocols/citation/split-author-name";
import { protocolPageUrl, PREPRINT_REPOSITORY } from "../protocols/citation/citation-record";
import { licenceUrl } from "../protocols/licence-url";
import { buildProtocolJats } from "../protocols/export/build-protocol-jats";
import type { ExportLabels } from "../protocols/export/export-labels";
import { escapeXml as x } from "./escape-xml";
import { OAI_FORMATS, type OaiFormat } from "./oai-constants";

/** The words the JATS record needs, from the site's catalogue (the caller translates). */
export type JatsLabelsFor = (p: ProtocolDetail) => ExportLabels;

/** Simple Dublin Core of a protocol, bilingual where the journal has both languages (ADR 0087). */
export function renderOaiDc(p: ProtocolDetail, origin: string): string {
  const el = (name: string, value: string | null | undefined, lang?: string) =>
    value ? `<dc:${name}${lang ? ` xml:lang="${lang}"` : ""}>${x(value)}</dc:${name}>` : "";
  const date = p.issue?.publishedOn ?? p.publishedOn ?? p.onlineOn;
  const names = p.authors.map((a) => splitAuthorName(a.nameEn, a.nameCn));
  const source =
    p.kind === "bpp"
      ? PREPRINT_REPOSITORY.en
      : `${JOURNAL.titleEn}${p.issue ? ` ${p.issue.volume}(${p.issue.number})` : ""}${p.elocation ? `: ${p.elocation}` : ""}`;
  return [
    `<oai_dc:dc xmlns:oai_dc="${OAI_FORMATS.oai_dc.namespace}" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${OAI_FORMATS.oai_dc.namespace} ${OAI_FORMATS.oai_dc.schema}">`,
    el("title", p.titleEn, "en"),
    el("title", p.titleCn, "zh"),
    ...names.map((n) => el("creator", n.given ? `${n.family}, ${n.given}` : n.family)),
    ...p.categories.map((c) => el("subject", c.nameEn, "en")),
    ...p.keywordsEn.map((k) => el("subject", k, "en")),
    ...p.keywordsCn.map((k) => el("subject", k, "zh")),
    el("description", p.abstractEn, "en"),
    el("description", p.abstractCn, "zh"),
    el("publisher", JOURNAL.publisherEn),
    el("date", date),
    el("type", "Text"),
    el("type", p.kind === "bpp" ? "info:eu-repo/semantics/preprint" : "info:eu-repo/semantics/article"),
    el("format", "text/html"),
    el("identifier", protocolPageUrl(origin, "en", p.id, p.kind)),
    el("identifier", p.doi ? `https://doi.org/${p.doi}` : null),
    el("source", source),
    el("language", "en"),
    el("relation", p.titleCn ? protocolPageUrl(origin, "cn", p.id, p.kind) : null),
    el("rights", licenceUrl(p.licence) ?? p.licence),
    "</oai_dc:dc>",
  ].join("");
}

/**
 * The JATS front matter (journal-meta and article-meta) of the journal's own JATS export, in the JATS
 * namespace PubMed Central's OAI service uses; the full text stays for signed-in readers (SPEC §1).
 */
export function renderOaiJats(p: ProtocolDetail, origin: string, labels: ExportLabels): string {
  const whole = buildProtocolJats(p, null, labels, origin);
  const start = whole.indexOf("<article ");
  const article = whole.slice(start).trim();
  return article.replace("<article ", `<article xmlns="${OAI_FORMATS.jats.namespace}" `);
}

export function renderOaiMetadata(format: OaiFormat, p: ProtocolDetail, origin: string, jatsLabels: JatsLabelsFor): string {
  return format === "oai_dc" ? renderOaiDc(p, origin) : renderOaiJats(p, origin, jatsLabels(p));
}
