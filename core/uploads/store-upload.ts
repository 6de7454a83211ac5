import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import { finished } from "node:stream/promises";
import type { Readable, Writable } from "node:stream";
import type { Db } from "../db/client";
import { UPLOAD_MAX_BYTES } from "../config/constants";
import { acceptsExtension, extensionOf, type UploadKind } from "./upload-kinds";
import { contentMatchesExtension } from "./content-matches-extension";
import { TextContentCheck } from "./text-content-check";
import type { UploadStorage } from "./upload-storage";

export interface StoredUpload {
  id: number;
  /** The upload's key, handed to the uploader as the claim token of the form (ADR 0041). */
  token: string;
  name: string;
  size: number;
}

export type UploadRefusal = "bad_extension" | "too_large" | "bad_content" | "empty";

export type StoreUploadResult = { ok: true; upload: StoredUpload } | { ok: false; reason: UploadRefusal };

const HEAD_BYTES = 64 * 1024;
const TAIL_BYTES = 64 * 1024;

/** Keeps the first and the last bytes of a stream without holding the rest. */
class HeadTail {
  private readonly headChunks: Buffer[] = [];
  private headLength = 0;
  private tailChunks: Buffer[] = [];
  private tailLength = 0;

  push(chunk: Buffer): void {
    if (this.headLength < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.headLength);
      this.headChunks.push(part);
      this.headLength += part.length;
    }
    this.tailChunks.push(chunk);
    this.tailLength += chunk.length;
    while (this.tailChunks.length > 1 && this.tailLength - this.tailChunks[0]!.length >= TAIL_BYTES) {
      this.tailLength -= this.tailChunks.shift()!.length;
    }
  }

  head(): Buffer {
    return Buffer.concat(this.headChunks);
  }

  tail(): Buffer {
    return Buffer.concat(this.tailChunks).subarray(-TAIL_BYTES);
  }
}

async function write(out: Writable, chunk: Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, "drain");
}

/** A write stream the storage has closed (its error already emitted) would never drain nor finish. */
function throwIfClosed(out: Writable, writeError: unknown): void {
  if (out.destroyed) throw writeError ?? new Error("the upload storage closed the write");
}

async function closed(out: Writable): Promise<void> {
  if (!out.closed) await once(out, "close").catch(() => undefined);
}

async function drain(source: Readable): Promise<void> {
  source.resume();
  if (!source.readableEnded) await once(source, "end").catch(() => undefined);
}

/** A file name safe to keep and show: no path, no control characters, at most 200 characters. */
function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (base || "file").slice(-200);
}

/**
 * Streams one uploaded file to storage under a server-generated key, never holding it whole in memory,
 * and records it in `uploads`. Refused: an extension the kind does not accept, an empty file, a file
 * over the size limit (the partial file is removed; the rest of the stream is read and discarded so a
 * form parser can go on), and content whose magic bytes contradict the extension.
 */
export async function storeUpload(
  db: Db,
  storage: UploadStorage,
  file: { stream: Readable; fileName: string; kind: UploadKind },
  maxBytes = UPLOAD_MAX_BYTES,
): Promise<StoreUploadResult> {
  const name = cleanFileName(file.fileName);
  const extension = extensionOf(name);
  if (!acceptsExtension(file.kind, extension)) {
    await drain(file.stream);
    return { ok: false, reason: "bad_extension" };
  }

  const key = randomBytes(16).toString("hex");
  const out = storage.createWriteStream(key);
  let writeError: unknown = null;
  out.on("error", (error) => (writeError = error));
  const hash = createHash("sha256");
  const sample = new HeadTail();
  const text = extension === "txt" ? new TextContentCheck() : null;
  let size = 0;
  let tooLarge = false;
  try {
    for await (const data of file.stream) {
      const chunk = data as Buffer;
      size += chunk.length;
      if (tooLarge) continue;
      if (size > maxBytes) {
        tooLarge = true;
        out.destroy();
        continue;
      }
      throwIfClosed(out, writeError);
      hash.update(chunk);
      sample.push(chunk);
      text?.push(chunk);
      await write(out, chunk);
    }
    if (!tooLarge) {
      // The storage may have failed since the last chunk (an S3 part upload runs behind the writes).
      throwIfClosed(out, writeError);
      out.end();
      await finished(out);
    }
  } catch (error) {
    out.destroy();
    await closed(out);
    await storage.remove(key);
    throw error;
  }
  if (tooLarge) await closed(out);

  const refusal: UploadRefusal | null = tooLarge
    ? "too_large"
    : size === 0
      ? "empty"
      : !(await contentMatchesExtension(extension, {
            head: sample.head(),
            tail: sample.tail(),
            isPlainText: text?.finish() ?? false,
          }))
        ? "bad_content"
        : null;
  if (refusal) {
    await storage.remove(key);
    return { ok: false, reason: refusal };
  }

  const row = await db
    .insertInto("uploads")
    .values({
      storage_key: key,
      original_name: name,
      extension,
      size_bytes: size,
      sha256: hash.digest("hex"),
      purpose: file.kind,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { ok: true, upload: { id: row.id, token: key, name, size } };
}
