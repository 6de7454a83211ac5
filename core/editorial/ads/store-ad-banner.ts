import { AD_IMAGE_SIZES, type AdPlacement } from "../../ads/ad-slots";
import { readUprightSize } from "../../images/read-upright-size";
import { storeResponsiveImage } from "../../images/store-responsive-image";
import type { UploadStorage } from "../../uploads/upload-storage";

/** How far an upload's shape may be from its slot's (width / height), as a share: 2 % is a few pixels of crop. */
export const AD_SHAPE_TOLERANCE = 0.02;
/** A banner is stored up to this many times its box's width, so it stays sharp on high-density screens. */
export const AD_IMAGE_DENSITY = 2;

export type AdBannerVariant = "pc" | "mobile";

export type StoreAdBannerResult =
  | { ok: true; src: string; created: string[] }
  | { ok: false; problem: "not-image" | "too-large" }
  /** The picture's upright size is not the slot's shape, or narrower than its box. */
  | { ok: false; problem: "shape" | "small"; width: number; height: number };

/**
 * Checks an uploaded banner against its slot (ADR 0113) and stores it through the one image function (ADR 0105):
 * its shape must be the slot's `pc` or `mobile` box's (within AD_SHAPE_TOLERANCE) and it must be at least as wide
 * as the box, so the page's reserved box fits it and it is never blurred; it is cropped to the exact shape (a few
 * pixels at most), turned upright, stripped of metadata and stored at the box's width and up to AD_IMAGE_DENSITY × it. The
 * ad keeps the JPEG (PNG with transparency) file, whose name leads the page to the AVIF and WebP ones (ADR 0137).
 */
export async function storeAdBanner(
  bytes: Uint8Array,
  placement: AdPlacement,
  variant: AdBannerVariant,
  dirs: readonly string[],
  shared: UploadStorage | null = null,
): Promise<StoreAdBannerResult> {
  const size = await readUprightSize(bytes);
  if (!size.ok) return size;
  const { width, height } = size;
  const [boxWidth, boxHeight] = AD_IMAGE_SIZES[placement][variant];
  const aspect = boxWidth / boxHeight;
  if (Math.abs(width / height - aspect) / aspect > AD_SHAPE_TOLERANCE)
    return { ok: false, problem: "shape", width, height };
  if (width < boxWidth) return { ok: false, problem: "small", width, height };
  const stored = await storeResponsiveImage(bytes, { dirs, shared, widths: [boxWidth, boxWidth * AD_IMAGE_DENSITY], aspect });
  if (!stored.ok) return stored;
  return { ok: true, src: stored.image.src, created: stored.created };
}
