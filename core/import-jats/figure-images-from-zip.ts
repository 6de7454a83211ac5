import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { findFigureImages, type FigureImage } from "./find-figure-images";
import { JatsImportError } from "./jats-import-error";

/** Limits of a figures zip (issue 14 "Import JATS"), so a small archive cannot unpack into gigabytes. */
export const FIGURES_ZIP_MAX_FILES = 300;
export const FIGURES_ZIP_MAX_FILE_BYTES = 60 * 1024 * 1024;
export const FIGURES_ZIP_MAX_TOTAL_BYTES = 400 * 1024 * 1024;

const IMAGE = /\.(png|jpe?g|gif|webp|tiff?|svg|bmp)$/i;

/**
 * The images a JATS article's figures name, from a zip uploaded with it: the archive's image files are unpacked
 * (by file name only: folders inside the zip are ignored, and no name can leave the scratch folder) and found as
 * the command-line importer finds them beside the XML (findFigureImages, ADR 0092). Anything else in the zip is
 * skipped. Throws JatsImportError for an unreadable or oversized archive.
 */
export async function figureImagesFromZip(zip: Uint8Array, hrefs: readonly string[]): Promise<Map<string, FigureImage>> {
  let files = 0;
  let total = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zip, {
      filter(file) {
        if (file.name.endsWith("/") || !IMAGE.test(file.name)) return false;
        files += 1;
        total += file.originalSize;
        if (files > FIGURES_ZIP_MAX_FILES || file.originalSize > FIGURES_ZIP_MAX_FILE_BYTES || total > FIGURES_ZIP_MAX_TOTAL_BYTES) {
          throw new JatsImportError("the figures zip is too large");
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof JatsImportError) throw error;
    throw new JatsImportError("the figures file is not a readable zip");
  }
  const dir = await mkdtemp(path.join(tmpdir(), "jats-figures-"));
  try {
    for (const [name, data] of Object.entries(entries)) {
      const base = path.basename(name.replace(/\\/g, "/"));
      if (!base || base.startsWith(".")) continue;
      await writeFile(path.join(dir, base), data);
    }
    return await findFigureImages(path.join(dir, "article.xml"), hrefs);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
