import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../db/client";
import { buildDepositBatches, DEPOSIT_BATCH_SIZE, type DepositBatch } from "./build-deposit-batches";
import type { DepositConfig, DepositWork } from "./deposit-work";
import { loadDepositWork } from "./load-deposit-work";
import { postDepositBatch, type DepositEndpoint, type DepositOutcome } from "./post-deposit-batch";
import { recordBatchOutcome, recordWrittenBatch } from "./record-deposit-batch";
import { selectDepositTargets, type DepositSelection } from "./select-deposit-targets";
import { depositTimestamp, doiBatch, journalMetadata } from "./build-deposit-batches";
import { findNotice, type NoticeWithProtocol } from "../protocols/find-notice";
import { noticeSkipReason, renderNoticeRecord } from "./render-notice-record";
import { selectNoticeTargets } from "./select-notice-targets";

export interface DepositRunOptions {
  selection: DepositSelection;
  /** Folder the batch files are written to (created if missing). */
  outDir: string;
  config: DepositConfig;
  /** Where to upload the batches; null: only write them. */
  endpoint: DepositEndpoint | null;
  batchSize?: number;
  now?: () => Date;
}

export interface DepositRunReport {
  batches: (Pick<DepositBatch, "batchId" | "fileName" | "contentType" | "dois"> & { path: string; outcome: DepositOutcome | null })[];
  skipped: { id: number; reason: string }[];
}

/**
 * `npm run crossref:deposit` (ADR 0090): selects the protocols, writes their Crossref batch files, records each
 * batch, and — with an endpoint — uploads them one after another, recording each answer. A failed upload does
 * not stop the others; the report says which failed.
 */
export async function runCrossrefDeposit(db: Db, options: DepositRunOptions): Promise<DepositRunReport> {
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? DEPOSIT_BATCH_SIZE;
  const started = now();
  const runTag = randomBytes(3).toString("hex");
  const targets = await selectDepositTargets(db, options.selection);
  const report: DepositRunReport = { batches: [], skipped: [] };
  await mkdir(options.outDir, { recursive: true });
  // A batch's records are loaded, written and sent before the next batch's are read, so memory stays flat for a
  // deposit of the whole journal. Journal articles and preprints are chunked apart (one kind per batch).
  for (const kind of ["bp", "bpp"] as const) {
    const ids = targets.filter((t) => t.kind === kind).map((t) => t.id);
    for (let start = 0; start < ids.length; start += batchSize) {
      const works: DepositWork[] = [];
      for (const id of ids.slice(start, start + batchSize)) {
        const loaded = await loadDepositWork(db, id, options.config.doiPrefix);
        if ("work" in loaded) works.push(loaded.work);
        else report.skipped.push(loaded.skipped);
      }
      for (const batch of buildDepositBatches(works, options.config, started, batchSize, runTag, report.batches.length + 1)) {
        report.batches.push(await writeAndSend(db, batch, options, now));
      }
    }
  }
  // Correction, retraction and concern notices: their own records, after the protocols they update (ADR 0104).
  const noticeIds = await selectNoticeTargets(db, options.selection);
  for (let start = 0; start < noticeIds.length; start += batchSize) {
    const notices: NoticeWithProtocol[] = [];
    for (const id of noticeIds.slice(start, start + batchSize)) {
      const notice = await findNotice(db, id);
      const reason = notice ? noticeSkipReason(notice, options.config.doiPrefix) : "no such notice";
      if (notice && reason === null) notices.push(notice);
      else report.skipped.push({ id, reason: `notice: ${reason}` });
    }
    if (!notices.length) continue;
    const batchId = `opls-${depositTimestamp(started)}-${runTag}-${report.batches.length + 1}`;
    const body = `<journal>${journalMetadata()}${notices.map((n) => renderNoticeRecord(n, options.config)).join("")}</journal>`;
    const batch: DepositBatch = {
      batchId,
      fileName: `${batchId}.xml`,
      contentType: "journal",
      dois: notices.map((n) => n.doi!),
      xml: doiBatch(batchId, depositTimestamp(started), options.config, body),
    };
    report.batches.push(await writeAndSend(db, batch, options, now));
  }
  return report;
}

async function writeAndSend(db: Db, batch: DepositBatch, options: DepositRunOptions, now: () => Date): Promise<DepositRunReport["batches"][number]> {
  const file = path.join(options.outDir, batch.fileName);
  await writeFile(file, batch.xml);
  const rowId = await recordWrittenBatch(db, batch);
  let outcome: DepositOutcome | null = null;
  if (options.endpoint) {
    outcome = await postDepositBatch(batch, options.endpoint);
    await recordBatchOutcome(db, rowId, outcome, now());
  }
  return { batchId: batch.batchId, fileName: batch.fileName, contentType: batch.contentType, dois: batch.dois, path: file, outcome };
}
