import type { Db } from "../db/client";
import type { DepositBatch } from "./build-deposit-batches";
import type { DepositOutcome } from "./post-deposit-batch";

/** Notes a batch file as written (not yet sent); returns its row id. */
export async function recordWrittenBatch(db: Db, batch: DepositBatch): Promise<number> {
  const row = await db
    .insertInto("crossref_deposits")
    .values({
      batch_id: batch.batchId,
      file_name: batch.fileName,
      content_type: batch.contentType,
      work_count: batch.dois.length,
      dois: JSON.stringify(batch.dois),
      status: "written",
      http_status: null,
      response_summary: null,
      attempted_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Records what became of an upload: submitted on a 2xx answer, failed otherwise (kept, so it can be re-sent). */
export async function recordBatchOutcome(db: Db, rowId: number, outcome: DepositOutcome, at: Date): Promise<void> {
  await db
    .updateTable("crossref_deposits")
    .set({
      status: outcome.ok ? "submitted" : "failed",
      http_status: outcome.httpStatus,
      response_summary: outcome.summary,
      attempted_at: at.toISOString(),
    })
    .where("id", "=", rowId)
    .execute();
}
