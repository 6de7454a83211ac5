import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { findFigureImages } from "@core/import-jats/find-figure-images";
import { makeFigureRenditions } from "@core/import-jats/make-figure-renditions";

/** An article whose translation shows the same figure names one image under two hrefs (ADR 0152). */
describe("one picture under two hrefs of a JATS article", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "opls-import-figures-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is read once and gets one set of renditions, which both hrefs show", async () => {
    writeFileSync(path.join(dir, "fig1.png"), await sharp({ create: { width: 640, height: 360, channels: 3, background: "#2a6f97" } }).png().toBuffer());
    writeFileSync(path.join(dir, "fig2.png"), await sharp({ create: { width: 640, height: 360, channels: 3, background: "#d9822b" } }).png().toBuffer());
    const hrefs = ["https://example.org/figures/fig1.png", "https://example.org/figures/cn/fig1.png", "fig2.png"];
    const images = await findFigureImages(path.join(dir, "article.xml"), hrefs);
    expect([...images.keys()]).toEqual(hrefs);
    expect(images.get(hrefs[1]!)!.data).toBe(images.get(hrefs[0]!)!.data);

    const { sources, files } = await makeFigureRenditions(images);
    expect(sources.get(hrefs[1]!)).toBe(sources.get(hrefs[0]!));
    expect(sources.get(hrefs[2]!)!.src).not.toBe(sources.get(hrefs[0]!)!.src);
    // Each picture's files once: no name twice.
    const names = files.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    expect(files.filter((f) => f.href === hrefs[0]).length).toBeGreaterThan(0);
    expect(files.filter((f) => f.href === hrefs[1])).toEqual([]);
  });
});
