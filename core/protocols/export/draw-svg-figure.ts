import { createRequire } from "node:module";
import type SVGtoPDF from "svg-to-pdfkit";
import { fontRuns, HAN, type GlyphCheck } from "./pdf-font-runs";

/** The registered fonts a figure's labels are drawn in. */
export interface SvgFigureFonts {
  /** For a label in Latin letters, by weight and style. */
  latin: (bold: boolean, italic: boolean) => string;
  /** For Chinese, with the characters that font has; null where no Chinese font is installed. */
  cjk: { font: string; has: GlyphCheck } | null;
}

/** The font family given to a Chinese label's runs before drawing, read back by the font callback. */
const CHINESE_RUN = "opls-chinese-run";

/**
 * An SVG figure drawn as vectors (ADR 0151): sharp print at any zoom, labels a reader can select and search, and no
 * raster library in the render process. Fitted into `box`, centred at its top, never past it.
 */
export function drawSvgFigure(
  doc: PDFKit.PDFDocument,
  svg: string,
  box: { x: number; y: number; width: number; height: number },
  fonts: SvgFigureFonts,
): void {
  // Required on first use, as PDFKit is (ADR 0147).
  const svgToPdf = createRequire(import.meta.url)("svg-to-pdfkit") as typeof SVGtoPDF;
  const cjk = fonts.cjk;
  const marked = cjk && HAN.test(svg) ? markChineseRuns(svg, cjk.has) : svg;
  inOneWrite(doc, () =>
    svgToPdf(doc as unknown as Parameters<typeof SVGtoPDF>[0], marked, box.x, box.y, {
      width: box.width,
      height: box.height,
      preserveAspectRatio: "xMidYMin meet",
      fontCallback: (family, bold, italic) => (cjk && family === CHINESE_RUN ? cjk.font : fonts.latin(bold, italic)),
      // Unsupported SVG features are skipped; a figure is never worth a failed PDF.
      warningCallback: () => undefined,
    }),
  );
}

/**
 * Runs `draw` with what it writes to the page's content gathered into one write. PDFKit makes each drawing operator a
 * typed array of its own, kept in the heap until the document ends (~250 bytes each): a demo figure drawn as vectors is
 * 17,000–24,000 operators, 4–6 MB of a render process's capped heap per figure until the PDF is done. The same bytes
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

/**
 * A figure's labels with their Chinese runs in a <tspan> of their own, to be drawn in the Chinese font; the characters
 * that font lacks (⁺ ₆ …: "CD4⁺ T 细胞") stay in the label's own font, as in the PDF's text (pdf-font-runs.ts). Only the
 * character data of <text> elements changes.
 */
export function markChineseRuns(svg: string, has: GlyphCheck): string {
  const mark = (data: string) =>
    fontRuns(data, CHINESE_RUN, CHINESE_RUN, "", has)
      .map((run) => (run.font === CHINESE_RUN ? `<tspan font-family="${CHINESE_RUN}">${run.s}</tspan>` : run.s))
      .join("");
  return svg.replace(
    /(<text\b[^>]*>)([\s\S]*?)(<\/text>)/g,
    (_text, open: string, inner: string, close: string) =>
      open + inner.replace(/(^|>)([^<]+)/g, (_data, end: string, data: string) => end + (HAN.test(data) ? mark(data) : data)) + close,
  );
}
