import { createHash } from "node:crypto";
import type { Db } from "../../db/client";
import { releaseRateLimitHit, reserveRateLimitHit, type RateLimitRule } from "../../rate-limit/consume-rate-limit";
import { PDF_RENDERER_VERSION } from "./render-protocol-pdf";
import type { PdfRenderTask } from "./render-pdf-task";
import { readStoredPdf, writeStoredPdf, type StoredPdf } from "./pdf-store";

/**
 * How many PDFs one reader may have generated (rendered because no stored copy existed) per hour. Stored
 * PDFs are not counted: a reader may download them as often as they like (ADR 0083).
 */
export const PDF_GENERATION_RATE_LIMIT: RateLimitRule = { limit: 30, windowMs: 60 * 60 * 1000 };

/**
 * The store key of a PDF: a digest of everything the renderer draws (protocol, body, labels, language,
 * citation and URL, so the configured origin too) and of the renderer's version. Any change to the protocol
 * gives a new key, hence a new PDF, without relying on an `updated_at` every writer must remember to set.
 * View and citation counts are left out: they change daily and are not printed.
 */
export function protocolPdfKey(task: PdfRenderTask): string {
  const { publicDir: _where, protocol, ...rest } = task;
  const printed = { ...protocol, views: 0, citedBy: 0 };
  return createHash("sha256").update(JSON.stringify({ v: PDF_RENDERER_VERSION, protocol: printed, ...rest })).digest("hex");
}

/** Renders started, and renders that returned (before the PDF is stored), in this process: tests read them. */
export const pdfRenderCounts = { started: 0, finished: 0 };

const inFlight = new Map<string, Promise<StoredPdf>>();

export type ObtainedPdf = ({ kind: "pdf" } & StoredPdf) | { kind: "rate-limited"; retryAfterMs: number };

/**
 * The PDF of `task` for reader `userId`: the stored copy when there is one; otherwise rendered once (a
 * concurrent request for the same PDF waits for the same render) and stored. Only a reader who starts a
 * render uses up their generation allowance.
 */
export async function obtainProtocolPdf(
  db: Db,
  options: { dir: string; task: PdfRenderTask; userId: number; render: (task: PdfRenderTask) => Promise<Buffer>; now?: Date },
): Promise<ObtainedPdf> {
  const { dir, task, userId, render } = options;
  const key = protocolPdfKey(task);
  const flightKey = `${dir}\n${key}`;
  const stored = await readStoredPdf(dir, key);
  if (stored) return { kind: "pdf", ...stored };
  let flight = inFlight.get(flightKey);
  if (flight) return { kind: "pdf", ...(await flight) };
  const reservation = await reserveRateLimitHit(db, `pdf-render:${userId}`, PDF_GENERATION_RATE_LIMIT, options.now);
  if (!reservation.ok) return { kind: "rate-limited", retryAfterMs: reservation.retryAfterMs };
  // Another request may have started the same render while the allowance was reserved: join it instead.
  flight = inFlight.get(flightKey);
  if (flight) {
    await releaseRateLimitHit(db, reservation.hitId);
    return { kind: "pdf", ...(await flight) };
  }
  flight = (async () => {
    try {
      pdfRenderCounts.started += 1;
      let bytes: Buffer;
      try {
        bytes = await render(task);
      } finally {
        pdfRenderCounts.finished += 1;
      }
      return await writeStoredPdf(dir, key, bytes);
    } finally {
      inFlight.delete(flightKey);
    }
  })();
  inFlight.set(flightKey, flight);
  try {
    return { kind: "pdf", ...(await flight) };
  } catch (error) {
    // No PDF was made (e.g. the render queue was full): the reader's allowance is not used up.
    await releaseRateLimitHit(db, reservation.hitId);
    throw error;
  }
}
