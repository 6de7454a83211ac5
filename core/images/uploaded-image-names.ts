/**
 * The names of an uploaded image's files (ADR 0137), shared by the server that writes them and the pages that show
 * them: no Node module here, so the browser's bundle may import it.
 *
 * One picture gets one name, `<base>`: the first 32 hex digits of the SHA-256 of its fallback file's bytes. Its AVIF
 * and WebP renditions are `<base>-<width>.avif|webp`; the fallback (JPEG, or PNG with transparency) is
 * `<base>-w<width>-<width>….jpg|png` and so lists every width there is. A page that knows only the fallback's
 * address (an issue's `cover_url`, an ad's `img_pc`) finds the renditions from it, with no column of its own.
 */

/** A fallback name's widths, "240-480": at most eight (a figure has four at the most). */
const WIDTHS = "\\d{1,5}(?:-\\d{1,5}){0,7}";

/** The URL path of images uploaded in the editorial office: a folder of the site's public files (ADR 0092, 0105). */
export const UPLOADED_IMAGES_PATH = "/figures/uploaded";

/**
 * Every file name the site writes for a figure or an uploaded image (ADR 0092, 0137): a content hash, then a
 * rendition's width or a fallback's widths, and a raster image's extension. Nothing else is looked up in the shared
 * storage (core/images/shared-figures.ts).
 */
export const IMAGE_FILE_NAME = new RegExp(`^[0-9a-f]{32}(?:-\\d{1,5}|-w${WIDTHS})?\\.(avif|webp|jpg|png|gif)$`);

export type RenditionFormat = "avif" | "webp";

/** A rendition's file name. */
export const renditionName = (base: string, width: number, format: RenditionFormat) => `${base}-${width}.${format}`;

/** The fallback's file name, which lists the renditions' widths (smallest first). */
export const fallbackName = (base: string, widths: readonly number[], ext: "jpg" | "png") => `${base}-w${widths.join("-")}.${ext}`;

/** `srcset` of one format, the files being served under `folder`: "url 240w, url 480w". */
export const renditionSrcset = (folder: string, base: string, widths: readonly number[], format: RenditionFormat) =>
  widths.map((w) => `${folder}/${renditionName(base, w, format)} ${w}w`).join(", ");

/** An image uploaded before ADR 0137: one content hash a file, the fallback alone known. */
const EARLIER_FALLBACK = new RegExp(`^${UPLOADED_IMAGES_PATH}/[0-9a-f]{32}\\.(?:jpg|png)$`);
const FALLBACK = new RegExp(`^${UPLOADED_IMAGES_PATH}/([0-9a-f]{32})-w(${WIDTHS})\\.(?:jpg|png)$`);

/**
 * The AVIF and WebP `srcset`s of an uploaded image, from its fallback's address; null for any other address (a
 * preset SVG cover, an image uploaded before ADR 0137, a figure of the JATS importer), which is shown as it is.
 */
export function uploadedImageSources(src: string): { srcset: string; srcsetAvif: string } | null {
  const match = FALLBACK.exec(src);
  if (!match) return null;
  const base = match[1]!;
  const widths = match[2]!.split("-").map(Number);
  return {
    srcset: renditionSrcset(UPLOADED_IMAGES_PATH, base, widths, "webp"),
    srcsetAvif: renditionSrcset(UPLOADED_IMAGES_PATH, base, widths, "avif"),
  };
}

/**
 * The widest rendition of an uploaded image in one format, from its fallback's address; null for any other address.
 * For a place that takes one URL and no `srcset`: a video's poster.
 */
export function widestRendition(src: string, format: RenditionFormat): string | null {
  const match = FALLBACK.exec(src);
  if (!match) return null;
  const widest = Math.max(...match[2]!.split("-").map(Number));
  return `${UPLOADED_IMAGES_PATH}/${renditionName(match[1]!, widest, format)}`;
}

/** Whether `src` is the address of an uploaded image's fallback, of today or from before ADR 0137 (a cover kept when its form is saved again). */
export const isUploadedImage = (src: string) => FALLBACK.test(src) || EARLIER_FALLBACK.test(src);
