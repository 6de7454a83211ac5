import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Files rendered once and kept in a folder under a digest of what they show (protocol PDFs, ADR 0083; share cards,
 * ADR 0094), which several servers may share: a key names its file, so nothing is ever invalidated.
 */

/** A stored file and its strong validator (a hash of its bytes). */
export interface StoredFile {
  bytes: Buffer;
  etag: string;
}

/**
 * The file of `key` (a hex SHA-256 digest; anything else never reaches the file system: an error naming `what`),
 * fanned out by its first two digits.
 */
export function digestFile(dir: string, key: string, extension: "pdf" | "png", what: string): string {
  if (!/^[0-9a-f]{64}$/.test(key)) throw new Error(`not a ${what} key`);
  return path.join(dir, key.slice(0, 2), `${key}.${extension}`);
}

function stored(bytes: Buffer): StoredFile {
  return { bytes, etag: `"${createHash("sha256").update(bytes).digest("base64url")}"` };
}

/** The stored file, or null when it has not been rendered yet. */
export async function readStoredFile(file: string): Promise<StoredFile | null> {
  try {
    return stored(await readFile(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Stores a file under a temporary name, then renames it, so a reader sees the whole file or none of it. */
export async function writeStoredFile(file: string, bytes: Buffer, mode: number): Promise<StoredFile> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    await writeFile(temporary, bytes, { mode });
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  return stored(bytes);
}
