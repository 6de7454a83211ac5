import { storeFigureImages } from "../import-jats/store-figure-images";
import type { UploadStorage } from "../uploads/upload-storage";
import { makeResponsiveImage, type ResponsiveImage, type ResponsiveImageSize } from "./make-responsive-image";

/** Widths of a figure's renditions (CSS pixels at 1×, 2× …); an image is never enlarged. */
export const FIGURE_WIDTHS = [480, 960, 1600] as const;
/** Widths of an issue cover's renditions (the archive and home pages show it 120 px wide, 3:4). */
export const COVER_WIDTHS = [240, 480] as const;
/** An issue cover's shape, width / height (the preset covers' 3:4). */
export const COVER_ASPECT = 3 / 4;

export type StoreResponsiveImageResult =
  | { ok: true; image: ResponsiveImage; created: string[] }
  | { ok: false; problem: "not-image" | "too-large" };

export interface StoreResponsiveImageOptions extends Omit<ResponsiveImageSize, "folder"> {
  /** Folders to write to (the public folder's figures/uploaded and the built client's: see `uploadedImageDirs`). */
  dirs: readonly string[];
  /** The site's shared figure storage (ADR 0128): every node serves the renditions from it. */
  shared?: UploadStorage | null;
}

/**
 * An uploaded picture's web renditions (makeResponsiveImage), written into every folder of `dirs` and the shared
 * storage. Storing the same picture twice writes nothing new. `created` lists the files this call wrote, so a caller
 * whose transaction fails can remove them.
 */
export async function storeResponsiveImage(bytes: Uint8Array, options: StoreResponsiveImageOptions): Promise<StoreResponsiveImageResult> {
  const made = await makeResponsiveImage(bytes, options);
  if (!made.ok) return made;
  const created = await storeFigureImages(options.dirs, made.files.map((f) => ({ href: f.name, ...f })), options.shared);
  return { ok: true, image: made.image, created };
}
