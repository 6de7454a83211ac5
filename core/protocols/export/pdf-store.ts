import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, writeFile, unlink } from "node:fs/promises";
import path from "node:path";

/** A stored PDF and its strong validator (a hash of its bytes). */
export interface StoredPdf {
  bytes: Buffer;
  etag: string;
}

/** A key is a hex digest (see protocolPdfKey); anything else never reaches the file system. */
function fileFor(dir: string, key: string): string {
  if (!/^[0-9a-f]{64}$/.test(key)) throw new Error("not a PDF store key");
  return path.join(dir, `${key.slice(0, 2)}`, `${key}.pdf`);
}

function etagOf(bytes: Buffer): string {
  return `"${createHash("sha256").update(bytes).digest("base64url")}"`;
}

/** The stored PDF of `key`, or null when it has not been rendered yet. */
export async function readStoredPdf(dir: string, key: string): Promise<StoredPdf | null> {
  try {
    const bytes = await readFile(fileFor(dir, key));
    return { bytes, etag: etagOf(bytes) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * Stores the PDF of `key`. Written to a temporary name and renamed, so that a reader (another process or
 * machine sharing the folder) sees the whole file or none of it.
 */
export async function writeStoredPdf(dir: string, key: string, bytes: Buffer): Promise<StoredPdf> {
  const file = fileFor(dir, key);
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    await writeFile(temporary, bytes, { mode: 0o640 });
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  return { bytes, etag: etagOf(bytes) };
}
