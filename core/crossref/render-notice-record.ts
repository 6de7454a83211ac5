import { CROSSMARK_UPDATE_TYPE, NOTICE_TITLE_EN } from "../editorial/notices/notice-rules";
import { escapeXml as x } from "../harvest/escape-xml";
import type { NoticeWithProtocol } from "../protocols/find-notice";
import { crossmarkPolicyDoi, isDoiUnderPrefix } from "../protocols/protocol-doi";
import type { DepositConfig } from "./deposit-work";
import { dateParts } from "./render-work-parts";

function abstract(text: string | null, lang: string): string {
  const paragraphs = (text ?? "").split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return paragraphs.length ? `<jats:abstract xml:lang="${lang}">${paragraphs.map((p) => `<jats:p>${x(p)}</jats:p>`).join("")}</jats:abstract>` : "";
}

/** Why a notice cannot be deposited, or null: its DOI must be the journal's, and the protocol must have a DOI. */
export function noticeSkipReason(n: NoticeWithProtocol, prefix: string): string | null {
  if (!n.doi) return "notice without a DOI";
  if (!isDoiUnderPrefix(n.doi, prefix)) return `DOI ${n.doi} is not under the prefix ${prefix}`;
  if (!n.protocol.doi) return "the protocol it updates has no DOI";
  return null;
}

/**
 * A notice as its own Crossref 5.3.1 `journal_article` (ADR 0104), the Crossref way of recording an update: the
 * notice's record carries Crossmark `updates/update` (type correction, retraction or expression_of_concern, with
 * its date) whose value is the DOI of the protocol it updates. Title "Correction: {protocol title}", the notice
 * text as its abstract in English and, when written, Chinese; its page under the configured origin.
 */
export function renderNoticeRecord(n: NoticeWithProtocol, config: DepositConfig): string {
  const policy = config.crossmarkPolicyDoi ?? crossmarkPolicyDoi(config.doiPrefix);
  return (
    `<journal_article publication_type="full_text" language="en">` +
    `<titles><title>${x(`${NOTICE_TITLE_EN[n.kind]}: ${n.protocol.titleEn}`)}</title></titles>` +
    abstract(n.textEn, "en") +
    abstract(n.textCn, "zh") +
    `<publication_date media_type="online">${dateParts(n.noticeOn)}</publication_date>` +
    `<crossmark><crossmark_policy>${x(policy)}</crossmark_policy>` +
    `<updates><update type="${CROSSMARK_UPDATE_TYPE[n.kind]}" date="${n.noticeOn}">${x(n.protocol.doi ?? "")}</update></updates></crossmark>` +
    `<doi_data><doi>${x(n.doi ?? "")}</doi><resource>${x(`${config.origin}/en/notice?id=${n.id}`)}</resource></doi_data>` +
    `</journal_article>`
  );
}
