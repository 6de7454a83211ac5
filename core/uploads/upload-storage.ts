import { createReadStream, createWriteStream, mkdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { Readable, Writable } from "node:stream";
import { assertUploadKey } from "./upload-key";

/**
 * Where uploaded files live: keys are server-generated (32 hex characters), never the uploader's file
 * name. The local implementation keeps them under UPLOAD_DIR, outside the web root; the S3 one
 * (s3-upload-storage.ts, ADR 0123) in a bucket. Both keep the same contract, which every caller relies on:
 *
 * - the write stream emits `finish` only once the bytes are stored, and `error` when they cannot be;
 * - `destroy()` gives up a write; its `close` comes once nothing is in flight any more, after which
 *   `remove(key)` leaves nothing behind (no partial file, object or multipart upload);
 * - a read stream of a key with nothing stored emits an error that `isMissingUpload` recognises (ENOENT);
 * - `remove` of a missing key succeeds.
 */
export interface UploadStorage {
  createWriteStream(key: string): Writable;
  createReadStream(key: string): Readable;
  remove(key: string): Promise<void>;
}

export function createFileUploadStorage(directory: string): UploadStorage {
  const root = path.resolve(directory);
  const fileOf = (key: string) => {
    assertUploadKey(key);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    createWriteStream(key) {
      const file = fileOf(key);
      mkdirSync(path.dirname(file), { recursive: true });
      return createWriteStream(file, { flags: "wx", mode: 0o640 });
    },
    createReadStream(key) {
      return createReadStream(fileOf(key));
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
