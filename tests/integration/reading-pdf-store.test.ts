import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DATABASES, type TestDatabase } from "./databases";
import { pingDatabase } from "@core/db/client";
import { startSession } from "@core/users/start-session";
import { consumeRateLimit } from "@core/rate-limit/consume-rate-limit";
import { PDF_GENERATION_RATE_LIMIT, pdfRenderCounts } from "@core/protocols/export/obtain-protocol-pdf";
import { closePdfRenderPool } from "@core/protocols/export/pdf-render-pool";
import { loader } from "~/routes/bpdetail-pdf";

/**
 * PDFs are rendered once per protocol version in a render process (ADR 0155), stored, and served with an ETag; rendering
 * is limited per reader (issue 12 §6, ADR 0083). Through the route's loader against a real database.
 */
afterAll(async () => {
  await closePdfRenderPool();
});

for (const target of DATABASES) {
  describe.skipIf(!target.available)(`protocol PDFs on ${target.name}`, () => {
    let t: TestDatabase;
    let pdfDir: string;
    let ids: number[];
    const tokens: string[] = [];
    const userIds: number[] = [];

    async function download(id: number, options: { lang?: string; token?: string | null; headers?: Record<string, string> } = {}): Promise<Response> {
      const lang = options.lang ?? "en";
      const token = options.token === undefined ? tokens[0] : options.token;
      const headers = new Headers(options.headers);
      if (token) headers.set("Cookie", `auth-token=${token}`);
      const request = new Request(`http://localhost/${lang}/bpdetail/pdf?id=${id}&type=bp`, { headers });
      const result = await loader({ request, params: { lang }, context: { db: t.db, publicUrl: "http://localhost", cspNonce: "n" } } as never);
      return result as Response;
    }

    beforeAll(async () => {
      t = await target.create({ protocols: 60, today: "2026-11-21" });
      pdfDir = mkdtempSync(path.join(tmpdir(), "opls-pdfs-"));
      process.env.PDF_DIR = pdfDir;
      const rows = await t.db.selectFrom("protocols").select("id").where("kind", "=", "bp").where("status", "=", "published").orderBy("id").limit(6).execute();
      ids = rows.map((r) => r.id);
      for (const n of [1, 2, 3]) {
        const user = await t.db
          .insertInto("users")
          .values({ email: `pdf${n}@example.org`, username: `pdf${n}`, password_hash: "x" })
          .returning("id")
          .executeTakeFirstOrThrow();
        userIds.push(user.id);
        tokens.push(await startSession(t.db, user.id, null));
      }
    });
    afterAll(async () => {
      await t?.drop();
      rmSync(pdfDir, { recursive: true, force: true });
    });

    it("keeps PDFs for signed-in readers only (SPEC §1, §6)", async () => {
      const response = await download(ids[0]!, { token: null });
      expect(response.status).toBe(403);
      expect(await response.text()).toBe("Please log in or register for free to copy/paste or download protocols.");
    });

    it("renders a PDF once and serves the stored bytes afterwards, to every reader", async () => {
      const before = pdfRenderCounts.started;
      const first = await download(ids[0]!);
      expect(first.status).toBe(200);
      expect(first.headers.get("Content-Type")).toBe("application/pdf");
      const bytes = Buffer.from(await first.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      expect(pdfRenderCounts.started).toBe(before + 1);
      const etag = first.headers.get("ETag");
      expect(etag).toMatch(/^"[\w-]{43}"$/);

      const second = await download(ids[0]!, { token: tokens[1] });
      expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true);
      expect(second.headers.get("ETag")).toBe(etag);
      expect(pdfRenderCounts.started).toBe(before + 1);
    });

    it("answers If-None-Match with 304 and no body, and a stale tag with the PDF", async () => {
      const etag = (await download(ids[0]!)).headers.get("ETag")!;
      const notModified = await download(ids[0]!, { headers: { "If-None-Match": `"other", ${etag}` } });
      expect(notModified.status).toBe(304);
      expect(notModified.headers.get("ETag")).toBe(etag);
      expect(await notModified.text()).toBe("");
      const stale = await download(ids[0]!, { headers: { "If-None-Match": '"not-this-one"' } });
      expect(stale.status).toBe(200);
      // Even a 304 needs a signed-in reader.
      expect((await download(ids[0]!, { token: null, headers: { "If-None-Match": etag } })).status).toBe(403);
    });

    it("renders a new PDF when the protocol changes", async () => {
      const old = await download(ids[0]!);
      const oldTag = old.headers.get("ETag");
      const before = pdfRenderCounts.started;
      await t.db.updateTable("protocols").set({ title_en: "A Corrected Title for the PDF Store Test" }).where("id", "=", ids[0]!).execute();
      const changed = await download(ids[0]!);
      expect(changed.status).toBe(200);
      expect(pdfRenderCounts.started).toBe(before + 1);
      expect(changed.headers.get("ETag")).not.toBe(oldTag);
      // A reader holding the old copy gets the new one, not a 304.
      expect((await download(ids[0]!, { headers: { "If-None-Match": oldTag! } })).status).toBe(200);
    });

    it("renders once for concurrent requests of the same new PDF", async () => {
      const before = pdfRenderCounts.started;
      const responses = await Promise.all([0, 1, 2, 0, 1, 2].map((u) => download(ids[1]!, { token: tokens[u] })));
      expect(pdfRenderCounts.started).toBe(before + 1);
      expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(new Set(responses.map((r) => r.headers.get("ETag"))).size).toBe(1);
    });

    it("limits how many PDFs one reader generates, in the page's language, but not stored downloads", async () => {
      expect((await download(ids[1]!, { token: tokens[0] })).status).toBe(200);
      // Use up the reader's allowance (they may already have started a render above).
      let taken = 0;
      while (await consumeRateLimit(t.db, `pdf-render:${userIds[2]}`, PDF_GENERATION_RATE_LIMIT)) taken += 1;
      expect(taken).toBeGreaterThanOrEqual(PDF_GENERATION_RATE_LIMIT.limit - 1);
      expect(taken).toBeLessThanOrEqual(PDF_GENERATION_RATE_LIMIT.limit);
      const before = pdfRenderCounts.started;
      const en = await download(ids[2]!, { token: tokens[2] });
      expect(en.status).toBe(429);
      expect(Number(en.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await en.text()).toBe("You have generated too many PDFs recently. Please try again later.");
      const cn = await download(ids[2]!, { token: tokens[2], lang: "cn" });
      expect(cn.status).toBe(429);
      expect(await cn.text()).toBe("您近期生成的 PDF 过多，请稍后再试。");
      expect(pdfRenderCounts.started).toBe(before);
      // A stored PDF still downloads, and another reader may generate the new one.
      expect((await download(ids[1]!, { token: tokens[2] })).status).toBe(200);
      expect((await download(ids[2]!, { token: tokens[1] })).status).toBe(200);
    });

    it("keeps the event loop free while a PDF renders", async () => {
      // A long protocol without figures: rendered on the main thread, its layout would be one synchronous block.
      const step = (n: number) => ({ content: [{ t: "text" as const, v: `Step ${n}: centrifuge the lysate at 14,000 × g for 10 min at 4 °C, then move the supernatant to a fresh tube on ice. `.repeat(3) }] });
      const long = { sections: [{ kind: "procedure", blocks: [{ type: "steps", items: Array.from({ length: 800 }, (_, n) => step(n + 1)) }] }], references: [] };
      await t.db.updateTable("protocol_bodies").set({ body: JSON.stringify(long) }).where("protocol_id", "=", ids[3]!).execute();
      const before = pdfRenderCounts.started;
      const finishedBefore = pdfRenderCounts.finished;
      let pdfDone = false;
      const pdf = download(ids[3]!).then((r) => {
        pdfDone = true;
        return r;
      });
      await vi.waitUntil(() => pdfRenderCounts.started > before, { timeout: 30_000, interval: 1 });
      // What /healthz does, started while the render is under way, with a turn of the event loop (an
      // HTTP request needs one; SQLite alone answers within promise callbacks): it must finish first.
      await new Promise((resolve) => setImmediate(resolve));
      await pingDatabase(t.db);
      expect(pdfDone).toBe(false);
      expect(pdfRenderCounts.finished).toBe(finishedBefore);
      expect((await pdf).status).toBe(200);
    });
  });
}
