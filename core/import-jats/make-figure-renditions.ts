import type { Block } from "../protocols/body";
import { makeResponsiveImage } from "../images/make-responsive-image";
import { FIGURE_WIDTHS } from "../images/store-responsive-image";
import type { FigureImage } from "./find-figure-images";
import { IMPORTED_FIGURES_PATH } from "./store-figure-images";

/** A figure's image as a body keeps it: its address and, when renditions were made, their `srcset`s and size. */
export type FigureSource = Pick<Extract<Block, { type: "figure" }>, "src" | "srcset" | "srcsetAvif" | "width" | "height">;

/** Each figure href's image as the body keeps it, and the files to store. */
export interface FigureRenditions {
  sources: Map<string, FigureSource>;
  files: FigureImage[];
}

/**
 * The web renditions of a JATS article's figure images (ADR 0137), in memory, before anything is written: AVIF and
 * WebP at the figures' widths and a JPEG/PNG fallback, with its size, as for a figure an editor uploads (ADR 0105),
 * served from `figures/imported`. An image sharp makes no renditions of (more pixels than it reads) is kept as it
 * was found, `src` only. `files` are what to store.
 */
export async function makeFigureRenditions(images: ReadonlyMap<string, FigureImage>): Promise<FigureRenditions> {
  const sources = new Map<string, FigureSource>();
  const files: FigureImage[] = [];
  // One picture under two hrefs (the same bytes: the same content-hash name) gets its renditions made once.
  const byName = new Map<string, FigureSource>();
  for (const [href, image] of images) {
    const known = byName.get(image.name);
    if (known) {
      sources.set(href, known);
      continue;
    }
    const made = await makeResponsiveImage(image.data, { widths: FIGURE_WIDTHS, folder: IMPORTED_FIGURES_PATH });
    if (made.ok) {
      sources.set(href, made.image);
      files.push(...made.files.map((f) => ({ href, ...f })));
    } else {
      sources.set(href, { src: `${IMPORTED_FIGURES_PATH}/${image.name}` });
      files.push(image);
    }
    byName.set(image.name, sources.get(href)!);
  }
  return { sources, files };
}
