import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { loadSharp } from "../images/load-sharp";

/** An image found beside the XML, ready to store: browsers show PNG, JPEG, GIF and WebP as they are. */
export interface FigureImage {
  /** The graphic's href in the XML. */
  href: string;
  /** File name in the figure store: content hash + extension, so storing it twice is harmless. */
  name: string;
  data: Buffer;
}

const AS_IS = new Set(["png", "jpg", "jpeg", "gif", "webp"]);
const EXTENSIONS = ["png", "jpg", "jpeg", "gif", "webp", "tif", "tiff", "svg", "bmp"];
/** Bigger sources (print TIFFs) are scaled down for the web. */
const MAX_WIDTH = 2000;

/** The file a graphic href names, beside the XML: "elife-1-fig1" may be "elife-1-fig1.tif" or ".jpg". */
async function locate(dir: string, files: string[], href: string): Promise<string | null> {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) && !/^file:/i.test(href)) {
    // "info:doi/10.1371/journal.pone.0046041.g001" (PLOS): the file is named after the last part.
    href = href.replace(/^.*\/10\.\d+\//, "").replace(/^.*\//, "");
  }
  const base = path.basename(href);
  if (!base || base.startsWith(".")) return null;
  const lower = new Map(files.map((f) => [f.toLowerCase(), f]));
  const candidates = [
    base,
    ...EXTENSIONS.map((e) => `${base}.${e}`),
    ...EXTENSIONS.map((e) => `${base.replace(/^journal\./, "")}.${e}`),
  ];
  for (const c of candidates) {
    const found = lower.get(c.toLowerCase());
    if (found && EXTENSIONS.includes(path.extname(found).slice(1).toLowerCase())) return path.join(dir, found);
  }
  return null;
}

/**
 * Reads the images the figures name from the XML's folder, converting TIFF, SVG and BMP to PNG (and
 * scaling very large ones down); an href with no readable image is simply absent from the result, and the
 * figure becomes a note (ADR 0092). Nothing is written here.
 */
export async function findFigureImages(xmlFile: string, hrefs: readonly string[]): Promise<Map<string, FigureImage>> {
  const dir = path.dirname(xmlFile);
  const files = await readdir(dir).catch(() => [] as string[]);
  const out = new Map<string, FigureImage>();
  const sharp = loadSharp();
  // Two hrefs may name one file (an article's translation showing the same figure): it is read and converted once.
  const byFile = new Map<string, FigureImage>();
  for (const href of new Set(hrefs)) {
    const file = await locate(dir, files, href);
    if (!file) continue;
    const known = byFile.get(file);
    if (known) {
      out.set(href, { ...known, href });
      continue;
    }
    try {
      const source = await readFile(file);
      const meta = await sharp(source).metadata();
      const ext = path.extname(file).slice(1).toLowerCase();
      let data = source;
      let outExt = ext === "jpeg" ? "jpg" : ext;
      if (!AS_IS.has(ext) || (meta.width ?? 0) > MAX_WIDTH) {
        data = await sharp(source, { density: 150 })
          .resize({ width: MAX_WIDTH, withoutEnlargement: true })
          .png()
          .toBuffer();
        outExt = "png";
      }
      const hash = createHash("sha256").update(data).digest("hex").slice(0, 32);
      const image = { href, name: `${hash}.${outExt}`, data };
      out.set(href, image);
      byFile.set(file, image);
    } catch {
      // Not an image sharp can read: the figure gets the "image not available" note.
    }
  }
  return out;
}
