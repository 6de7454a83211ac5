import { createHash } from "node:crypto";
import { loadSharp } from "./load-sharp";
import { IMAGE_MAX_PIXELS, readUprightSize } from "./read-upright-size";
import { fallbackName, renditionName, renditionSrcset, UPLOADED_IMAGES_PATH } from "./uploaded-image-names";

/** What a page needs to show an image: `src` (JPEG, or PNG when it has transparency), AVIF and WebP `srcset`s. */
export interface ResponsiveImage {
  /** The fallback: the largest rendition as JPEG/PNG, for browsers that read neither AVIF nor WebP. */
  src: string;
  /** "url 480w, url 960w, …": the WebP renditions. */
  srcset: string;
  /** The same widths as AVIF, smaller again (ADR 0133); offered first where the browser reads it. */
  srcsetAvif: string;
  /** Of the largest rendition (the upright image): the page reserves its box before it loads. */
  width: number;
  height: number;
}

export interface ResponsiveImageSize {
  widths: readonly number[];
  /** Width / height to crop to (the most interesting part kept), e.g. COVER_ASPECT; absent: the image's own shape. */
  aspect?: number;
  maxPixels?: number;
  /** The URL path the files are served under: uploaded images' (the default) or imported figures' (ADR 0137). */
  folder?: string;
}

export type MakeResponsiveImageResult =
  | { ok: true; image: ResponsiveImage; files: { name: string; data: Buffer }[] }
  | { ok: false; problem: "not-image" | "too-large" };

/** AVIF's quality scale is its own: at 55 two photographs took 57–81 % of their WebP (80) bytes (ADR 0133). */
const AVIF_QUALITY = 55;

/**
 * Makes a picture web renditions (ADR 0105), in memory: refuses what sharp cannot read, a file over IMAGE_MAX_BYTES
 * or an image of more than `maxPixels` pixels (read from its header, before decoding), turns it upright (EXIF
 * orientation), drops all metadata (GPS, camera, comments), converts it to sRGB and makes AVIF and WebP renditions
 * at each width of `widths` smaller than the image (and the image's own width when it is smaller than the largest),
 * plus one JPEG (PNG with transparency) of the largest, under one name from the fallback's bytes (ADR 0137).
 */
export async function makeResponsiveImage(bytes: Uint8Array, options: ResponsiveImageSize): Promise<MakeResponsiveImageResult> {
  const maxPixels = options.maxPixels ?? IMAGE_MAX_PIXELS;
  const size = await readUprightSize(bytes, maxPixels);
  if (!size.ok) return size;
  const { meta, width: uprightWidth, height: uprightHeight } = size;
  const sharp = loadSharp();
  const { aspect } = options;
  // The widest picture the image gives without enlarging: all of it, or its largest crop of the asked shape.
  const fullWidth = aspect ? Math.min(uprightWidth, Math.floor(uprightHeight * aspect)) : uprightWidth;
  const largest = Math.max(...options.widths);
  const widths = [...new Set([...options.widths.filter((w) => w < fullWidth), Math.min(fullWidth, largest)])].sort((a, b) => a - b);
  const at = (width: number) =>
    sharp(bytes, { limitInputPixels: maxPixels, failOn: "error", animated: false })
      .rotate()
      .resize(
        aspect
          ? { width, height: Math.max(1, Math.round(width / aspect)), fit: "cover", position: "attention" }
          : { width, withoutEnlargement: true },
      )
      .toColourspace("srgb");
  const renditions: { width: number; webp: Buffer; avif: Buffer }[] = [];
  let fallback: { data: Buffer; ext: "jpg" | "png"; width: number; height: number };
  try {
    for (const width of widths) {
      // One decode and resize per width, encoded twice.
      const resized = at(width);
      const webp = await resized.clone().webp({ quality: 80 }).toBuffer();
      // Effort 2 of 9: a 1,600 px photograph in about a second, where the default (4) took over ten.
      const avif = await resized.clone().avif({ quality: AVIF_QUALITY, effort: 2 }).toBuffer();
      renditions.push({ width, webp, avif });
    }
    const top = at(widths[widths.length - 1]!);
    const { data, info } = await (meta.hasAlpha ? top.png({ compressionLevel: 9 }) : top.jpeg({ quality: 82, mozjpeg: true })).toBuffer({
      resolveWithObject: true,
    });
    fallback = { data, ext: meta.hasAlpha ? "png" : "jpg", width: info.width, height: info.height };
  } catch {
    return { ok: false, problem: "not-image" };
  }
  // One name for the picture, from its fallback's bytes (ADR 0137): the fallback's address leads to the renditions.
  const base = createHash("sha256").update(fallback.data).digest("hex").slice(0, 32);
  const fallbackFile = fallbackName(base, widths, fallback.ext);
  const folder = options.folder ?? UPLOADED_IMAGES_PATH;
  const src = `${folder}/${fallbackFile}`;
  const files = [
    ...renditions.flatMap((r) => [
      { name: renditionName(base, r.width, "webp"), data: r.webp },
      { name: renditionName(base, r.width, "avif"), data: r.avif },
    ]),
    { name: fallbackFile, data: fallback.data },
  ];
  const image = {
    src,
    srcset: renditionSrcset(folder, base, widths, "webp"),
    srcsetAvif: renditionSrcset(folder, base, widths, "avif"),
    width: fallback.width,
    height: fallback.height,
  };
  return { ok: true, image, files };
}
