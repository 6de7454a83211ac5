import { isUploadedImage } from "../../images/uploaded-image-names";
import type { Block, ProtocolBody } from "../../protocols/body";
import { rich, toMarkup } from "../../protocols/body-markup";
import type { DraftFigure } from "../draft-schema";

/** The language of a body: the draft's `body` (en) or `bodyCn` (cn). */
export type BodyLang = "en" | "cn";

/** A paragraph (or a procedure block) that is only "[Figure 2]", "[Fig. 2]" or "[图 2]" places figure 2 there. */
const MARKER = /^\[\s*(?:Figure|Fig\.?|图)\s*(\d{1,3})\s*\]$/i;

/** The figure number a text block places, or null when it is not a figure line. */
export function markerNumber(block: string): number | null {
  const m = MARKER.exec(block.trim());
  return m ? Number(m[1]) : null;
}

/** The line that places figure `n`, in the language of the text it stands in. */
export function figureMarker(n: number, lang: BodyLang): string {
  return lang === "cn" ? `[图 ${n}]` : `[Figure ${n}]`;
}

/**
 * The body block of a draft figure in one language. The Chinese page uses the English alt text and caption when
 * the Chinese ones are empty: a screen reader then says something rather than nothing (ADR 0105).
 */
export function figureBlock(figure: DraftFigure, lang: BodyLang): Extract<Block, { type: "figure" }> {
  const alt = lang === "cn" ? figure.altCn || figure.altEn : figure.altEn;
  const caption = lang === "cn" ? figure.captionCn || figure.captionEn : figure.captionEn;
  return {
    type: "figure",
    src: figure.src,
    srcset: figure.srcset,
    srcsetAvif: figure.srcsetAvif,
    width: figure.width,
    height: figure.height,
    alt,
    caption: rich(caption),
  };
}

/** The 1-based number of the draft figure a body's figure block shows (by its image), or null for another image. */
export function figureNumberOf(block: { src: string }, figures: readonly DraftFigure[]): number | null {
  const i = figures.findIndex((f) => f.src === block.src);
  return i < 0 ? null : i + 1;
}

/**
 * A text field with its figure lines renumbered after figures were reordered or removed: `map` gives each old
 * number its new one, or null to drop the line. Other blocks are left as they are.
 */
export function renumberMarkers(text: string, map: (n: number) => number | null, lang: BodyLang): string {
  return text
    .split(/\n\s*\n/)
    .flatMap((block) => {
      const n = markerNumber(block);
      if (n === null) return [block];
      const next = map(n);
      return next === null ? [] : [figureMarker(next, lang)];
    })
    .join("\n\n");
}

/**
 * The uploaded figures of a protocol's bodies, in the English body's order (the next version's draft edits them
 * again): a figure block under the uploaded images' path with renditions and a size. Seed figures (`src` only) and
 * imported ones (renditions in `figures/imported` since ADR 0137, whose captions may hold what the draft's caption
 * markup cannot) are not among them.
 */
export function figuresFromBodies(body: ProtocolBody, bodyCn: ProtocolBody | null): DraftFigure[] {
  const blocks = (b: ProtocolBody | null) =>
    (b?.sections ?? []).flatMap((s) => s.blocks).filter((x): x is Extract<Block, { type: "figure" }> => x.type === "figure");
  const cn = new Map(blocks(bodyCn).map((x) => [x.src, x]));
  const out: DraftFigure[] = [];
  for (const x of blocks(body)) {
    if (!isUploadedImage(x.src) || !x.srcset || !x.width || !x.height || !x.alt || out.some((f) => f.src === x.src)) continue;
    const other = cn.get(x.src);
    out.push({
      src: x.src,
      srcset: x.srcset,
      srcsetAvif: x.srcsetAvif,
      width: x.width,
      height: x.height,
      altEn: x.alt,
      altCn: other?.alt ?? "",
      captionEn: toMarkup(x.caption),
      captionCn: other ? toMarkup(other.caption) : "",
    });
  }
  return out;
}
