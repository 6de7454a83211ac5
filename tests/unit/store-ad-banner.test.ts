import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeAdBanner } from "@core/editorial/ads/store-ad-banner";
import { uploadedImageSources } from "@core/images/uploaded-image-names";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "ad-banners-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 192, g: 57, b: 43 } } }).png().toBuffer();

describe("storeAdBanner (ADR 0113, 0137)", () => {
  it("stores a banner at its box's width and twice it, and the page finds both from the fallback's name", async () => {
    const stored = await storeAdBanner(await png(1940, 180), "bottom", "pc", [dir]);
    if (!stored.ok) throw new Error(stored.problem);
    expect(stored.src).toMatch(/-w970-1940\.jpg$/);
    expect(uploadedImageSources(stored.src)?.srcsetAvif).toMatch(/-970\.avif 970w, .*-1940\.avif 1940w$/);
    expect(stored.created).toHaveLength(5);
  });

  it("never enlarges: a banner of the box's own size has one rendition", async () => {
    const stored = await storeAdBanner(await png(640, 100), "bottom", "mobile", [dir]);
    if (!stored.ok) throw new Error(stored.problem);
    expect(stored.src).toMatch(/-w640\.jpg$/);
    expect(uploadedImageSources(stored.src)?.srcset).toMatch(/^\S+-640\.webp 640w$/);
  });

  it("refuses a banner of another shape or narrower than its box", async () => {
    expect(await storeAdBanner(await png(970, 200), "bottom", "pc", [dir])).toEqual({ ok: false, problem: "shape", width: 970, height: 200 });
    expect(await storeAdBanner(await png(485, 45), "bottom", "pc", [dir])).toEqual({ ok: false, problem: "small", width: 485, height: 45 });
  });
});
