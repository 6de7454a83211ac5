import { awsClientS3 } from "./aws-sdk";
import { assertUploadKey } from "./upload-key";
import type { UploadStorage } from "./upload-storage";
import { createS3ObjectReadStream } from "./s3-object-read-stream";
import { S3ObjectWriteStream } from "./s3-object-write-stream";

export interface S3UploadStorageOptions {
  bucket: string;
  /** Folder-like start of every object key, without slashes at either end; "" for none. */
  prefix: string;
  region: string;
  /** An S3-compatible server's URL (MinIO, Ceph, R2, s3rver…); unset: AWS's own endpoint for the region. */
  endpoint?: string;
  /** Unset: the AWS SDK's default chain (profile, SSO, container or instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

/**
 * Uploads kept in an S3 bucket (ADR 0123), the same contract as the local disk's (upload-storage.ts): writes
 * stream through a multipart upload, reads stream the GetObject body, and a removed or missing key is no error.
 * With an endpoint the client uses path-style addressing (`endpoint/bucket/key`), which every S3-compatible server
 * answers without wildcard DNS. Checksums are computed only where S3 requires them: many S3-compatible servers
 * refuse the SDK's newer default ones, and the upload's own SHA-256 is kept in `uploads` anyway.
 */
export function createS3UploadStorage(options: S3UploadStorageOptions): UploadStorage {
  const { S3Client, DeleteObjectCommand } = awsClientS3();
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.endpoint !== undefined,
    credentials: options.credentials,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const { bucket } = options;
  const objectKeyOf = (key: string) => {
    assertUploadKey(key);
    return options.prefix ? `${options.prefix}/${key}` : key;
  };
  return {
    createWriteStream(key) {
      return new S3ObjectWriteStream(client, bucket, objectKeyOf(key));
    },
    createReadStream(key) {
      return createS3ObjectReadStream(client, bucket, objectKeyOf(key), key);
    },
    async remove(key) {
      // S3 answers the deletion of a missing key with success, as `rm --force` does.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKeyOf(key) }));
    },
  };
}
