import { randomBytes } from "node:crypto";
import { JOURNAL } from "../config/constants";
import { escapeXml as x } from "../harvest/escape-xml";
import type { DepositConfig, DepositWork } from "./deposit-work";
import { renderJournalArticle } from "./render-journal-article";
import { renderPostedContent } from "./render-posted-content";
import { dateParts } from "./render-work-parts";

/**
 * Records per batch file. Crossref processes a deposit file as one job and asks for files of a few MB at most;
 * a record here is 5–15 KB (most of it references), so 100 records stay near 1 MB.
 */
export const DEPOSIT_BATCH_SIZE = 100;

export const CROSSREF_SCHEMA_VERSION = "5.3.1";

export type DepositContentType = "journal" | "posted_content";

export interface DepositBatch {
  batchId: string;
  fileName: string;
  contentType: DepositContentType;
  dois: string[];
  xml: string;
}

/** Crossref's timestamp: a number that grows with every deposit of a DOI (yyyyMMddHHmmssSSS, UTC). */
export function depositTimestamp(now: Date): string {
  return now.toISOString().replace(/\D/g, "").slice(0, 17);
}

export function journalMetadata(): string {
  return (
    `<journal_metadata language="en"><full_title>${x(JOURNAL.titleEn)}</full_title><full_title>${x(JOURNAL.titleCn)}</full_title>` +
    `<abbrev_title>${x(JOURNAL.shortTitle)}</abbrev_title><issn media_type="electronic">${x(JOURNAL.issn)}</issn></journal_metadata>`
  );
}

/** One `journal` element per run of records from the same issue (or in press), the issue described once. */
function journalBody(works: DepositWork[], origin: string): string {
  const out: string[] = [];
  let i = 0;
  while (i < works.length) {
    const issue = works[i]!.detail.issue;
    let j = i;
    while (j < works.length && works[j]!.detail.issue?.id === issue?.id) j++;
    const issueXml = issue
      ? `<journal_issue><publication_date media_type="print">${dateParts(issue.publishedOn)}</publication_date>` +
        `<journal_volume><volume>${issue.volume}</volume></journal_volume><issue>${issue.number}</issue></journal_issue>`
      : "";
    out.push(`<journal>${journalMetadata()}${issueXml}${works.slice(i, j).map((w) => renderJournalArticle(w, origin)).join("")}</journal>`);
    i = j;
  }
  return out.join("");
}

export function doiBatch(batchId: string, timestamp: string, config: DepositConfig, body: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<doi_batch version="${CROSSREF_SCHEMA_VERSION}" xmlns="http://www.crossref.org/schema/${CROSSREF_SCHEMA_VERSION}"` +
    ` xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"` +
    ` xsi:schemaLocation="http://www.crossref.org/schema/${CROSSREF_SCHEMA_VERSION} https://www.crossref.org/schemas/crossref${CROSSREF_SCHEMA_VERSION}.xsd"` +
    ` xmlns:jats="http://www.ncbi.nlm.nih.gov/JATS1" xmlns:fr="http://www.crossref.org/fundref.xsd"` +
    ` xmlns:ai="http://www.crossref.org/AccessIndicators.xsd" xmlns:rel="http://www.crossref.org/relations.xsd">` +
    `<head><doi_batch_id>${x(batchId)}</doi_batch_id><timestamp>${timestamp}</timestamp>` +
    `<depositor><depositor_name>${x(config.depositorName)}</depositor_name><email_address>${x(config.depositorEmail)}</email_address></depositor>` +
    `<registrant>${x(config.registrant)}</registrant></head>` +
    `<body>${body}</body></doi_batch>\n`
  );
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The deposit files for a set of records. A Crossref batch holds one kind of record, so journal articles and
 * preprints go to separate batches; articles are ordered by issue (in press last) so an issue's articles share
 * one `journal_issue`. Batch ids are "opls-{timestamp}-{run}-{n}": the random run tag keeps two runs in the
 * same millisecond apart (the table and Crossref both need the id unique).
 */
export function buildDepositBatches(
  works: DepositWork[],
  config: DepositConfig,
  now: Date,
  batchSize = DEPOSIT_BATCH_SIZE,
  runTag = randomBytes(3).toString("hex"),
  /** The number of the first batch, for a run that builds its batches a chunk at a time. */
  firstNumber = 1,
): DepositBatch[] {
  const timestamp = depositTimestamp(now);
  const issueKey = (w: DepositWork) => (w.detail.issue ? `0-${w.detail.issue.publishedOn}-${String(w.detail.issue.id).padStart(9, "0")}` : "1");
  const articles = works.filter((w) => w.detail.kind === "bp").sort((a, b) => issueKey(a).localeCompare(issueKey(b)) || a.detail.id - b.detail.id);
  const preprints = works.filter((w) => w.detail.kind === "bpp").sort((a, b) => a.detail.id - b.detail.id);
  const batches: DepositBatch[] = [];
  const add = (contentType: DepositContentType, group: DepositWork[], body: string) => {
    const batchId = `opls-${timestamp}-${runTag}-${firstNumber + batches.length}`;
    batches.push({ batchId, fileName: `${batchId}.xml`, contentType, dois: group.map((w) => w.doi), xml: doiBatch(batchId, timestamp, config, body) });
  };
  for (const group of chunks(articles, batchSize)) add("journal", group, journalBody(group, config.origin));
  for (const group of chunks(preprints, batchSize)) add("posted_content", group, group.map((w) => renderPostedContent(w, config.origin)).join(""));
  return batches;
}
