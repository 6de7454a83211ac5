import { createRequire } from "node:module";

/** A piece of text and the registered PDF font (PDFKit's name for it) it is drawn in. */
export interface FontRun {
  font: string;
  s: string;
}

/** Chinese text (Han characters, CJK punctuation, full-width forms): what is set in the Chinese font. */
export const HAN = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;

/** Whether a font has a glyph for a character. */
export type GlyphCheck = (char: string) => boolean;

interface FontkitFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

/**
 * The characters a font file has, read with fontkit (the font library PDFKit itself uses): for a collection (.ttc),
 * the face named `family`. Read once per render process, like the file's bytes.
 */
export function glyphCheckOf(bytes: Buffer, family: string | undefined): GlyphCheck {
  // Required, not imported: the font code stays out of a process that renders no PDF (ADR 0147).
  const fontkit = createRequire(import.meta.url)("fontkit") as { create(bytes: Buffer, postscriptName?: string): FontkitFont };
  const font = fontkit.create(bytes, family);
  return (char) => font.hasGlyphForCodePoint(char.codePointAt(0)!);
}

/**
 * Text that is set in the Chinese font, cut where that font has no glyph: those characters are drawn in `latin`
 * instead (WenQuanYi Micro Hei has ¹²³⁴ but not ⁰⁵⁶⁷⁸⁹ or ₀₅₆₇₈₉, so "1 × 10⁶ 个细胞" would print a box).
 * Text in any other font is one run.
 */
export function fontRuns(s: string, font: string, cjkFont: string, latin: string, cjkHas: GlyphCheck | null): FontRun[] {
  if (font !== cjkFont || !cjkHas) return [{ font, s }];
  const runs: FontRun[] = [];
  for (const char of s) {
    const use = cjkHas(char) || /\s/.test(char) ? cjkFont : latin;
    const last = runs.at(-1);
    if (last && last.font === use) last.s += char;
    else runs.push({ font: use, s: char });
  }
  return runs;
}
