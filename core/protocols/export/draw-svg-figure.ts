import { createRequire } from "node:module";
import type SVGtoPDF from "svg-to-pdfkit";

/**
 * An SVG figure drawn as vectors (ADR 0151): sharp print at any zoom, labels a reader can select and search, and no
 * raster library in the render thread. Fitted into `box`, centred at its top, never past it; `font` names the
 * registered font for a label's weight and style.
 */
export function drawSvgFigure(
  doc: PDFKit.PDFDocument,
  svg: string,
  box: { x: number; y: number; width: number; height: number },
  font: (bold: boolean, italic: boolean) => string,
): void {
  // Required on first use, as PDFKit is (ADR 0147).
  const svgToPdf = createRequire(import.meta.url)("svg-to-pdfkit") as typeof SVGtoPDF;
  inOneWrite(doc, () =>
    svgToPdf(doc as unknown as Parameters<typeof SVGtoPDF>[0], svg, box.x, box.y, {
      width: box.width,
      height: box.height,
      preserveAspectRatio: "xMidYMin meet",
      fontCallback: (_family, bold, italic) => font(bold, italic),
      // Unsupported SVG features are skipped; a figure is never worth a failed PDF.
      warningCallback: () => undefined,
    }),
  );
}

/**
 * Runs `draw` with what it writes to the page's content gathered into one write. PDFKit makes each drawing operator a
 * typed array of its own, kept in the heap until the document ends (~250 bytes each): a demo figure drawn as vectors is
 * 17,000–24,000 operators, 4–6 MB of a render thread's capped heap per figure until the PDF is done. The same bytes
 * reach the page: PDFKit ends every write with a line break, and the parts are joined with one.
 */
function inOneWrite(doc: PDFKit.PDFDocument, draw: () => void): void {
  const page = doc.page as unknown as { write?: (data: string | Uint8Array) => void };
  const parts: string[] = [];
  page.write = (data) => void parts.push(typeof data === "string" ? data : Buffer.from(data).toString("latin1"));
  try {
    draw();
  } finally {
    // The page's own `write` (PDFKit's, on its prototype) again.
    delete page.write;
  }
  if (parts.length > 0) page.write!(parts.join("\n"));
}
