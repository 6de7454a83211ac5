import { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import { awsClientS3 } from "./aws-sdk";
import { MissingUploadError } from "./missing-upload";

/** The object's bytes as they arrive: the GetObject response body, never the whole object in memory. */
async function* objectBytes(
  client: S3Client,
  bucket: string,
  objectKey: string,
  uploadKey: string,
): AsyncGenerator<Uint8Array> {
  const { GetObjectCommand, NoSuchKey } = awsClientS3();
  let body: Readable;
  try {
    const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey }));
    body = response.Body as Readable;
  } catch (error) {
    // Some S3-compatible servers answer a missing key with a bare 404 rather than NoSuchKey; a missing bucket is
    // a fault of the configuration, not a missing upload.
    const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    const missing = error instanceof NoSuchKey || ($metadata?.httpStatusCode === 404 && name !== "NoSuchBucket");
    if (missing) throw new MissingUploadError(uploadKey);
    throw error;
  }
  // Leaving the loop early (the reader destroyed the stream) destroys the response body, freeing its socket.
  for await (const chunk of body) yield chunk as Uint8Array;
}

/**
 * A stored object as a Readable, like the local file's read stream: nothing is requested until the stream is
 * read, and a key with no object makes it emit a `MissingUploadError` (ENOENT), as a missing file does.
 */
export function createS3ObjectReadStream(
  client: S3Client,
  bucket: string,
  objectKey: string,
  uploadKey: string,
): Readable {
  return Readable.from(objectBytes(client, bucket, objectKey, uploadKey), { objectMode: false });
}
