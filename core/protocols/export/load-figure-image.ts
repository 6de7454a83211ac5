import { readFile } from "node:fs/promises";
import path from "node:path";
import { loadSharp } from "../../images/load-sharp";

/**
 * The bytes of figures a render thread keeps (their JPEGs are Buffers, outside the thread's capped heap, ADR 0135).
 * The demo journal's fourteen figures take 2.5 MB; uploaded and imported figures would otherwise be kept without
 * end while the thread lives. Past the limit the kept figures are let go and kept anew as PDFs ask for them.
 */
export const FIGURE_CACHE_BYTES = 16 * 1024 * 1024;

const cache = new Map<string, Buffer | null>();
let cachedBytes = 0;

/** The bytes of the figures kept now (tests). */
export function cachedFigureBytes(): number {
  return cachedBytes;
}

/**
 * A figure of the site's public folder (e.g. "/figures/western-blot.svg") as a JPEG PDFKit can embed
 * as it is (SVG and PNG are rasterised at print resolution on white; PDFKit would otherwise decode every PNG
 * on every PDF); null for a figure outside that folder or one that cannot be read.
 */
export async function loadFigureImage(publicDir: string, src: string): Promise<Buffer | null> {
  if (!src.startsWith("/") || src.includes("..")) return null;
  const cached = cache.get(src);
  if (cached !== undefined) return cached;
  let image: Buffer | null = null;
  try {
    const file = await readFile(path.join(publicDir, src));
    image = /\.jpe?g$/i.test(src) ? file : await loadSharp()(file, { density: 200 }).flatten({ background: "#ffffff" }).jpeg({ quality: 88 }).toBuffer();
  } catch {
    image = null;
  }
  const size = image?.byteLength ?? 0;
  if (cachedBytes + size > FIGURE_CACHE_BYTES) {
    cache.clear();
    cachedBytes = 0;
  }
  cache.set(src, image);
  cachedBytes += size;
  return image;
}
