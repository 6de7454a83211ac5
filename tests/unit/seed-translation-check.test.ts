import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { AUTHORED_PROTOCOLS } from "@seed/content/protocols";
import { AUTHORED_TRANSLATIONS } from "@seed/content/protocols-cn";
import { checkTranslation } from "@seed/content/check-translation";
import { authoredToBody, DEMO_FIGURE_SIZE, translatedBody } from "@seed/content/to-body";
import type { AuthoredTranslation } from "@seed/content/types";

const english = AUTHORED_PROTOCOLS[0]!;
/** A "translation" that is the English text itself: the right structure by construction. */
const mirror = (): AuthoredTranslation => ({ slug: english.slug, sections: structuredClone(english.sections) });

describe("a Chinese full text has the English text's structure (issue 17 §2)", () => {
  it("accepts the same structure with other words", () => {
    expect(() => checkTranslation(english, mirror())).not.toThrow();
  });

  it("refuses a missing block, a moved citation, a changed figure and a changed catalogue number", () => {
    const dropped = mirror();
    dropped.sections[0]!.blocks.pop();
    expect(() => checkTranslation(english, dropped)).toThrow(/blocks/);

    const withCitation = english.sections.findIndex((s) => s.blocks.some((b) => "p" in b && /\[\d+\]/.test(b.p)));
    const moved = mirror();
    const block = moved.sections[withCitation]!.blocks.find((b) => "p" in b && /\[\d+\]/.test(b.p)) as { p: string };
    block.p = block.p.replace(/\[\d+\]/g, "");
    expect(() => checkTranslation(english, moved)).toThrow(/differs from the English/);

    const figureAt = english.sections.findIndex((s) => s.blocks.some((b) => "figure" in b));
    if (figureAt >= 0) {
      const refigured = mirror();
      const figure = refigured.sections[figureAt]!.blocks.find((b) => "figure" in b) as { figure: { src: string } };
      figure.figure.src = "/figures/other.svg";
      expect(() => checkTranslation(english, refigured)).toThrow(/differs from the English/);
      // The same figure's Chinese rendition is the same figure; another one's is not.
      figure.figure.src = figure.figure.src.replace("/figures/", "/figures/cn/");
      expect(() => checkTranslation(english, refigured)).toThrow(/differs from the English/);
      const englishSrc = (english.sections[figureAt]!.blocks.find((b) => "figure" in b) as { figure: { src: string } }).figure.src;
      figure.figure.src = englishSrc.replace("/figures/", "/figures/cn/");
      expect(() => checkTranslation(english, refigured)).not.toThrow();
    }

    const materialsAt = english.sections.findIndex((s) => s.blocks.some((b) => "materials" in b));
    const recatalogued = mirror();
    const materials = recatalogued.sections[materialsAt]!.blocks.find((b) => "materials" in b) as { materials: { catalog: string }[] };
    materials.materials[0]!.catalog = "X-0000";
    expect(() => checkTranslation(english, recatalogued)).toThrow(/differs from the English/);
  });

  it("every Chinese full text in the seed is aligned and becomes a valid body", () => {
    for (const protocol of AUTHORED_PROTOCOLS) {
      if (!AUTHORED_TRANSLATIONS.has(protocol.slug)) continue;
      const body = translatedBody(protocol)!;
      expect(body.sections.length).toBe(protocol.sections.length);
      // Chinese words in the procedure: a real translation, not the English copied.
      const procedure = JSON.stringify(body.sections.find((s) => s.kind === "procedure"));
      expect(procedure, protocol.slug).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it("shows every figure from the site's files, a Chinese text its Chinese rendition with Chinese labels", () => {
    const figures = (sections: { blocks: object[] }[]) =>
      sections.flatMap((s) => s.blocks.flatMap((b) => ("figure" in b ? [(b as { figure: { src: string } }).figure.src] : [])));
    // Drawn on the canvas the bodies give as the figure's size (the page reserves its box).
    const sizeOf = (src: string) => readFileSync(path.join("public", src), "utf8").match(/<svg\b[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/)?.slice(1).map(Number);
    for (const protocol of AUTHORED_PROTOCOLS) {
      for (const src of figures(protocol.sections)) expect(sizeOf(src), src).toEqual([DEMO_FIGURE_SIZE.width, DEMO_FIGURE_SIZE.height]);
      const translation = AUTHORED_TRANSLATIONS.get(protocol.slug);
      for (const src of translation ? figures(translation.sections) : []) {
        expect(src, protocol.slug).toMatch(/^\/figures\/cn\//);
        expect(sizeOf(src), src).toEqual([DEMO_FIGURE_SIZE.width, DEMO_FIGURE_SIZE.height]);
        const labels = [...readFileSync(path.join("public", src), "utf8").matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].map((m) => m[1]);
        expect(labels.some((l) => /[\u4e00-\u9fff]/.test(l!)), src).toBe(true);
      }
      const blocks = [authoredToBody(protocol), translatedBody(protocol)].flatMap((b) => b?.sections.flatMap((s) => s.blocks) ?? []);
      for (const figure of blocks.filter((b) => b.type === "figure")) expect(figure).toMatchObject(DEMO_FIGURE_SIZE);
    }
  });
});
