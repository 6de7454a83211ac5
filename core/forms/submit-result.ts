/** What storing an accepted form gives back to the page. */
export interface SubmitResult {
  id: number;
  /** Shown to the submitter and quoted in e-mails, e.g. "S-000042". */
  reference: string;
  /** True when this idempotency key was already stored: a double click or a retry, nothing new was stored. */
  duplicate: boolean;
  /** Outbox ids to deliver once the transaction has committed. */
  emailIds: number[];
}

/** Absolute link to an upload, served to editors only (app/routes/forms-upload-download.ts). */
export function uploadUrl(origin: string, uploadId: number): string {
  return `${origin}/uploads/${uploadId}`;
}
