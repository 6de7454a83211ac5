import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export interface PdfFonts {
  /** Latin text (with Greek, symbols): regular, bold, italic. Null: PDFKit's built-in Helvetica. */
  regular: string | null;
  bold: string | null;
  italic: string | null;
  /**
   * SVG figures' labels (ADR 0151), drawn for Helvetica or Arial: DejaVu Sans Condensed is about as wide and has the
   * figures' Greek letters, super- and subscripts (Liberation Sans, Arial's metric twin, lacks ⁺ and ₆). Null: the
   * text's face.
   */
  figure: { regular: string | null; bold: string | null };
  /** A font with Chinese characters, and the face to use when the file is a collection (.ttc). */
  cjk: { path: string; family: string | undefined } | null;
}

const FONT_ROOTS = ["/usr/share/fonts", "/usr/local/share/fonts"];
/** Preferred files, best first; the first one found on this machine is used. */
const LATIN = {
  regular: ["DejaVuSans.ttf", "LiberationSans-Regular.ttf", "NotoSans-Regular.ttf"],
  bold: ["DejaVuSans-Bold.ttf", "LiberationSans-Bold.ttf", "NotoSans-Bold.ttf"],
  italic: ["DejaVuSans-Oblique.ttf", "LiberationSans-Italic.ttf", "NotoSans-Italic.ttf"],
};
const FIGURE = { regular: ["DejaVuSansCondensed.ttf"], bold: ["DejaVuSansCondensed-Bold.ttf"] };
const CJK: { file: string; family: string | undefined }[] = [
  { file: "wqy-microhei.ttc", family: "WenQuanYiMicroHei" },
  { file: "wqy-zenhei.ttc", family: "WenQuanYiZenHei" },
  { file: "NotoSansCJK-Regular.ttc", family: "NotoSansCJKsc-Regular" },
  { file: "NotoSansSC-Regular.otf", family: undefined },
  { file: "NotoSansSC-Regular.ttf", family: undefined },
  { file: "DroidSansFallbackFull.ttf", family: undefined },
];

function listFonts(dir: string, out: Map<string, string>, depth = 0): void {
  if (depth > 4 || !existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    let isDir = false;
    try {
      isDir = statSync(full).isDirectory();
    } catch {
      continue;
    }
    if (isDir) listFonts(full, out, depth + 1);
    else if (!out.has(name)) out.set(name, full);
  }
}

let found: PdfFonts | undefined;

/**
 * The fonts the PDF export embeds, looked up once among the system's fonts. Nothing is downloaded: when no
 * Chinese font is installed, PDFs are written in English only.
 */
export function findPdfFonts(): PdfFonts {
  if (found) return found;
  const files = new Map<string, string>();
  for (const root of FONT_ROOTS) listFonts(root, files);
  const first = (names: string[]) => names.map((n) => files.get(n)).find((p) => p !== undefined) ?? null;
  const cjk = CJK.map((c) => ({ path: files.get(c.file), family: c.family })).find((c) => c.path !== undefined);
  found = {
    regular: first(LATIN.regular),
    bold: first(LATIN.bold),
    italic: first(LATIN.italic),
    figure: { regular: first(FIGURE.regular), bold: first(FIGURE.bold) },
    cjk: cjk?.path ? { path: cjk.path, family: cjk.family } : null,
  };
  return found;
}
