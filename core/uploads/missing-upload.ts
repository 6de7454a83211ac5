/**
 * What a read stream emits when nothing is stored under its key. It carries Node's ENOENT code, so the
 * local storage's own file-system error and the S3 storage's NoSuchKey are told apart from other failures
 * the same way.
 */
export class MissingUploadError extends Error {
  readonly code = "ENOENT";

  constructor(key: string) {
    super(`no stored upload under ${key}`);
    this.name = "MissingUploadError";
  }
}

/** True for the error of a read whose key has nothing stored (either storage). */
export function isMissingUpload(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "ENOENT";
}
