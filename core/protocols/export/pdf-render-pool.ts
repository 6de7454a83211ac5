import os from "node:os";
import path from "node:path";
import { Tinypool } from "tinypool";
import type { PdfRenderTask } from "./render-pdf-task";

/**
 * PDFs are laid out by PDFKit, which is synchronous JavaScript taking 0.3–4 s a document: on the main thread it
 * stalls every other request (ADR 0083). They are rendered here, in a small pool of child processes (ADR 0155): a
 * render's V8 isolate, PDFKit, fontkit and the fonts live in a process of their own, which gives all of it back to the
 * system when it ends after a minute idle. In a worker thread they kept the server's own process ~60 MB larger.
 * This module is bundled (into React Router's build and the compiled server), where `import.meta.url` is the bundle's,
 * so the child's entry is named from outside: the compiled server sets PDF_RENDER_WORKER to its compiled entry
 * (server/compiled-main.ts, ADR 0127); otherwise (tsx, the tests) the `.mjs` entry, which compiles the TypeScript
 * itself, is found from the working directory, like the site's `public` folder.
 */
function workerFile(): string {
  return process.env.PDF_RENDER_WORKER || path.resolve("core/protocols/export/render-pdf-worker.mjs");
}

/** At most this many PDFs wait for a render process; past it the site answers "busy" instead of queueing without end. */
export const PDF_RENDER_MAX_QUEUE = 32;

/**
 * A render process's V8 old generation, in MB (ADR 0135). A demo protocol's render failed at 24 MB and rendered at 48,
 * so 96 leaves room for long protocols. Figures and the PDF's bytes are Buffers, outside this heap.
 */
export const PDF_RENDER_HEAP_MB = 96;

/** How long a render process waits for the next PDF before it ends and its memory goes back to the system. */
export const PDF_RENDER_IDLE_MS = 60_000;

/**
 * The parent's Node flags, less those that must not be repeated in a child (a debugger's port) or that the pool sets
 * itself; the rest (tsx's loader under `npm run dev`, the young generation's cap of `npm start`) carry over.
 */
function childFlags(): string[] {
  const kept = process.execArgv.filter((flag) => !/^--(inspect|debug|max-old-space-size)/.test(flag));
  return [...kept, `--max-old-space-size=${PDF_RENDER_HEAP_MB}`];
}

/**
 * The pool is one per process, though this module is bundled twice in the compiled server (the server's jobs and
 * shutdown, React Router's routes): kept on the global object under a registered symbol, both copies find it.
 */
const POOL = Symbol.for("opls.pdfRenderPool");
const holder = globalThis as { [POOL]?: Tinypool | null };

function renderPool(): Tinypool {
  holder[POOL] ??= new Tinypool({
    runtime: "child_process",
    filename: workerFile(),
    // One core stays for the event loop; at least one process.
    maxThreads: Math.max(1, Math.min(4, os.availableParallelism() - 1)),
    minThreads: 0,
    idleTimeout: PDF_RENDER_IDLE_MS,
    maxQueue: PDF_RENDER_MAX_QUEUE,
    execArgv: childFlags(),
    // A child gets no environment unless given one (fonts' and stores' settings, MALLOC_ARENA_MAX).
    env: Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined)),
    // The PDF comes back as bytes: V8's serializer carries a Uint8Array over the IPC channel, JSON would not.
    serialization: "advanced",
  });
  return holder[POOL];
}

/** Thrown when the render queue is full. */
export class PdfRenderBusyError extends Error {}

/** The PDF of `task`, rendered in a child process. */
export async function renderPdfInWorker(task: PdfRenderTask): Promise<Buffer> {
  const p = renderPool();
  if (p.queueSize >= PDF_RENDER_MAX_QUEUE) throw new PdfRenderBusyError("the PDF render queue is full");
  const bytes = (await p.run(task)) as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Ends the render processes (tests, shutdown). */
export async function closePdfRenderPool(): Promise<void> {
  const p = holder[POOL];
  holder[POOL] = null;
  await p?.destroy();
}
