import type { ImgHTMLAttributes } from "react";
import { uploadedImageSources } from "@core/images/uploaded-image-names";

interface Renditions {
  srcset?: string;
  srcsetAvif?: string;
}

type ResponsiveImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes"> & {
  src: string;
  /** How wide the page shows it, as the `sizes` attribute: "120px", "(max-width: 800px) 100vw, 760px". */
  sizes: string;
  /** Renditions the caller already has (a figure's block); by default they are found from `src` (ADR 0137). */
  sources?: Renditions;
};

/**
 * An image's renditions as `<source>`s, AVIF first, then WebP (ADR 0133, 0137): the browser takes the first type it
 * reads. `media` and the box's size for a source that only some screens use (an ad's narrow banner).
 */
export function RenditionSources({
  renditions,
  sizes,
  media,
  width,
  height,
}: {
  renditions: Renditions;
  sizes: string | undefined;
  media?: string;
  width?: number;
  height?: number;
}) {
  const box = { media, sizes, width, height };
  return (
    <>
      {renditions.srcsetAvif ? <source type="image/avif" srcSet={renditions.srcsetAvif} {...box} /> : null}
      {renditions.srcset ? <source type="image/webp" srcSet={renditions.srcset} {...box} /> : null}
    </>
  );
}

/**
 * An image the editors uploaded, as AVIF, then WebP, at the width the screen needs (ADR 0105, 0133, 0137), with its
 * JPEG/PNG as the fallback; any other image (a preset SVG, an older upload) as a plain `<img>`. Give it `width` and
 * `height` so the page keeps its box before the image loads.
 */
export function ResponsiveImage({ src, sizes, sources, ...img }: ResponsiveImageProps) {
  const found = sources?.srcset ? sources : uploadedImageSources(src);
  const image = <img src={src} {...img} />;
  if (!found?.srcset) return image;
  return (
    <picture className="responsive-image">
      <RenditionSources renditions={found} sizes={sizes} />
      {image}
    </picture>
  );
}
