import type { DepositBatch } from "./build-deposit-batches";

export interface DepositEndpoint {
  url: string;
  user: string;
  password: string;
  /** Give up on an answer after this long (default two minutes: Crossref answers once the file is queued). */
  timeoutMs?: number;
}

export interface DepositOutcome {
  ok: boolean;
  /** Null when no HTTP answer came (refused, timed out). */
  httpStatus: number | null;
  /** The answer's text without markup, or the error, shortened to keep the table small. */
  summary: string;
}

const SUMMARY_MAX_CHARS = 1000;

function summarise(text: string): string {
  return text.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim().slice(0, SUMMARY_MAX_CHARS);
}

/**
 * Uploads one batch the way Crossref's deposit API takes it: a multipart/form-data POST with
 * operation=doMDUpload, login_id, login_passwd and the XML as the file part "fname". A 2xx answer means the file
 * was queued (Crossref e-mails the processing report to the depositor); anything else, or no answer, is a
 * failure the caller records. Never throws for an HTTP or network failure.
 */
export async function postDepositBatch(batch: DepositBatch, endpoint: DepositEndpoint): Promise<DepositOutcome> {
  const form = new FormData();
  form.append("operation", "doMDUpload");
  form.append("login_id", endpoint.user);
  form.append("login_passwd", endpoint.password);
  form.append("fname", new Blob([batch.xml], { type: "application/xml" }), batch.fileName);
  try {
    const response = await fetch(endpoint.url, { method: "POST", body: form, signal: AbortSignal.timeout(endpoint.timeoutMs ?? 120_000) });
    const text = await response.text();
    return { ok: response.ok, httpStatus: response.status, summary: summarise(text) || response.statusText };
  } catch (error) {
    const e = error as Error & { cause?: { code?: string; message?: string } };
    return { ok: false, httpStatus: null, summary: summarise(`${e.message}${e.cause ? `: ${e.cause.code ?? e.cause.message ?? ""}` : ""}`) };
  }
}
