import type { DepositWork } from "./deposit-work";
import { escapeXml as x } from "../harvest/escape-xml";
import { dateParts, renderAbstracts, renderContributors, renderTitles, renderWorkTail } from "./render-work-parts";

/**
 * A preprint (kind bpp) as Crossref `posted_content` of type preprint, never a journal article. Crossref
 * allows one `titles` here, so the record carries the English title only (ADR 0090); the journal version, if
 * any, is linked with isPreprintOf.
 */
export function renderPostedContent(w: DepositWork, origin: string): string {
  const d = w.detail;
  const posted = d.publishedOn ?? d.onlineOn;
  return (
    `<posted_content type="preprint" language="en">` +
    (w.subject ? `<group_title>${x(w.subject)}</group_title>` : "") +
    renderContributors(w) +
    renderTitles(w, false) +
    (posted ? `<posted_date>${dateParts(posted)}</posted_date>` : "") +
    renderAbstracts(w) +
    renderWorkTail(w, origin) +
    `</posted_content>`
  );
}
