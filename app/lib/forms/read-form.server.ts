import { Readable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { UPLOAD_MAX_BYTES } from "@core/config/constants";
import type { Db } from "@core/db/client";
import { collectFormValues, type RawFormValues } from "@core/forms/parse-form-values";
import type { UploadKind } from "@core/uploads/upload-kinds";
import type { UploadStorage } from "@core/uploads/upload-storage";
import { storeUpload, type StoreUploadResult } from "@core/uploads/store-upload";
import { DRAIN_MAX_BYTES, drainBody, formTypeOf, type BodyRefusal } from "../request-body.server";

export interface FileFieldSpec {
  /** The file input's name. */
  field: string;
  kind: UploadKind;
}

export interface ReadForm {
  values: RawFormValues;
  /** Per file field: the stored upload or why it was refused; absent when no file was picked. */
  files: Record<string, StoreUploadResult>;
  /** Small files held whole in memory (`keep`, e.g. an avatar), by field. */
  kept: Record<string, File>;
  /** Why the body cannot be used (ADR 0082), with `values` holding the fields read before it broke off; else null. */
  refused: BodyRefusal | null;
}

/** A form without files never needs more than this. */
const TEXT_FORM_MAX_BYTES = 1024 * 1024;
const FIELD_MAX_BYTES = 100 * 1024;
const FIELD_NAME_MAX_BYTES = 200;

class TooLargeBody extends Error {}

/**
 * Reads a form post (urlencoded or multipart) as a stream with busboy: text fields are collected, each
 * expected file is streamed to storage as it arrives (never held in memory), a `keep` file is held in memory
 * within `maxBytes`, any other file is discarded. A body is bounded by `maxBytes` (default: 1 MB without
 * expected files, else only each file's own limit). A body that cannot be used is refused as the account and
 * small actions' reader refuses it (415, 413, 400: `refused`), keeping what was read; only a client that goes
 * away mid-body, or a storage failure, throws.
 */
export async function readForm(
  request: Request,
  options: { db: Db; storage: UploadStorage; files?: readonly FileFieldSpec[]; keep?: readonly string[]; maxBytes?: number },
): Promise<ReadForm> {
  const expected = options.files ?? [];
  const keep = options.keep ?? [];
  const maxBytes = options.maxBytes ?? (expected.length ? Infinity : TEXT_FORM_MAX_BYTES);
  const result: ReadForm = { values: {}, files: {}, kept: {}, refused: null };
  const type = await formTypeOf(request, maxBytes);
  if (type !== "multipart" && type !== "urlencoded") return { ...result, refused: type };
  if (!request.body) return result;

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      defParamCharset: "utf8",
      limits: {
        fieldSize: FIELD_MAX_BYTES,
        fieldNameSize: FIELD_NAME_MAX_BYTES,
        fields: 200,
        parts: 260,
        files: Math.max(expected.length + keep.length, 1),
        fileSize: UPLOAD_MAX_BYTES + 1,
      },
    });
  } catch {
    // A multipart type without a boundary.
    await drainBody(request);
    return { ...result, refused: "malformed" };
  }
  const entries: [string, string][] = [];
  const stored: Promise<void>[] = [];
  const failures: unknown[] = [];
  const seen = new Set<string>();
  let broken = false;

  const done = new Promise<void>((resolve, reject) => {
    parser.on("field", (name, value, info) => {
      if (info.nameTruncated) broken = true;
      else entries.push([name, value]);
    });
    parser.on("file", (name, stream, info) => {
      const spec = expected.find((f) => f.field === name);
      if (!info.filename || seen.has(name) || (!spec && !keep.includes(name))) {
        stream.resume();
        return;
      }
      seen.add(name);
      if (!spec) {
        stored.push(keepInMemory(stream, info).then((file) => void (result.kept[name] = file)));
        return;
      }
      stored.push(
        storeUpload(options.db, options.storage, { stream, fileName: info.filename, kind: spec.kind }).then(
          (upload) => void (result.files[name] = upload),
          (error: unknown) => void failures.push(error),
        ),
      );
    });
    for (const limit of ["partsLimit", "fieldsLimit"] as const) parser.on(limit, () => (broken = true));
    parser.on("close", resolve);
    parser.on("error", reject);
  });

  const body = Readable.fromWeb(request.body as unknown as NodeWebReadableStream<Uint8Array>);
  let received = 0;
  let clientGone: unknown = null;
  body.on("data", (chunk: Buffer) => {
    received += chunk.length;
    if (received > maxBytes && !parser.destroyed) {
      body.unpipe(parser);
      parser.destroy(new TooLargeBody("form body too large"));
    }
    // Past this, a refused body is not read any further: the connection is closed instead.
    if (received > DRAIN_MAX_BYTES && parser.destroyed) body.destroy();
  });
  body.on("error", (error) => {
    clientGone = error;
    parser.destroy(error);
  });
  body.pipe(parser);
  try {
    await done;
  } catch (error) {
    if (clientGone) throw clientGone;
    result.refused = error instanceof TooLargeBody ? "too-large" : "malformed";
    // What the client is still sending is read away, so it gets the answer instead of a reset.
    await drainStream(body);
  } finally {
    // An aborted upload destroys its file stream: storeUpload removes the partial file and settles.
    await Promise.all(stored);
  }
  if (failures.length) throw failures[0];
  result.values = collectFormValues(entries);
  if (broken) result.refused ??= "malformed";
  return result;
}

/** A small file's bytes, as the File the action gets. */
function keepInMemory(stream: Readable, info: busboy.FileInfo): Promise<File> {
  const chunks: Buffer[] = [];
  return new Promise((resolve) => {
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    const settle = () => resolve(new File([new Uint8Array(Buffer.concat(chunks))], info.filename ?? "", { type: info.mimeType }));
    stream.on("end", settle);
    stream.on("error", settle);
  });
}

/** Reads what is left of a body to its end (the data listener above stops it past DRAIN_MAX_BYTES). */
function drainStream(body: Readable): Promise<void> {
  if (body.readableEnded || body.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    body.once("end", resolve);
    body.once("close", resolve);
    body.once("error", () => resolve());
    body.unpipe();
    body.resume();
  });
}
