import { PassThrough, Writable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import { awsLibStorage } from "./aws-sdk";

/**
 * S3's smallest multipart part, and two parts in flight at most: a write holds 25–35 MB whatever the file's size
 * (two parts being sent, one being filled, and lib-storage's copies as it cuts them), against the 100 MB limit.
 */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/** Why the body of a given-up write ends early; lib-storage then aborts its multipart upload. */
class WriteGivenUp extends Error {
  constructor() {
    super("upload write given up");
    this.name = "WriteGivenUp";
  }
}

/**
 * One object written as a stream, with lib-storage's `Upload` (a single PUT up to 5 MB, a multipart
 * upload beyond) behind a Writable that keeps the local file stream's contract (upload-storage.ts):
 *
 * - back-pressure: a write waits while both parts in flight are being sent;
 * - `finish` only after the PUT or CompleteMultipartUpload has answered (`_final` waits for it);
 * - a failed upload is the stream's `error`, also while the caller waits for `drain` or `finish`;
 * - `destroy()` ends the body with an error, so lib-storage stops, sends AbortMultipartUpload and settles;
 *   `close` is emitted only after that. The object itself is never made from a cut-off body, since the
 *   single PUT is sent only once the body has ended.
 */
export class S3ObjectWriteStream extends Writable {
  private readonly body = new PassThrough();
  /** Settles when lib-storage has finished or given up: null when the object is stored. */
  private readonly outcome: Promise<Error | null>;
  private stored = false;
  private ending = false;

  constructor(client: S3Client, bucket: string, key: string) {
    super();
    const { Upload } = awsLibStorage();
    const upload = new Upload({
      client,
      params: { Bucket: bucket, Key: key, Body: this.body, ContentType: "application/octet-stream" },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
    });
    this.outcome = upload.done().then(
      () => {
        this.stored = true;
        return null;
      },
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
    // A failure while the caller is still writing (a wrong bucket, the store unreachable) is the stream's error;
    // once the caller has ended the stream, `_final` reports it instead.
    void this.outcome.then((error) => {
      if (error && !this.ending && !this.destroyed) this.destroy(error);
    });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    if (this.body.write(chunk)) callback();
    else this.body.once("drain", () => callback());
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.ending = true;
    this.body.end();
    void this.outcome.then((error) => callback(error));
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (this.stored) {
      callback(error);
      return;
    }
    this.body.destroy(new WriteGivenUp());
    void this.outcome.then(() => callback(error));
  }
}
