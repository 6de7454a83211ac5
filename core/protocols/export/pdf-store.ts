import { digestFile, readStoredFile, writeStoredFile, type StoredFile } from "../digest-file-store";

/** A stored PDF and its strong validator (a hash of its bytes). */
export type StoredPdf = StoredFile;

/** A key is a hex digest (see protocolPdfKey); anything else never reaches the file system. */
function fileFor(dir: string, key: string): string {
  return digestFile(dir, key, "pdf", "PDF store");
}

/** The stored PDF of `key`, or null when it has not been rendered yet. */
export async function readStoredPdf(dir: string, key: string): Promise<StoredPdf | null> {
  return readStoredFile(fileFor(dir, key));
}

/**
 * Stores the PDF of `key`. Written to a temporary name and renamed, so that a reader (another process or
 * machine sharing the folder) sees the whole file or none of it.
 */
export async function writeStoredPdf(dir: string, key: string, bytes: Buffer): Promise<StoredPdf> {
  return writeStoredFile(fileFor(dir, key), bytes, 0o640);
}
