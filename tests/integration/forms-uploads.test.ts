import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASES, type TestDatabase } from "./databases";
import { UPLOAD_MAX_BYTES } from "@core/config/constants";
import { createFileUploadStorage, type UploadStorage } from "@core/uploads/upload-storage";
import { storeUpload } from "@core/uploads/store-upload";
import { findUploadByToken } from "@core/uploads/find-upload-by-token";
import { deleteUnclaimedUploads } from "@core/uploads/delete-unclaimed-uploads";
import { readForm } from "~/lib/forms/read-form.server";
import { exe, ooxml, pdf } from "../fixtures/forms-files";

const BOUNDARY = "----oplsTestBoundary7MA4YWxkTrZu0gW";
const CHUNK = Buffer.alloc(64 * 1024, 0x20);

/** `size` bytes of a PDF, generated chunk by chunk (never whole in memory). */
async function* pdfBytes(size: number): AsyncGenerator<Buffer> {
  const head = pdf();
  yield head;
  let left = size - head.length;
  while (left > 0) {
    const n = Math.min(left, CHUNK.length);
    yield n === CHUNK.length ? CHUNK : CHUNK.subarray(0, n);
    left -= n;
  }
}

/** A multipart body with text fields and one file, streamed. */
async function* multipart(
  fields: Record<string, string>,
  file: { field: string; name: string; bytes: AsyncIterable<Buffer> },
): AsyncGenerator<Buffer> {
  for (const [name, value] of Object.entries(fields)) {
    yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  }
  yield Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  yield* file.bytes;
  yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
}

function request(body: AsyncIterable<Buffer> | Readable): Request {
  const stream = body instanceof Readable ? body : Readable.from(body);
  return new Request("http://localhost/en/psi", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body: Readable.toWeb(stream) as ReadableStream<Uint8Array>,
    duplex: "half",
  } as RequestInit);
}

function filesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`uploads on ${target.name}`, () => {
    let t: TestDatabase;
    let dir: string;
    let storage: UploadStorage;

    beforeAll(async () => {
      t = await target.create();
      dir = mkdtempSync(path.join(tmpdir(), "opls-uploads-"));
      storage = createFileUploadStorage(dir);
    });
    afterAll(async () => {
      await t?.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    it("streams a form's file to storage under a server-generated name, with the other fields", async () => {
      const docx = ooxml("docx");
      const read = await readForm(
        request(
          multipart(
            { firstName: "Ana", email: "ana@example.org" },
            { field: "draft", name: "../../My draft.docx", bytes: Readable.from([docx]) },
          ),
        ),
        {
          db: t.db,
          storage,
          files: [{ field: "draft", kind: "draft" }],
        },
      );
      expect(read.values).toEqual({ firstName: "Ana", email: "ana@example.org" });
      const stored = read.files.draft;
      if (!stored?.ok) throw new Error(JSON.stringify(stored));
      expect(stored.upload).toMatchObject({ name: "My draft.docx", size: docx.length });
      expect(stored.upload.token).toMatch(/^[a-f0-9]{32}$/);
      const onDisk = filesIn(dir);
      expect(onDisk).toHaveLength(1);
      expect(path.basename(onDisk[0]!)).toBe(stored.upload.token);
      expect(await findUploadByToken(t.db, stored.upload.token, "draft")).toMatchObject({
        id: stored.upload.id,
        name: "My draft.docx",
      });
      expect(await findUploadByToken(t.db, stored.upload.token, "cv")).toBeNull();
      const row = await t.db
        .selectFrom("uploads")
        .selectAll()
        .where("id", "=", stored.upload.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ extension: "docx", purpose: "draft", size_bytes: docx.length });
      expect(row.sha256).toMatch(/^[a-f0-9]{64}$/);
    });

    it("refuses a file over 100 MB and removes what it had written", async () => {
      const before = filesIn(dir).length;
      const result = await storeUpload(t.db, storage, {
        stream: Readable.from(pdfBytes(UPLOAD_MAX_BYTES + 1)),
        fileName: "big.pdf",
        kind: "draft",
      });
      expect(result).toEqual({ ok: false, reason: "too_large" });
      expect(filesIn(dir)).toHaveLength(before);
    });

    it("refuses an oversized file in a form post but keeps reading the form's other fields", async () => {
      const before = filesIn(dir).length;
      const read = await readForm(
        request(
          multipart(
            { email: "a@example.org" },
            { field: "draft", name: "big.pdf", bytes: pdfBytes(UPLOAD_MAX_BYTES + 1) },
          ),
        ),
        { db: t.db, storage, files: [{ field: "draft", kind: "draft" }] },
      );
      expect(read.files.draft).toEqual({ ok: false, reason: "too_large" });
      expect(read.values.email).toBe("a@example.org");
      expect(filesIn(dir)).toHaveLength(before);
    });

    it("takes a 100 MB file with memory growth far below its size", async () => {
      global.gc?.();
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
      const read = await readForm(
        request(
          multipart(
            { email: "a@example.org" },
            { field: "draft", name: "exactly-100MB.pdf", bytes: pdfBytes(UPLOAD_MAX_BYTES) },
          ),
        ),
        {
          db: t.db,
          storage,
          files: [{ field: "draft", kind: "draft" }],
        },
      );
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      const stored = read.files.draft;
      if (!stored?.ok) throw new Error(JSON.stringify(stored));
      expect(stored.upload.size).toBe(UPLOAD_MAX_BYTES);
      expect(statSync(filesIn(dir).find((f) => f.endsWith(stored.upload.token))!).size).toBe(UPLOAD_MAX_BYTES);
      expect(peak - baseline).toBeLessThan(50 * 1024 * 1024);
      await storage.remove(stored.upload.token);
    });

    it("refuses a wrong extension, a renamed executable and an empty file", async () => {
      const before = filesIn(dir).length;
      expect(
        await storeUpload(t.db, storage, { stream: Readable.from([pdf()]), fileName: "cv.txt", kind: "cv" }),
      ).toEqual({ ok: false, reason: "bad_extension" });
      expect(
        await storeUpload(t.db, storage, { stream: Readable.from([exe()]), fileName: "cv.pdf", kind: "cv" }),
      ).toEqual({ ok: false, reason: "bad_content" });
      expect(
        await storeUpload(t.db, storage, { stream: Readable.from([exe()]), fileName: "setup.exe", kind: "draft" }),
      ).toEqual({ ok: false, reason: "bad_extension" });
      expect(
        await storeUpload(t.db, storage, { stream: Readable.from([]), fileName: "empty.pdf", kind: "draft" }),
      ).toEqual({ ok: false, reason: "empty" });
      expect(filesIn(dir)).toHaveLength(before);
    });

    it("removes the partial file of an upload cut off midway", async () => {
      const before = filesIn(dir).length;
      const body = new Readable({ read() {} });
      body.push(
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="draft"; filename="cut.pdf"\r\n\r\n`),
      );
      body.push(pdf());
      body.push(Buffer.alloc(512 * 1024, 0x20));
      setTimeout(() => body.destroy(new Error("client went away")), 50);
      await expect(
        readForm(request(body), { db: t.db, storage, files: [{ field: "draft", kind: "draft" }] }),
      ).rejects.toThrow();
      expect(filesIn(dir)).toHaveLength(before);
    });

    it("deletes day-old uploads that no form refers to, and keeps the others", async () => {
      const orphan = await storeUpload(t.db, storage, {
        stream: Readable.from([pdf()]),
        fileName: "orphan.pdf",
        kind: "draft",
      });
      const claimed = await storeUpload(t.db, storage, {
        stream: Readable.from([pdf()]),
        fileName: "kept.pdf",
        kind: "draft",
      });
      const fresh = await storeUpload(t.db, storage, {
        stream: Readable.from([pdf()]),
        fileName: "fresh.pdf",
        kind: "draft",
      });
      if (!orphan.ok || !claimed.ok || !fresh.ok) throw new Error("store failed");
      await t.db
        .insertInto("presubmission_inquiries")
        .values({
          first_name: "A",
          middle_name: "",
          last_name: "B",
          department: "",
          affiliation: "C",
          city: "",
          country: "D",
          email: "a@example.org",
          is_corresponding: 0,
          proposed_title: "T",
          validation_method: "validation_data",
          doi_or_url: "",
          draft_upload_id: claimed.upload.id,
          manuscript_status: "complete",
          language: "en",
          idempotency_key: "cleanup-test-key-0001",
        })
        .execute();
      const old = "2000-01-01T00:00:00.000Z";
      await t.db
        .updateTable("uploads")
        .set({ created_at: old })
        .where("id", "in", [orphan.upload.id, claimed.upload.id])
        .execute();
      const deleted = await deleteUnclaimedUploads(t.db, storage);
      expect(deleted).toBeGreaterThanOrEqual(1);
      const ids = (await t.db.selectFrom("uploads").select("id").execute()).map((r) => r.id);
      expect(ids).not.toContain(orphan.upload.id);
      expect(ids).toContain(claimed.upload.id);
      expect(ids).toContain(fresh.upload.id);
      expect(filesIn(dir).some((f) => f.endsWith(orphan.upload.token))).toBe(false);
      expect(filesIn(dir).some((f) => f.endsWith(claimed.upload.token))).toBe(true);
    });
  });
}
