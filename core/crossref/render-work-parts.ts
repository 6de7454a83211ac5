import { escapeXml as x } from "../harvest/escape-xml";
import { CHINESE_SURNAMES } from "../protocols/citation/chinese-surnames";
import { protocolPageUrl } from "../protocols/citation/citation-record";
import { splitAuthorName } from "../protocols/citation/split-author-name";
import { licenceUrl } from "../protocols/licence-url";
import type { DepositWork } from "./deposit-work";
import { parseReference } from "./parse-reference";

/**
 * The parts of a Crossref 5.3.1 record shared by journal articles and posted content (ADR 0090). Each returns
 * "" when it has nothing to say, so the callers can concatenate them in the schema's order.
 */

const HAN = /^[\u3400-\u9fff]+$/;
const ORCID = /^(?:https?:\/\/orcid\.org\/)?(\d{4}-\d{4}-\d{4}-\d{3}[\dX])$/i;
/** Crossref's DOI pattern: a reference DOI that does not match is left out rather than failing the batch. */
const DOI = /^10\.\d{4,9}\/\S.{0,199}$/;

/** Crossref caps a name part at 60 characters and allows no digits in it. */
function namePart(value: string): string {
  return value.replace(/[\d?]/g, "").replace(/\s+/g, " ").trim().slice(0, 60).trim();
}

/** 'YYYY-MM-DD' as month, day, year elements. */
export function dateParts(day: string): string {
  const [y, m, d] = day.split("-");
  return `${m ? `<month>${m}</month>` : ""}${d ? `<day>${d}</day>` : ""}<year>${y}</year>`;
}

/** The English title; the Chinese title, where the journal has one, as a second `titles` (see the ADR). */
export function renderTitles(w: DepositWork, withTranslation: boolean): string {
  const en = `<titles><title>${x(w.detail.titleEn)}</title></titles>`;
  return withTranslation && w.detail.titleCn ? `${en}<titles><title>${x(w.detail.titleCn)}</title></titles>` : en;
}

function chineseName(nameCn: string | null): string {
  const cn = nameCn?.trim() ?? "";
  if (!HAN.test(cn) || cn.length < 2) return "";
  const family = CHINESE_SURNAMES.has(cn.slice(0, 2)) ? cn.slice(0, 2) : cn.slice(0, 1);
  const given = cn.slice(family.length);
  return `<alt-name><name name-style="eastern" language="zh"><surname>${x(family)}</surname>${given ? `<given_name>${x(given)}</given_name>` : ""}</name></alt-name>`;
}

export function renderContributors(w: DepositWork): string {
  const people = w.detail.authors.flatMap((a, i) => {
    const name = splitAuthorName(a.nameEn, a.nameCn);
    const surname = namePart(name.family) || namePart(a.nameEn);
    if (!surname) return [];
    const given = namePart(name.given);
    const orcid = ORCID.exec(a.orcid?.trim() ?? "")?.[1];
    const affiliations = a.affiliations.filter((s) => s.trim());
    return [
      `<person_name sequence="${i === 0 ? "first" : "additional"}" contributor_role="author">` +
        (given ? `<given_name>${x(given)}</given_name>` : "") +
        `<surname>${x(surname)}</surname>` +
        (affiliations.length
          ? `<affiliations>${affiliations.map((s) => `<institution><institution_name>${x(s.slice(0, 1024))}</institution_name></institution>`).join("")}</affiliations>`
          : "") +
        (orcid ? `<ORCID>https://orcid.org/${orcid.toUpperCase()}</ORCID>` : "") +
        chineseName(a.nameCn) +
        `</person_name>`,
    ];
  });
  return people.length ? `<contributors>${people.join("")}</contributors>` : "";
}

function abstract(text: string | null, lang: string): string {
  const paragraphs = (text ?? "").split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return paragraphs.length ? `<jats:abstract xml:lang="${lang}">${paragraphs.map((p) => `<jats:p>${x(p)}</jats:p>`).join("")}</jats:abstract>` : "";
}

export function renderAbstracts(w: DepositWork): string {
  return abstract(w.detail.abstractEn, "en") + abstract(w.detail.abstractCn, "zh");
}

/** FundRef: one fundgroup per funder named in the Acknowledgments. */
export function renderFunding(w: DepositWork): string {
  if (!w.funding.length) return "";
  const groups = w.funding.map(
    (f) =>
      `<fr:assertion name="fundgroup"><fr:assertion name="funder_name">${x(f.funder)}</fr:assertion>` +
      f.awards.map((a) => `<fr:assertion name="award_number">${x(a)}</fr:assertion>`).join("") +
      `</fr:assertion>`,
  );
  return `<fr:program name="fundref">${groups.join("")}</fr:program>`;
}

/** Free to read, under the protocol's licence from its online date (NISO ALI, as Crossref takes it). */
export function renderAccessIndicators(w: DepositWork): string {
  const url = licenceUrl(w.detail.licence);
  const since = w.detail.onlineOn ?? w.detail.publishedOn;
  const licence = url ? `<ai:license_ref applies_to="vor"${since ? ` start_date="${since}"` : ""}>${x(url)}</ai:license_ref>` : "";
  return `<ai:program name="AccessIndicators"><ai:free_to_read/>${licence}</ai:program>`;
}

export function renderRelations(w: DepositWork): string {
  const [type, doi] = w.preprintOf ? ["isPreprintOf", w.preprintOf] : w.preprintDoi ? ["hasPreprint", w.preprintDoi] : [null, null];
  if (!type || !doi) return "";
  return `<rel:program><rel:related_item><rel:intra_work_relation relationship-type="${type}" identifier-type="doi">${x(doi)}</rel:intra_work_relation></rel:related_item></rel:program>`;
}

/** The DOI and the English protocol page, an address built from the configured origin (ADR 0080). */
export function renderDoiData(w: DepositWork, origin: string): string {
  return `<doi_data><doi>${x(w.doi)}</doi><resource>${x(protocolPageUrl(origin, "en", w.detail.id, w.detail.kind))}</resource></doi_data>`;
}

/** References as structured citations where their parts can be read, else as the text written. */
export function renderCitationList(w: DepositWork): string {
  if (!w.references.length) return "";
  const items = w.references.map((ref, i) => {
    const r = parseReference(ref);
    if (r.doi && !DOI.test(r.doi)) r.doi = null;
    const part = (tag: string, v: string | null) => (v ? `<${tag}>${x(v)}</${tag}>` : "");
    const body = r.structured
      ? part("journal_title", r.journalTitle) +
        part("author", r.firstAuthor) +
        part("volume", r.volume?.slice(0, 32) ?? null) +
        part("issue", r.issue?.slice(0, 32) ?? null) +
        part("first_page", r.firstPage) +
        part("cYear", r.year) +
        part("doi", r.doi) +
        part("article_title", r.articleTitle)
      : part("doi", r.doi) + part("unstructured_citation", r.text);
    return `<citation key="ref${i + 1}">${body}</citation>`;
  });
  return `<citation_list>${items.join("")}</citation_list>`;
}

/**
 * What both record types end with, in the schema's order: funding, licence and free-to-read, relations (preprint
 * and journal version), the DOI and page, the references.
 */
export function renderWorkTail(w: DepositWork, origin: string): string {
  return renderFunding(w) + renderAccessIndicators(w) + renderRelations(w) + renderDoiData(w, origin) + renderCitationList(w);
}
