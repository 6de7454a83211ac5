import { readFile } from "node:fs/promises";
import path from "node:path";
import { loadSharp } from "../../images/load-sharp";
import type { PdfFigure } from "./render-protocol-pdf";

/**
 * The figures a render process keeps (ADR 0135): the demo journal's twelve SVGs are 0.6 MB of text; uploaded and
 * imported figures would otherwise be kept without end while the process lives. Past the limit the kept figures are
 * let go and kept anew as PDFs ask for them.
 */
export const FIGURE_CACHE_BYTES = 16 * 1024 * 1024;

const cache = new Map<string, PdfFigure | null>();
let cachedBytes = 0;

/** The bytes of the figures kept now (tests). */
export function cachedFigureBytes(): number {
  return cachedBytes;
}

const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

/**
 * A figure as the PDF draws it (ADR 0151): an SVG as its text, drawn as vectors; a JPEG or PNG as it is, which PDFKit
 * embeds itself. Only a picture in another format (GIF, WebP, AVIF) is converted, to a JPEG on white, so sharp
 * (libvips: ~100 MB of a render process's memory once it has rasterised the demo figures) loads in a render process only
 * for such a figure.
 */
async function pdfFigureOf(src: string, file: Buffer): Promise<PdfFigure> {
  if (/\.svg$/i.test(src)) return { kind: "svg", svg: file.toString("utf8") };
  if (file.subarray(0, 3).equals(JPEG) || file.subarray(0, 4).equals(PNG)) return { kind: "image", bytes: file };
  return { kind: "image", bytes: await loadSharp()(file).flatten({ background: "#ffffff" }).jpeg({ quality: 88 }).toBuffer() };
}

const sizeOf = (figure: PdfFigure | null) => (figure === null ? 0 : figure.kind === "svg" ? figure.svg.length * 2 : figure.bytes.byteLength);

/**
 * A figure of the site's public folder (e.g. "/figures/western-blot.svg") as the PDF draws it; null for a figure
 * outside that folder or one that cannot be read.
 */
export async function loadPdfFigure(publicDir: string, src: string): Promise<PdfFigure | null> {
  if (!src.startsWith("/") || src.includes("..")) return null;
  const cached = cache.get(src);
  if (cached !== undefined) return cached;
  let figure: PdfFigure | null = null;
  try {
    figure = await pdfFigureOf(src, await readFile(path.join(publicDir, src)));
  } catch {
    figure = null;
  }
  const size = sizeOf(figure);
  if (cachedBytes + size > FIGURE_CACHE_BYTES) {
    cache.clear();
    cachedBytes = 0;
  }
  cache.set(src, figure);
  cachedBytes += size;
  return figure;
}
