import { readFile } from "node:fs/promises";
import type { Db } from "../db/client";
import { findFigureImages } from "./find-figure-images";
import { JatsImportError } from "./jats-import-error";
import { figureHrefs, readJatsArticle } from "./read-jats-article";
import { saveImportedProtocol, type ImportStatus } from "./save-imported-protocol";
import { saveImportedTranslation } from "./save-imported-translation";
import { makeFigureRenditions } from "./make-figure-renditions";
import { removeFiles, storeFigureImages } from "./store-figure-images";
import type { UploadStorage } from "../uploads/upload-storage";
import { parseXml } from "./xml-tree";

export interface ImportJatsOptions {
  status: ImportStatus;
  /** Folders the figure images are written to (see storeFigureImages). */
  figureDirs: readonly string[];
  /** The site's shared figure storage (ADR 0128): every node serves the figures from it. */
  figureStorage?: UploadStorage | null;
  now: Date;
}

export interface ImportedFile {
  id: number;
  created: boolean;
  doi: string;
  /** Figures whose image was not beside the XML (they became notes in the body). */
  missingImages: string[];
}

/**
 * Imports one JATS file as a protocol (ADR 0092). Everything is read and converted before anything is
 * written; the database writes are one transaction (a Chinese translation sub-article, ADR 0097, a second
 * one right after), and images this call stored are removed again if it fails. A file that cannot be used
 * throws a JatsImportError naming the element.
 */
export async function importJatsFile(db: Db, file: string, options: ImportJatsOptions): Promise<ImportedFile> {
  let xml: string;
  try {
    xml = await readFile(file, "utf8");
  } catch (error) {
    throw new JatsImportError(`cannot read the file: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  const root = parseXml(xml);
  const hrefs = figureHrefs(root);
  const images = await findFigureImages(file, hrefs);
  const figures = await makeFigureRenditions(images);
  const article = readJatsArticle(root, (href) => figures.sources.get(href) ?? null);
  const stored = await storeFigureImages(options.figureDirs, figures.files, options.figureStorage);
  try {
    const saved = await saveImportedProtocol(db, article, options.status, options.now);
    if (article.bodyCn) await saveImportedTranslation(db, saved.id, article.bodyCn);
    return { ...saved, doi: article.doi, missingImages: [...new Set(hrefs.filter((h) => !images.has(h)))] };
  } catch (error) {
    await removeFiles(stored);
    throw error;
  }
}
