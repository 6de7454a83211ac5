import { afterAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cachedFigureBytes, FIGURE_CACHE_BYTES, loadFigureImage } from "@core/protocols/export/load-figure-image";

/** A render thread keeps the figures it rasterised, within FIGURE_CACHE_BYTES (load-figure-image.ts). */
describe("the figures a PDF render thread keeps", () => {
  const publicDir = mkdtempSync(path.join(tmpdir(), "opls-figures-"));
  mkdirSync(path.join(publicDir, "figures"));
  afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

  it("keeps a figure once read, and never more than the limit's bytes however many figures are asked for", async () => {
    const size = 1024 * 1024;
    const count = Math.ceil((FIGURE_CACHE_BYTES * 2.5) / size);
    for (let i = 0; i < count; i++) writeFileSync(path.join(publicDir, "figures", `f${i}.jpg`), Buffer.alloc(size, i));
    for (let i = 0; i < count; i++) {
      const first = await loadFigureImage(publicDir, `/figures/f${i}.jpg`);
      expect(first?.byteLength).toBe(size);
      // Kept: the second ask is answered with the same bytes, not read again.
      expect(await loadFigureImage(publicDir, `/figures/f${i}.jpg`)).toBe(first);
      expect(cachedFigureBytes()).toBeLessThanOrEqual(FIGURE_CACHE_BYTES);
    }
    expect(cachedFigureBytes()).toBeGreaterThan(0);
  });

  it("rasterises an SVG figure to a JPEG, and answers null outside the public folder", async () => {
    const jpeg = await loadFigureImage(path.resolve("public"), "/figures/western-blot.svg");
    expect(jpeg?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(await loadFigureImage(publicDir, "/figures/../../etc/passwd")).toBeNull();
    expect(await loadFigureImage(publicDir, "figures/f0.jpg")).toBeNull();
  });
});
