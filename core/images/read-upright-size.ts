import type { Metadata } from "sharp";
import { loadSharp } from "./load-sharp";

/** Bigger files are refused (a print TIFF of a gel is large; a web figure is made from it). */
export const IMAGE_MAX_BYTES = 40 * 1024 * 1024;
/** Bigger images (in pixels, width × height) are refused before they are decoded: a decompression bomb is cheap. */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** The formats sharp reads that an editor may upload (GIF is taken as a still image). */
const READABLE = new Set(["jpeg", "png", "webp", "tiff", "gif", "heif", "avif"]);

export type UprightSizeResult =
  | { ok: true; meta: Metadata; width: number; height: number }
  | { ok: false; problem: "not-image" | "too-large" };

/**
 * An uploaded picture's size once turned upright (EXIF orientation), read from its header before anything is
 * decoded (ADR 0105): refuses a file over IMAGE_MAX_BYTES, what sharp cannot read or an editor may not upload, and an
 * image of more than `maxPixels` pixels.
 */
export async function readUprightSize(bytes: Uint8Array, maxPixels = IMAGE_MAX_PIXELS): Promise<UprightSizeResult> {
  if (bytes.byteLength > IMAGE_MAX_BYTES) return { ok: false, problem: "too-large" };
  const sharp = loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, problem: "not-image" };
  }
  if (!meta.format || !READABLE.has(meta.format) || !meta.width || !meta.height) return { ok: false, problem: "not-image" };
  if (meta.width * meta.height > maxPixels) return { ok: false, problem: "too-large" };
  // Orientations 5–8 turn the picture a quarter: its upright width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const [width, height] = turned ? [meta.height, meta.width] : [meta.width, meta.height];
  return { ok: true, meta, width, height };
}
