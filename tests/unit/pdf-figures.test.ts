import { afterAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { cachedFigureBytes, FIGURE_CACHE_BYTES, loadPdfFigure } from "@core/protocols/export/load-pdf-figure";
import { markChineseRuns } from "@core/protocols/export/draw-svg-figure";

/** What a PDF render process makes of a figure, and what it keeps (load-pdf-figure.ts, ADR 0151). */
describe("the figures of a PDF render process", () => {
  const publicDir = mkdtempSync(path.join(tmpdir(), "opls-figures-"));
  mkdirSync(path.join(publicDir, "figures"));
  afterAll(() => rmSync(publicDir, { recursive: true, force: true }));
  const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

  it("keeps a figure once read, and never more than the limit's bytes however many figures are asked for", async () => {
    const size = 1024 * 1024;
    const count = Math.ceil((FIGURE_CACHE_BYTES * 2.5) / size);
    for (let i = 0; i < count; i++) {
      writeFileSync(path.join(publicDir, "figures", `f${i}.jpg`), Buffer.concat([JPEG_START, Buffer.alloc(size - 4, i)]));
    }
    for (let i = 0; i < count; i++) {
      const first = await loadPdfFigure(publicDir, `/figures/f${i}.jpg`);
      expect(first?.kind === "image" && first.bytes.byteLength).toBe(size);
      // Kept: the second ask is answered with the same bytes, not read again.
      expect(await loadPdfFigure(publicDir, `/figures/f${i}.jpg`)).toBe(first);
      expect(cachedFigureBytes()).toBeLessThanOrEqual(FIGURE_CACHE_BYTES);
    }
    expect(cachedFigureBytes()).toBeGreaterThan(0);
  });

  it("gives an SVG figure as its text, to be drawn as vectors, and a PNG as it is", async () => {
    const svg = await loadPdfFigure(path.resolve("public"), "/figures/western-blot.svg");
    expect(svg).toEqual({ kind: "svg", svg: readFileSync("public/figures/western-blot.svg", "utf8") });
    const png = await sharp({ create: { width: 4, height: 3, channels: 4, background: "#0b5f7a80" } }).png().toBuffer();
    writeFileSync(path.join(publicDir, "figures", "alpha.png"), png);
    expect(await loadPdfFigure(publicDir, "/figures/alpha.png")).toEqual({ kind: "image", bytes: png });
  });

  it("converts a picture PDFKit cannot embed (WebP, GIF) to a JPEG, and answers null outside the public folder", async () => {
    const webp = await sharp({ create: { width: 4, height: 3, channels: 3, background: "#0b5f7a" } }).webp().toBuffer();
    writeFileSync(path.join(publicDir, "figures", "old.webp"), webp);
    const figure = await loadPdfFigure(publicDir, "/figures/old.webp");
    expect(figure?.kind === "image" && figure.bytes.subarray(0, 3)).toEqual(JPEG_START.subarray(0, 3));
    expect(await loadPdfFigure(publicDir, "/figures/../../etc/passwd")).toBeNull();
    expect(await loadPdfFigure(publicDir, "figures/f0.jpg")).toBeNull();
  });

  it("draws a Chinese label's Chinese in the Chinese font, and what that font lacks (⁺) in the label's own", () => {
    const lacksPlus = (char: string) => char !== "⁺";
    const svg = `<svg><title>流式</title><text x="1" font-weight="bold">CD4⁺ T 细胞</text><text>FSC-A</text><text>峰<tspan>⁺</tspan></text></svg>`;
    expect(markChineseRuns(svg, lacksPlus)).toBe(
      `<svg><title>流式</title><text x="1" font-weight="bold"><tspan font-family="opls-chinese-run">CD4</tspan>⁺` +
        `<tspan font-family="opls-chinese-run"> T 细胞</tspan></text><text>FSC-A</text>` +
        `<text><tspan font-family="opls-chinese-run">峰</tspan><tspan>⁺</tspan></text></svg>`,
    );
  });
});
