import { createRequire } from "node:module";
import type * as ClientS3 from "@aws-sdk/client-s3";
import type * as LibStorage from "@aws-sdk/lib-storage";

/**
 * The AWS SDK, loaded when the S3 storage is first made: a server keeping uploads on disk never pays its ~21 MB of
 * resident memory per process. `require` rather than `import()`, which the server build may not hold (ADR 0120).
 */
const loadPackage = createRequire(import.meta.url);
let clientS3: typeof ClientS3 | undefined;
let libStorage: typeof LibStorage | undefined;

export function awsClientS3(): typeof ClientS3 {
  return (clientS3 ??= loadPackage("@aws-sdk/client-s3") as typeof ClientS3);
}

export function awsLibStorage(): typeof LibStorage {
  return (libStorage ??= loadPackage("@aws-sdk/lib-storage") as typeof LibStorage);
}
