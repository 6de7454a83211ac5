import { Readable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { UPLOAD_MAX_BYTES } from "@core/config/constants";
import type { Db } from "@core/db/client";
import { collectFormValues, type RawFormValues } from "@core/forms/parse-form-values";
import type { UploadKind } from "@core/uploads/upload-kinds";
import type { UploadStorage } from "@core/uploads/upload-storage";
import { storeUpload, type StoreUploadResult } from "@core/uploads/store-upload";

export interface FileFieldSpec {
  /** The file input's name. */
  field: string;
  kind: UploadKind;
}

export interface ReadForm {
  values: RawFormValues;
  /** Per file field: the stored upload or why it was refused; absent when no file was picked. */
  files: Record<string, StoreUploadResult>;
}

/** A form without files never needs more than this. */
const TEXT_FORM_MAX_BYTES = 1024 * 1024;
const FIELD_MAX_BYTES = 100 * 1024;

class TooLargeBody extends Error {}

/**
 * Reads a form post (urlencoded or multipart) as a stream with busboy: text fields are collected,
 * each expected file is streamed to storage as it arrives (never held in memory), any other file is
 * discarded. A body without expected files is cut off at 1 MB.
 */
export async function readForm(
  request: Request,
  options: { db: Db; storage: UploadStorage; files?: readonly FileFieldSpec[] },
): Promise<ReadForm> {
  const contentType = request.headers.get("content-type") ?? "";
  const expected = options.files ?? [];
  if (!request.body || !/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(contentType)) {
    return { values: {}, files: {} };
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (!expected.length && declared > TEXT_FORM_MAX_BYTES) throw new TooLargeBody("form body too large");

  const parser = busboy({
    headers: { "content-type": contentType },
    defParamCharset: "utf8",
    limits: {
      fieldSize: FIELD_MAX_BYTES,
      fields: 200,
      parts: 260,
      files: Math.max(expected.length, 1),
      fileSize: UPLOAD_MAX_BYTES + 1,
    },
  });
  const entries: [string, string][] = [];
  const stored: Promise<void>[] = [];
  const failures: unknown[] = [];
  const seen = new Set<string>();
  const files: Record<string, StoreUploadResult> = {};

  const done = new Promise<void>((resolve, reject) => {
    parser.on("field", (name, value) => entries.push([name, value]));
    parser.on("file", (name, stream, info) => {
      const spec = expected.find((f) => f.field === name);
      if (!spec || !info.filename || seen.has(name)) {
        stream.resume();
        return;
      }
      seen.add(name);
      stored.push(
        storeUpload(options.db, options.storage, { stream, fileName: info.filename, kind: spec.kind }).then(
          (result) => void (files[name] = result),
          (error: unknown) => void failures.push(error),
        ),
      );
    });
    parser.on("close", resolve);
    parser.on("error", reject);
  });

  const body = Readable.fromWeb(request.body as unknown as NodeWebReadableStream<Uint8Array>);
  let received = 0;
  body.on("data", (chunk: Buffer) => {
    received += chunk.length;
    if (!expected.length && received > TEXT_FORM_MAX_BYTES) body.destroy(new TooLargeBody("form body too large"));
  });
  body.on("error", (error) => parser.destroy(error));
  body.pipe(parser);
  try {
    await done;
  } finally {
    // An aborted upload destroys its file stream: storeUpload removes the partial file and settles.
    await Promise.all(stored);
  }
  if (failures.length) throw failures[0];
  return { values: collectFormValues(entries), files };
}
