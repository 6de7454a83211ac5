import path from "node:path";
import { loadSharp } from "../../images/load-sharp";
import { findPdfFonts } from "../export/find-pdf-fonts";

/** Open Graph / Twitter image size (the large-image card both ask for). */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const;
/** Part of every stored card's key: bump it when the drawing changes, so cards are drawn again. */
export const SOCIAL_CARD_VERSION = 1;

/** What a card shows, already in its language (the caller translates). */
export interface SocialCardContent {
  /** Chinese cards are set in the Chinese font. */
  chinese: boolean;
  /** The journal's or the preprint repository's name. */
  source: string;
  /** "Protocol", "Preprint · Not peer reviewed", … */
  kind: string;
  title: string;
  authors: string;
  /** "DOI: 10.99999/opls.6313" or the e-location and year. */
  footer: string;
}

const BRAND = "#0b5f7a";
const BRAND_DARK = "#084558";
const SOFT = "#cfe4ea";
const MARGIN = 80;
const TEXT_WIDTH = SOCIAL_CARD.width - 2 * MARGIN;
const TITLE_TOP = 150;
const TITLE_MAX_HEIGHT = 290;

/** Pango family names of the font files find-pdf-fonts may pick (a name Pango does not know falls back). */
const FAMILIES: Record<string, string> = {
  "DejaVuSans.ttf": "DejaVu Sans",
  "DejaVuSans-Bold.ttf": "DejaVu Sans",
  "LiberationSans-Regular.ttf": "Liberation Sans",
  "LiberationSans-Bold.ttf": "Liberation Sans",
  "NotoSans-Regular.ttf": "Noto Sans",
  "NotoSans-Bold.ttf": "Noto Sans",
  "wqy-microhei.ttc": "WenQuanYi Micro Hei",
  "wqy-zenhei.ttc": "WenQuanYi Zen Hei",
  "NotoSansCJK-Regular.ttc": "Noto Sans CJK SC",
  "NotoSansSC-Regular.otf": "Noto Sans SC",
  "NotoSansSC-Regular.ttf": "Noto Sans SC",
  "DroidSansFallbackFull.ttf": "Droid Sans Fallback",
};

interface Face {
  file: string | undefined;
  family: string;
  weight: "" | "Bold";
}

/** The local font files the card is set in: the PDF's (ADR 0083), never downloaded. */
export function socialCardFaces(chinese: boolean): { regular: Face; bold: Face } {
  const fonts = findPdfFonts();
  const face = (file: string | null | undefined, weight: Face["weight"]): Face => ({
    file: file ?? undefined,
    family: (file && FAMILIES[path.basename(file)]) || "sans-serif",
    weight,
  });
  if (chinese && fonts.cjk) {
    // The Chinese fonts have one weight: the title is set larger instead of bold.
    return { regular: face(fonts.cjk.path, ""), bold: face(fonts.cjk.path, "") };
  }
  return { regular: face(fonts.regular, ""), bold: face(fonts.bold ?? fonts.regular, fonts.bold ? "Bold" : "") };
}

const escapeMarkup = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** One block of text, wrapped to `width`, as a transparent PNG; `maxHeight` shrinks it to fit. */
async function textBlock(text: string, face: Face, size: number, colour: string, width: number, maxHeight?: number) {
  const sharp = loadSharp();
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${colour}">${escapeMarkup(text)}</span>`,
      font: `${face.family}${face.weight ? ` ${face.weight}` : ""} ${size}`,
      ...(face.file ? { fontfile: face.file } : {}),
      width,
      ...(maxHeight ? { height: maxHeight } : {}),
      rgba: true,
      wrap: "word-char",
      spacing: Math.round(size * 0.25),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, height: info.height };
}

/** The title at the largest size that fits its box (long titles shrink; a very long one is fitted). */
async function titleBlock(title: string, face: Face, chinese: boolean) {
  const sizes = chinese ? [64, 56, 48, 42, 36] : [60, 52, 46, 40, 34];
  for (const size of sizes) {
    const block = await textBlock(title, face, size, "#ffffff", TEXT_WIDTH);
    if (block.height <= TITLE_MAX_HEIGHT) return block;
  }
  return textBlock(title, face, sizes[sizes.length - 1]!, "#ffffff", TEXT_WIDTH, TITLE_MAX_HEIGHT);
}

/** A single line: longer text is cut with an ellipsis until it fits one line of `width`. */
async function lineBlock(text: string, face: Face, size: number, colour: string, width: number) {
  let value = text;
  for (;;) {
    const block = await textBlock(value, face, size, colour, width);
    if (block.height <= size * 1.6 || value.length <= 8) return block;
    value = `${value.slice(0, Math.floor(value.length * 0.85)).trimEnd()}…`;
  }
}

/**
 * The protocol's share image: a branded card (1200×630 PNG) with the journal or repository name, the kind,
 * the title and the authors in the card's language. The background is SVG rendered by sharp; the text is set
 * by Pango in local font files, wrapped to the card. No figure is used: figures are full text (ADR 0094).
 */
export async function renderSocialCard(content: SocialCardContent): Promise<Buffer> {
  const faces = socialCardFaces(content.chinese);
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SOCIAL_CARD.width}" height="${SOCIAL_CARD.height}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND}"/><stop offset="1" stop-color="${BRAND_DARK}"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/>` +
      `<rect x="${MARGIN}" y="118" width="96" height="6" fill="#ffffff" opacity="0.85"/>` +
      `<rect y="${SOCIAL_CARD.height - 86}" width="100%" height="86" fill="#000000" opacity="0.18"/>` +
      `</svg>`,
  );
  const [source, kind, title, authors, footer] = await Promise.all([
    lineBlock(content.source, faces.bold, 30, "#ffffff", Math.round(TEXT_WIDTH * 0.62)),
    lineBlock(content.kind, faces.regular, 26, SOFT, Math.round(TEXT_WIDTH * 0.36)),
    titleBlock(content.title, faces.bold, content.chinese),
    lineBlock(content.authors, faces.regular, 28, SOFT, TEXT_WIDTH),
    lineBlock(content.footer, faces.regular, 24, SOFT, TEXT_WIDTH),
  ]);
  const sharp = loadSharp();
  const kindWidth = (await sharp(kind.data).metadata()).width ?? 0;
  return sharp(background)
    .composite([
      { input: source.data, top: 52, left: MARGIN },
      { input: kind.data, top: 56, left: SOCIAL_CARD.width - MARGIN - kindWidth },
      { input: title.data, top: TITLE_TOP, left: MARGIN },
      { input: authors.data, top: Math.min(TITLE_TOP + title.height + 36, SOCIAL_CARD.height - 86 - 60), left: MARGIN },
      { input: footer.data, top: SOCIAL_CARD.height - 62, left: MARGIN },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
