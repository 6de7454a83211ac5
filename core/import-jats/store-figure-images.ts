import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FigureImage } from "./find-figure-images";
import { putSharedFigures } from "../images/shared-figures";
import type { UploadStorage } from "../uploads/upload-storage";

/** The URL path imported figures are served under (a folder of the site's public files, ADR 0092). */
export const IMPORTED_FIGURES_PATH = "/figures/imported";

/**
 * Writes images into each figure folder (the public folder's figures/imported, and the built client's
 * when there is one, so a running server serves them at once). Names are content hashes: an image already
 * there is left alone. With `shared` (the site's shared figure storage, ADR 0128) each image goes there too, so
 * every node can serve it. Returns the files this call created, so a failed import can remove them.
 */
export async function storeFigureImages(dirs: readonly string[], images: readonly FigureImage[], shared?: UploadStorage | null): Promise<string[]> {
  const created: string[] = [];
  try {
    if (shared) await putSharedFigures(shared, images);
    for (const dir of dirs) {
      if (!images.length) break;
      await mkdir(dir, { recursive: true });
      for (const image of images) {
        const file = path.join(dir, image.name);
        if (existsSync(file)) continue;
        await writeFile(file, image.data, { flag: "wx" });
        created.push(file);
      }
    }
  } catch (error) {
    await removeFiles(created);
    throw error;
  }
  return created;
}

export async function removeFiles(files: readonly string[]): Promise<void> {
  await Promise.all(files.map((f) => rm(f, { force: true })));
}
