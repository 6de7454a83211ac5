import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIGURE_WIDTHS, storeResponsiveImage } from "@core/images/store-responsive-image";
import { UPLOADED_IMAGES_PATH, uploadedImageSources } from "@core/images/uploaded-image-names";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "media-images-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const picture = (width: number, height: number, alpha = false) =>
  sharp({ create: { width, height, channels: alpha ? 4 : 3, background: { r: 30, g: 120, b: 90, alpha: alpha ? 0.5 : 1 } } });

/** The files and sizes of a result's renditions: "url 480w" → its file's pixel width. */
async function renditions(srcset: string): Promise<{ file: string; width: number; format: string | undefined; declared: number }[]> {
  return Promise.all(
    srcset.split(", ").map(async (candidate) => {
      const [url, w] = candidate.split(" ");
      const file = path.join(dir, path.basename(url!));
      const meta = await sharp(await readFile(file)).metadata();
      return { file, width: meta.width!, format: meta.format, declared: Number(w!.replace("w", "")) };
    }),
  );
}

describe("storeResponsiveImage (ADR 0105)", () => {
  it("writes AVIF and WebP renditions at each width below the image's own and a JPEG of the largest", async () => {
    const jpeg = await picture(2000, 1000).jpeg().toBuffer();
    const result = await storeResponsiveImage(jpeg, { dirs: [dir], widths: FIGURE_WIDTHS });
    if (!result.ok) throw new Error(result.problem);
    expect(result.image.width).toBe(1600);
    expect(result.image.height).toBe(800);
    expect(result.image.src).toMatch(new RegExp(`^${UPLOADED_IMAGES_PATH}/[0-9a-f]{32}-w480-960-1600\\.jpg$`));
    // ADR 0137: the fallback's address alone leads to both renditions' lists.
    expect(uploadedImageSources(result.image.src)).toEqual({ srcset: result.image.srcset, srcsetAvif: result.image.srcsetAvif });
    const sizes = await renditions(result.image.srcset);
    expect(sizes.map((s) => [s.declared, s.width, s.format])).toEqual([
      [480, 480, "webp"],
      [960, 960, "webp"],
      [1600, 1600, "webp"],
    ]);
    // AVIF (ADR 0133): sharp reads it as HEIF with the AV1 codec.
    const avif = await renditions(result.image.srcsetAvif);
    expect(avif.map((s) => [s.declared, s.width, s.format])).toEqual([
      [480, 480, "heif"],
      [960, 960, "heif"],
      [1600, 1600, "heif"],
    ]);
    expect(avif.every((s) => s.file.endsWith(".avif"))).toBe(true);
    expect((await sharp(await readFile(avif[0]!.file)).metadata()).compression).toBe("av1");
    const fallback = await sharp(await readFile(path.join(dir, path.basename(result.image.src)))).metadata();
    expect([fallback.format, fallback.width]).toEqual(["jpeg", 1600]);
    expect(result.created).toHaveLength(7);
  });

  it("never enlarges a small image, keeps PNG transparency and stores an image once", async () => {
    const png = await picture(600, 300, true).png().toBuffer();
    const first = await storeResponsiveImage(png, { dirs: [dir], widths: FIGURE_WIDTHS });
    if (!first.ok) throw new Error(first.problem);
    expect([first.image.width, first.image.height]).toEqual([600, 300]);
    expect(first.image.src).toMatch(/\.png$/);
    expect((await renditions(first.image.srcset)).map((s) => s.width)).toEqual([480, 600]);
    const again = await storeResponsiveImage(png, { dirs: [dir], widths: FIGURE_WIDTHS });
    expect(again.ok && again.image).toEqual(first.image);
    expect(again.ok && again.created).toEqual([]);
  });

  it("turns a photo upright and drops its metadata", async () => {
    // Stored 400×200 with EXIF orientation 6 (turn a quarter clockwise): upright it is 200×400.
    const photo = await picture(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "Lab camera" } } })
      .toBuffer();
    const result = await storeResponsiveImage(photo, { dirs: [dir], widths: FIGURE_WIDTHS });
    if (!result.ok) throw new Error(result.problem);
    expect([result.image.width, result.image.height]).toEqual([200, 400]);
    const meta = await sharp(await readFile(path.join(dir, path.basename(result.image.src)))).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it("reads TIFF", async () => {
    const tiff = await picture(300, 300).tiff().toBuffer();
    const result = await storeResponsiveImage(tiff, { dirs: [dir], widths: FIGURE_WIDTHS });
    expect(result.ok && result.image.width).toBe(300);
  });

  it("refuses a file that is not an image, and writes nothing", async () => {
    const before = await readdir(dir);
    const result = await storeResponsiveImage(Buffer.from("%PDF-1.4 not a picture"), { dirs: [dir], widths: FIGURE_WIDTHS });
    expect(result).toEqual({ ok: false, problem: "not-image" });
    expect(await readdir(dir)).toEqual(before);
  });

  it("refuses an image of too many pixels from its header, before decoding it", async () => {
    // A small PNG whose header claims 20,000 × 20,000 pixels (a decompression bomb's shape).
    const png = Buffer.from(await picture(10, 10).png().toBuffer());
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    expect(await storeResponsiveImage(png, { dirs: [dir], widths: FIGURE_WIDTHS })).toEqual({ ok: false, problem: "too-large" });
  });
});

describe("storeResponsiveImage with a shape (issue covers)", () => {
  it("crops to the shape without enlarging", async () => {
    const wide = await picture(1000, 400).jpeg().toBuffer();
    const result = await storeResponsiveImage(wide, { dirs: [dir], widths: [240, 480], aspect: 3 / 4 });
    if (!result.ok) throw new Error(result.problem);
    // 400 px high gives at most a 300 × 400 crop.
    expect([result.image.width, result.image.height]).toEqual([300, 400]);
    expect(result.image.srcset).toMatch(/ 240w, .* 300w$/);
  });
});
