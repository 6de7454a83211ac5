import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPLOAD_MAX_BYTES } from "@core/config/constants";
import { type DbHandle } from "@core/db/client";
import { openMigratedSqlite } from "./schema-templates";
import { isMissingUpload } from "@core/uploads/missing-upload";
import { createS3UploadStorage } from "@core/uploads/s3-upload-storage";
import { storeUpload } from "@core/uploads/store-upload";
import { createFileUploadStorage, type UploadStorage } from "@core/uploads/upload-storage";
import { startSession } from "@core/users/start-session";
import { readForm } from "~/lib/forms/read-form.server";
import { readEnv } from "../../server/env";
import { exe, pdf } from "../fixtures/forms-files";
import { startSite } from "./http-server";
import { BUCKET, KEYS, startFakeS3, type FakeS3 } from "./s3-test-server";

/**
 * ADR 0123: uploads on S3-compatible storage. The same storage contract runs against the local disk and against
 * s3rver (a real S3-compatible HTTP server, in this process, on a free port), then the whole site stores an upload
 * in the bucket and serves it back with UPLOAD_STORAGE=s3://….
 */
const PREFIX = "journal/uploads";
const BOUNDARY = "----oplsS3TestBoundary";
const MB = 1024 * 1024;

function filesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

/** `size` pseudo-random bytes in 64 KiB chunks, made as they are read, and their SHA-256 once read. */
function generatedBytes(size: number, head: Buffer = Buffer.alloc(0)): { stream: Readable; sha256: () => string } {
  const hash = createHash("sha256");
  async function* chunks(): AsyncGenerator<Buffer> {
    let left = size;
    let first = true;
    while (left > 0) {
      const chunk = randomBytes(Math.min(left, 64 * 1024));
      if (first) head.copy(chunk);
      first = false;
      hash.update(chunk);
      left -= chunk.length;
      yield chunk;
    }
  }
  return { stream: Readable.from(chunks(), { objectMode: false }), sha256: () => hash.digest("hex") };
}

async function sha256Of(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest("hex"), size };
}

const newKey = () => randomBytes(16).toString("hex");
const s3Storage = (bucket: string) =>
  createS3UploadStorage({ bucket, prefix: PREFIX, region: "us-east-1", endpoint: s3.endpoint, credentials: KEYS });

/** What a read stream fails with before its first bytes, as the download route waits for them; null if none. */
async function firstReadError(stream: Readable): Promise<unknown> {
  return once(stream, "readable").then(
    () => null,
    (error: unknown) => error,
  );
}

/** V8's full garbage collection, exposed at run time for the memory test only. */
function fullCollection(): () => void {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

let s3: FakeS3;
let diskDir: string;
let database: DbHandle & { dir: string };

beforeAll(async () => {
  s3 = await startFakeS3();
  diskDir = mkdtempSync(path.join(tmpdir(), "opls-uploads-disk-"));
  const dir = mkdtempSync(path.join(tmpdir(), "opls-uploads-db-"));
  const handle = await openMigratedSqlite(path.join(dir, "uploads.sqlite"));
  database = { ...handle, dir };
});
afterAll(async () => {
  await database?.close();
  await s3?.stop();
  rmSync(diskDir, { recursive: true, force: true });
  if (database) rmSync(database.dir, { recursive: true, force: true });
});

interface Implementation {
  name: string;
  storage: () => UploadStorage;
  /** The keys stored. */
  stored: () => Promise<string[]>;
  /** Writes begun and neither completed nor aborted: S3's multipart uploads (the disk has none). */
  pendingWrites: () => string[];
}

const implementations: Implementation[] = [
  {
    name: "the local disk",
    storage: () => createFileUploadStorage(diskDir),
    stored: async () => filesIn(diskDir),
    pendingWrites: () => [],
  },
  {
    name: "S3 (s3rver)",
    storage: () => s3Storage(BUCKET),
    stored: async () => (await s3.objectKeys()).map((key) => path.posix.basename(key)),
    pendingWrites: () => s3.pendingMultipartUploads(),
  },
];

for (const implementation of implementations) {
  describe(`the upload storage contract on ${implementation.name}`, () => {
    let storage: UploadStorage;
    beforeAll(() => void (storage = implementation.storage()));

    it("writes a stream (12 MB: a multipart upload on S3), reads the same bytes back, and removes it", async () => {
      const key = newKey();
      const bytes = generatedBytes(12 * MB);
      await pipeline(bytes.stream, storage.createWriteStream(key));
      expect(await implementation.stored()).toContain(key);
      expect(await sha256Of(storage.createReadStream(key))).toEqual({ sha256: bytes.sha256(), size: 12 * MB });
      await storage.remove(key);
      expect(await implementation.stored()).not.toContain(key);
      await storage.remove(key); // a missing key is no error
    });

    it("a write given up midway leaves nothing once it has closed and been removed", async () => {
      const key = newKey();
      const out = storage.createWriteStream(key);
      const chunk = randomBytes(256 * 1024);
      for (let written = 0; written < 7 * MB; written += chunk.length) {
        if (!out.write(chunk)) await once(out, "drain");
      }
      out.destroy();
      if (!out.closed) await once(out, "close");
      await storage.remove(key);
      expect(await implementation.stored()).not.toContain(key);
      expect(implementation.pendingWrites()).toEqual([]);
    });

    it("a key with nothing stored reads as a missing file (ENOENT), not as another failure", async () => {
      const error = await firstReadError(storage.createReadStream(newKey()));
      expect(isMissingUpload(error)).toBe(true);
      expect(isMissingUpload(new Error("connection refused"))).toBe(false);
    });

    it("refuses a key that is not a server-made one", () => {
      expect(() => storage.createReadStream("../../etc/passwd")).toThrow(/not an upload key/);
      expect(() => storage.createWriteStream(`${newKey()}/x`)).toThrow(/not an upload key/);
    });
  });
}

describe("uploads checked on their way to S3 (ADR 0041's limits and checks)", () => {
  let storage: UploadStorage;
  beforeAll(() => void (storage = implementations[1]!.storage()));

  it("stores a PDF and refuses a renamed executable, leaving no object for it", async () => {
    const stored = await storeUpload(database.db, storage, {
      stream: Readable.from([pdf()]),
      fileName: "draft.pdf",
      kind: "draft",
    });
    if (!stored.ok) throw new Error(JSON.stringify(stored));
    expect(await s3.objectKeys()).toContain(`${PREFIX}/${stored.upload.token}`);
    const before = await s3.objectKeys();
    expect(
      await storeUpload(database.db, storage, { stream: Readable.from([exe()]), fileName: "cv.pdf", kind: "cv" }),
    ).toEqual({ ok: false, reason: "bad_content" });
    expect(await s3.objectKeys()).toEqual(before);
  });

  it("refuses a file over the limit mid-stream: the multipart upload is aborted and no object stays", async () => {
    const before = await s3.objectKeys();
    const abortsBefore = s3.abortsSeen();
    const big = generatedBytes(14 * MB, pdf());
    expect(
      await storeUpload(database.db, storage, { stream: big.stream, fileName: "big.pdf", kind: "draft" }, 12 * MB),
    ).toEqual({
      ok: false,
      reason: "too_large",
    });
    expect(await s3.objectKeys()).toEqual(before);
    expect(s3.abortsSeen()).toBeGreaterThan(abortsBefore);
    expect(s3.pendingMultipartUploads()).toEqual([]);
  });

  it("an upload whose client goes away leaves no object and no pending multipart upload", async () => {
    const before = await s3.objectKeys();
    const body = new Readable({ read() {} });
    body.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="draft"; filename="cut.pdf"\r\n\r\n`));
    body.push(pdf());
    for (let i = 0; i < 28; i++) body.push(randomBytes(256 * 1024));
    setTimeout(() => body.destroy(new Error("client went away")), 300);
    const request = new Request("http://localhost/en/psi", {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: Readable.toWeb(body) as ReadableStream<Uint8Array>,
      duplex: "half",
    } as RequestInit);
    await expect(
      readForm(request, { db: database.db, storage, files: [{ field: "draft", kind: "draft" }] }),
    ).rejects.toThrow();
    expect(await s3.objectKeys()).toEqual(before);
    expect(s3.pendingMultipartUploads()).toEqual([]);
  });

  it("a bucket that does not exist fails the upload at once, and a read with an error that is not 'missing'", async () => {
    const wrong = s3Storage("no-such-bucket");
    await expect(
      storeUpload(database.db, wrong, {
        stream: generatedBytes(12 * MB, pdf()).stream,
        fileName: "a.pdf",
        kind: "draft",
      }),
    ).rejects.toThrow(/bucket/i);
    await expect(
      storeUpload(database.db, wrong, { stream: Readable.from([pdf()]), fileName: "b.pdf", kind: "draft" }),
    ).rejects.toThrow(/bucket/i);
    const error = await firstReadError(wrong.createReadStream(newKey()));
    expect(error).toBeInstanceOf(Error);
    expect(isMissingUpload(error)).toBe(false);
  });

  it("streams a 100 MB file in and out holding a bounded amount of it in memory, whatever its size", async () => {
    // What stays alive, measured after full collections: the resident size would mostly show garbage not yet
    // collected, and s3rver's, which runs in this process.
    const collect = fullCollection();
    const live = () => {
      collect();
      const usage = process.memoryUsage();
      return usage.heapUsed + usage.arrayBuffers;
    };
    const baseline = live();
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, live())), 100);
    const file = generatedBytes(UPLOAD_MAX_BYTES, pdf());
    const stored = await storeUpload(database.db, storage, {
      stream: file.stream,
      fileName: "large.pdf",
      kind: "draft",
    });
    if (!stored.ok) throw new Error(JSON.stringify(stored));
    const read = await sha256Of(storage.createReadStream(stored.upload.token));
    clearInterval(sampler);
    expect(read).toEqual({ sha256: file.sha256(), size: UPLOAD_MAX_BYTES });
    // 27–38 MB measured: two 5 MB parts being sent, one being filled, and lib-storage's copies as it cuts them.
    expect(peak - baseline).toBeLessThan(50 * MB);
    await storage.remove(stored.upload.token);
  });
});

describe("UPLOAD_STORAGE in the configuration", () => {
  it("is the local disk by default and a bucket with an optional prefix when s3://…", () => {
    expect(readEnv({}).UPLOAD_STORAGE).toEqual({ kind: "file" });
    expect(readEnv({ UPLOAD_STORAGE: "file" }).UPLOAD_STORAGE).toEqual({ kind: "file" });
    expect(readEnv({ UPLOAD_STORAGE: "s3://opls-uploads", AWS_REGION: "eu-west-1" }).UPLOAD_STORAGE).toEqual({
      kind: "s3",
      bucket: "opls-uploads",
      prefix: "",
    });
    const withEndpoint = {
      UPLOAD_STORAGE: "s3://opls-uploads/site/files/",
      AWS_ENDPOINT_URL_S3: "http://127.0.0.1:9000",
    };
    expect(readEnv(withEndpoint).UPLOAD_STORAGE).toEqual({ kind: "s3", bucket: "opls-uploads", prefix: "site/files" });
  });

  it("stops the start with the variable's name for a malformed value", () => {
    for (const bad of ["s3://", "s3://Bad_Bucket", "s3://ab", "s3://bucket/../x", "/var/uploads", "gs://bucket"]) {
      expect(() => readEnv({ UPLOAD_STORAGE: bad, AWS_REGION: "eu-west-1" }), bad).toThrow(/UPLOAD_STORAGE/);
    }
    expect(() => readEnv({ UPLOAD_STORAGE: "s3://opls-uploads" })).toThrow(/AWS_REGION/);
    expect(() => readEnv({ UPLOAD_STORAGE: "s3://opls-uploads", AWS_ENDPOINT_URL: "minio:9000" })).toThrow(
      /AWS_ENDPOINT_URL/,
    );
    expect(() =>
      readEnv({ UPLOAD_STORAGE: "s3://opls-uploads", AWS_REGION: "eu-west-1", AWS_ACCESS_KEY_ID: "AKIA" }),
    ).toThrow(/AWS_SECRET_ACCESS_KEY/);
    // Without S3, the AWS variables are other programs' business.
    expect(readEnv({ AWS_ENDPOINT_URL: "minio:9000" }).UPLOAD_STORAGE).toEqual({ kind: "file" });
  });
});

describe("the site with UPLOAD_STORAGE=s3://… (over HTTP, production build)", () => {
  const saved: Record<string, string | undefined> = {};
  let site: Awaited<ReturnType<typeof startSite>>;
  let editorCookie: string;

  beforeAll(async () => {
    // startSite reads the environment, as the server does.
    const variables = {
      UPLOAD_STORAGE: `s3://${BUCKET}/${PREFIX}`,
      AWS_ENDPOINT_URL_S3: s3.endpoint,
      AWS_REGION: "us-east-1",
      AWS_ACCESS_KEY_ID: KEYS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    };
    for (const [name, value] of Object.entries(variables)) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    site = await startSite();
    const editor = await site.db
      .insertInto("users")
      .values({
        email: "s3-editor@example.org",
        username: "s3editor",
        password_hash: "!",
        full_name: "Sam Editor",
        role: "editor",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    editorCookie = `auth-token=${await startSession(site.db, editor.id, null)}`;
  });
  afterAll(async () => {
    await site?.stop();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it("stores a form's upload in the bucket, not on disk, serves it to an editor, and answers 404 once it is gone", async () => {
    const file = Buffer.concat([pdf(), randomBytes(6 * MB)]);
    const upload = await fetch(`${site.origin}/api/uploads?kind=draft`, {
      method: "POST",
      headers: { origin: site.origin, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="draft.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        file,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]),
    });
    expect(upload.status).toBe(200);
    const answer = (await upload.json()) as { ok: boolean; token: string; size: number };
    expect(answer).toMatchObject({ ok: true, size: file.length });
    expect(await s3.objectKeys()).toContain(`${PREFIX}/${answer.token}`);
    expect(filesIn(path.join(path.dirname(site.databasePath), "uploads"))).toEqual([]);

    const row = await site.db
      .selectFrom("uploads")
      .select("id")
      .where("storage_key", "=", answer.token)
      .executeTakeFirstOrThrow();
    const download = await fetch(`${site.origin}/uploads/${row.id}`, { headers: { cookie: editorCookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="draft.pdf"/);
    expect(Buffer.from(await download.arrayBuffer()).equals(file)).toBe(true);

    await s3.deleteObject(`${PREFIX}/${answer.token}`);
    const gone = await fetch(`${site.origin}/uploads/${row.id}`, { headers: { cookie: editorCookie } });
    expect(gone.status).toBe(404);
    await gone.arrayBuffer();
  });
});
