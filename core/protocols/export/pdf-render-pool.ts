import os from "node:os";
import path from "node:path";
import { Piscina } from "piscina";
import type { PdfRenderTask } from "./render-pdf-task";

/**
 * PDFs are laid out by PDFKit, which is synchronous JavaScript taking 0.3–4 s a document: on the main
 * thread it stalls every other request (ADR 0083). They are rendered here, in a small pool of worker threads.
 * This module is bundled (into React Router's build and the compiled server), where `import.meta.url` is the
 * bundle's, so the worker's entry is named from outside: the compiled server sets PDF_RENDER_WORKER to its compiled
 * entry (server/compiled-main.ts, ADR 0127); otherwise (tsx, the tests) the `.mjs` entry, which compiles the
 * TypeScript itself, is found from the working directory, like the site's `public` folder.
 */
function workerFile(): string {
  return process.env.PDF_RENDER_WORKER || path.resolve("core/protocols/export/render-pdf-worker.mjs");
}

/** At most this many PDFs wait for a thread; past it the site answers "busy" instead of queueing without end. */
export const PDF_RENDER_MAX_QUEUE = 32;

/**
 * A render thread's V8 heap, in MB (issue 16 §1). Without a cap the thread's heap grew with the process's (sized from
 * the machine's memory) and 40 first PDFs took a server from ~140 to ~290 MB; at 96 MB, ~250. A demo protocol's render
 * failed at 24 MB and rendered at 48, so 96 leaves room for long protocols. Figures and the PDF's bytes are Buffers,
 * outside this heap.
 */
export const PDF_RENDER_HEAP_MB = 96;

let pool: Piscina | null = null;

function renderPool(): Piscina {
  pool ??= new Piscina({
    filename: workerFile(),
    // One core stays for the event loop; at least one worker.
    maxThreads: Math.max(1, Math.min(4, os.availableParallelism() - 1)),
    minThreads: 0,
    idleTimeout: 60_000,
    maxQueue: PDF_RENDER_MAX_QUEUE,
    resourceLimits: { maxOldGenerationSizeMb: PDF_RENDER_HEAP_MB, maxYoungGenerationSizeMb: 8 },
  });
  return pool;
}

/** Thrown when the render queue is full. */
export class PdfRenderBusyError extends Error {}

/** The PDF of `task`, rendered in a worker thread. */
export async function renderPdfInWorker(task: PdfRenderTask): Promise<Buffer> {
  const p = renderPool();
  if (p.queueSize >= PDF_RENDER_MAX_QUEUE) throw new PdfRenderBusyError("the PDF render queue is full");
  const bytes = (await p.run(task)) as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Ends the worker threads (tests, shutdown). */
export async function closePdfRenderPool(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.destroy();
}
