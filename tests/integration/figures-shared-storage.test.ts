import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResponsiveImage } from "@core/images/make-responsive-image";
import { storeResponsiveImage, FIGURE_WIDTHS } from "@core/images/store-responsive-image";
import type { UploadStorage } from "@core/uploads/upload-storage";
import { readEnv } from "../../server/env";
import { createFormsServices } from "../../server/forms-services";
import { startSite, type RunningSite } from "./http-server";
import { BUCKET, KEYS, startFakeS3, type FakeS3 } from "./s3-test-server";

/**
 * ADR 0128: a figure or cover stored through one node is written into that node's own public folders and into
 * the shared storage (the uploads' bucket or UPLOAD_DIR); a node whose folders lack it serves it from there. Here
 * the image is stored into a folder no site serves (another node's), and the site must answer it all the same.
 */
const root = path.resolve(import.meta.dirname, "../..");
const PREFIX = "journal/uploads";

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3?.stop();
});

async function photo(): Promise<Buffer> {
  // A gradient, so the renditions differ in size and content.
  const width = 1200;
  const height = 800;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) pixels.set([i % 251, (i >> 4) % 256, 90], i * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg().toBuffer();
}

const setups: { name: string; env: () => Record<string, string> }[] = [
  { name: "the local disk (UPLOAD_DIR, shared between nodes)", env: () => ({}) },
  {
    name: "an S3 bucket (UPLOAD_STORAGE=s3://…)",
    env: () => ({
      UPLOAD_STORAGE: `s3://${BUCKET}/${PREFIX}`,
      AWS_ENDPOINT_URL_S3: s3.endpoint,
      AWS_REGION: "us-east-1",
      AWS_ACCESS_KEY_ID: KEYS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    }),
  },
];

for (const setup of setups) {
  describe(`figures on ${setup.name}`, () => {
    const saved: Record<string, string | undefined> = {};
    let site: RunningSite;
    let shared: UploadStorage;
    let image: ResponsiveImage;
    const otherNode = mkdtempSync(path.join(tmpdir(), "opls-other-node-"));

    beforeAll(async () => {
      // startSite reads the environment, as the server does.
      for (const [name, value] of Object.entries(setup.env())) {
        saved[name] = process.env[name];
        process.env[name] = value;
      }
      site = await startSite();
      // The same storage the site uses (startSite keeps UPLOAD_DIR beside its database).
      const uploadDir = path.join(path.dirname(site.databasePath), "uploads");
      shared = createFormsServices(readEnv({ ...process.env, UPLOAD_DIR: uploadDir, SMTP_URL: "" }), root).figures;
      const stored = await storeResponsiveImage(await photo(), { dirs: [otherNode], shared, widths: FIGURE_WIDTHS });
      if (!stored.ok) throw new Error(stored.problem);
      image = stored.image;
    });
    afterAll(async () => {
      await site?.stop();
      rmSync(otherNode, { recursive: true, force: true });
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    });

    it("serves every rendition another node stored, byte for byte, kept a year", async () => {
      const urls = [image.src, ...`${image.srcset}, ${image.srcsetAvif}`.split(", ").map((candidate) => candidate.split(" ")[0]!)];
      expect(urls.length).toBe(2 * FIGURE_WIDTHS.length + 1);
      for (const url of urls) {
        const answer = await fetch(`${site.origin}${url}`);
        expect(answer.status, url).toBe(200);
        expect(answer.headers.get("content-type"), url).toBe({ webp: "image/webp", avif: "image/avif", jpg: "image/jpeg" }[url.split(".").at(-1)!]);
        expect(answer.headers.get("cache-control"), url).toBe("public, max-age=31536000, immutable");
        const local = await import("node:fs/promises").then((fs) => fs.readFile(path.join(otherNode, path.basename(url))));
        expect(Buffer.from(await answer.arrayBuffer()).equals(local), url).toBe(true);
      }
    });

    it("answers the site's 404 for a figure nobody stored, a name it never writes, or another folder", async () => {
      const name = path.basename(image.src);
      for (const url of [
        `/figures/uploaded/${"0".repeat(32)}.jpg`,
        `/figures/uploaded/${name.replace(".jpg", ".png")}`,
        `/figures/uploaded/${name}.exe`,
        `/figures/uploaded/..%2F${name}`,
        `/figures/private/${name}`,
      ]) {
        const answer = await fetch(`${site.origin}${url}`);
        expect(answer.status, url).toBe(404);
        expect(answer.headers.get("content-type"), url).toMatch(/^text\/html/);
        await answer.arrayBuffer();
      }
    });
  });
}
