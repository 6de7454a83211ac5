import { readFile } from "node:fs/promises";
import path from "node:path";
import { loadSharp } from "../../images/load-sharp";

const cache = new Map<string, Buffer | null>();

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
  cache.set(src, image);
  return image;
}
