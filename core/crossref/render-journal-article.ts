import { escapeXml as x } from "../harvest/escape-xml";
import type { DepositWork } from "./deposit-work";
import { dateParts, renderAbstracts, renderContributors, renderTitles, renderWorkTail } from "./render-work-parts";

/**
 * One protocol as a Crossref 5.3.1 `journal_article`, its elements in the schema's order: online date (and the
 * issue's print date once it is in one), the e-location as the article number, funding, licence, preprint link.
 */
export function renderJournalArticle(w: DepositWork, origin: string): string {
  const d = w.detail;
  const online = d.onlineOn ?? d.publishedOn ?? d.issue?.publishedOn;
  const dates =
    (online ? `<publication_date media_type="online">${dateParts(online)}</publication_date>` : "") +
    (d.issue ? `<publication_date media_type="print">${dateParts(d.issue.publishedOn)}</publication_date>` : "");
  const elocation = d.elocation?.trim().slice(0, 32);
  return (
    `<journal_article publication_type="full_text" language="en">` +
    renderTitles(w, true) +
    renderContributors(w) +
    renderAbstracts(w) +
    dates +
    (d.acceptedOn ? `<acceptance_date>${dateParts(d.acceptedOn)}</acceptance_date>` : "") +
    (elocation ? `<publisher_item><item_number item_number_type="article_number">${x(elocation)}</item_number></publisher_item>` : "") +
    renderWorkTail(w, origin) +
    `</journal_article>`
  );
}
