import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import type { UploadStorage } from "../uploads/upload-storage";
import { IMAGE_FILE_NAME } from "./uploaded-image-names";

/**
 * Figures and covers are public files named by their content (ADR 0092, 0105), written into the node's own public
 * folders so the node that stored them serves them at once. A copy goes to the site's shared storage too (the
 * uploads' S3 bucket or UPLOAD_DIR, ADR 0123, 0128), so every other node — which has no such file — serves it
 * from there. The storage is a namespace of its own (see server/forms-services.ts): no figure name can reach an
 * uploaded file.
 */

const CONTENT_TYPES: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
};

/** The content type of a figure file name; null for a name the site never writes. */
function sharedFigureType(name: string): string | null {
  const match = IMAGE_FILE_NAME.exec(name);
  return match ? CONTENT_TYPES[match[1]!]! : null;
}

/** The storage key of a figure (the storage's keys are 32 hex characters; the extension is part of the name). */
function sharedFigureKey(name: string): string {
  return createHash("sha256").update(name).digest("hex").slice(0, 32);
}

/** Puts each image into the shared storage (S3 overwrites one already there; a disk keeps it: same name, same bytes). */
export async function putSharedFigures(storage: UploadStorage, images: readonly { name: string; data: Buffer }[]): Promise<void> {
  for (const image of images) {
    if (!sharedFigureType(image.name)) throw new Error(`not a figure file name: ${image.name}`);
    const stream = storage.createWriteStream(sharedFigureKey(image.name));
    try {
      await finished(stream.end(image.data));
    } catch (error) {
      if ((error as { code?: unknown }).code !== "EEXIST") throw error;
    }
  }
}

/**
 * A figure's content type and bytes from the shared storage (a missing one errors as isMissingUpload recognises);
 * null for a name the site never writes.
 */
export function readSharedFigure(storage: UploadStorage, name: string): { type: string; stream: Readable } | null {
  const type = sharedFigureType(name);
  return type ? { type, stream: storage.createReadStream(sharedFigureKey(name)) } : null;
}
