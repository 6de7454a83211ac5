/** Where uploads are kept, from UPLOAD_STORAGE (ADR 0123): the local disk under UPLOAD_DIR, or an S3 bucket. */
export type UploadStorageLocation = { kind: "file" } | { kind: "s3"; bucket: string; prefix: string };

/** S3's bucket naming rules: 3–63 lower-case letters, digits, dots and hyphens, a letter or digit at each end. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** S3's "safe" key characters, one folder-like segment of the prefix. */
const PREFIX_SEGMENT = /^[A-Za-z0-9!_.*'()-]+$/;

/**
 * Reads UPLOAD_STORAGE: unset, empty or `file` is the local disk; `s3://bucket` or `s3://bucket/some/prefix`
 * (a trailing slash is allowed) a bucket and the start of its object keys. Anything else is null.
 */
export function parseUploadStorageLocation(value: string | undefined): UploadStorageLocation | null {
  const text = value?.trim() ?? "";
  if (text === "" || text === "file") return { kind: "file" };
  const match = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(text);
  if (!match) return null;
  const bucket = match[1]!;
  if (!BUCKET_NAME.test(bucket) || bucket.includes("..")) return null;
  const prefix = (match[2] ?? "").replace(/\/$/, "");
  const segments = prefix === "" ? [] : prefix.split("/");
  if (!segments.every((s) => PREFIX_SEGMENT.test(s) && s !== "." && s !== "..")) return null;
  return { kind: "s3", bucket, prefix };
}
