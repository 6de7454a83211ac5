import { createReadStream, createWriteStream, mkdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { Readable, Writable } from "node:stream";

/**
 * Where uploaded files live: keys are server-generated (32 hex characters), never the uploader's file
 * name. The local implementation keeps them under UPLOAD_DIR, outside the web root; an S3-compatible
 * store would implement the same three methods (ADR 0041).
 */
export interface UploadStorage {
  createWriteStream(key: string): Writable;
  createReadStream(key: string): Readable;
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-f0-9]{32}$/;

export function createFileUploadStorage(directory: string): UploadStorage {
  const root = path.resolve(directory);
  const fileOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`not an upload key: ${key}`);
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
