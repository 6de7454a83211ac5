import { loadPdfFigure } from "./load-pdf-figure";
import { renderProtocolPdf, type ProtocolPdfInput } from "./render-protocol-pdf";

/** What a PDF worker receives: the renderer's input as plain data, and where the figures are. */
export type PdfRenderTask = Omit<ProtocolPdfInput, "loadFigure"> & { publicDir: string };

/**
 * Renders one protocol PDF. Runs inside a render process (see pdf-render-pool.ts); the bytes go back to the
 * server as a Uint8Array over the process's IPC channel, which V8's serializer carries as bytes.
 */
export default async function renderPdfTask(task: PdfRenderTask): Promise<Uint8Array> {
  const { publicDir, ...input } = task;
  const pdf = await renderProtocolPdf({ ...input, loadFigure: (src) => loadPdfFigure(publicDir, src) });
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
