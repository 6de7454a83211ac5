import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

/** The test bucket, and s3rver's fixed keys. */
export const BUCKET = "opls-uploads";
export const KEYS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export interface FakeS3 {
  endpoint: string;
  /** Object keys in the bucket, by ListObjectsV2. */
  objectKeys(): Promise<string[]>;
  /** Multipart uploads begun and not completed or aborted (s3rver's own folder of them). */
  pendingMultipartUploads(): string[];
  /** How many AbortMultipartUpload requests arrived. */
  abortsSeen(): number;
  deleteObject(key: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * s3rver 3.7 behind a server of ours on 127.0.0.1:0. s3rver has no AbortMultipartUpload (it answers 405), so this
 * server answers it as S3 does — the pending upload and its parts are deleted — and counts it.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "opls-s3rver-"));
  const s3rver = new S3rver({ silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
  await s3rver.configureBuckets();
  const pendingDir = path.join(directory, BUCKET, "._S3rver_uploads");
  const handle = s3rver.callback();
  let aborts = 0;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://s3.test");
    const uploadId = url.searchParams.get("uploadId");
    if (request.method === "DELETE" && uploadId && /^[\w-]+$/.test(uploadId)) {
      aborts += 1;
      rmSync(path.join(pendingDir, uploadId), { recursive: true, force: true });
      request.resume();
      response.writeHead(204).end();
      return;
    }
    handle(request, response);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials: KEYS });
  return {
    endpoint,
    objectKeys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (listed.Contents ?? []).map((object) => object.Key ?? "");
    },
    pendingMultipartUploads: () => (existsSync(pendingDir) ? readdirSync(pendingDir) : []),
    abortsSeen: () => aborts,
    deleteObject: async (key) => void (await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }))),
    stop: async () => {
      client.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
