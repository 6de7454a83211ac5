import { describe, expect, it } from "vitest";
import type { DraftFigure } from "@core/editorial/draft-schema";
import { figuresFromBodies, renumberMarkers } from "@core/editorial/figures/figure-markers";
import { draftFigureForm } from "@core/editorial/figures/draft-figure-form";
import { bodyFromText, countSteps, textFromBody } from "@core/editorial/simple-body";
import { parseFormValues } from "@core/forms/parse-form-values";

const figure = (n: number, texts: Partial<DraftFigure> = {}): DraftFigure => ({
  src: `/figures/uploaded/${String(n).repeat(32).slice(0, 32)}.jpg`,
  srcset: `/figures/uploaded/${n}.webp 480w`,
  width: 480,
  height: 320,
  altEn: `Gel ${n}`,
  altCn: "",
  captionEn: `Caption ${n} with *E. coli*`,
  captionCn: `图注 ${n}`,
  ...texts,
});
const figures = [figure(1), figure(2)];

describe("figures in the draft text (ADR 0105)", () => {
  it("places a figure where its line stands and goes on numbering the steps after it", () => {
    const text = { background: "Intro.\n\n[Figure 2]", materials: "", steps: "One.\n\nTwo.\n\n[Figure 1]\n\nThree.", references: "" };
    const body = bodyFromText(text, figures, "en");
    const [background, procedure] = body.sections;
    expect(background!.blocks.map((b) => b.type)).toEqual(["paragraph", "figure"]);
    expect(background!.blocks[1]).toMatchObject({ src: figures[1]!.src, alt: "Gel 2", width: 480, height: 320 });
    expect(procedure!.blocks.map((b) => (b.type === "steps" ? [b.items.length, b.start ?? 1] : b.type))).toEqual([[2, 1], "figure", [1, 3]]);
    expect(countSteps(text.steps)).toBe(3);
    expect(textFromBody(body, figures, "en")).toMatchObject(text);
  });

  it("uses Chinese texts in the Chinese body, the English alt text when the Chinese one is empty", () => {
    const body = bodyFromText({ background: "[图 1]", materials: "", steps: "", references: "" }, [figure(1)], "cn");
    expect(body.sections[0]!.blocks[0]).toMatchObject({ alt: "Gel 1", caption: [{ t: "text", v: "图注 1" }] });
    expect(textFromBody(body, [figure(1)], "cn")!.background).toBe("[图 1]");
  });

  it("puts a figure placed nowhere after the procedure, and keeps a line for a figure that does not exist as text", () => {
    const body = bodyFromText({ background: "[Figure 9]", materials: "", steps: "One.", references: "" }, figures, "en");
    expect(body.sections[0]!.blocks[0]).toEqual({ type: "paragraph", content: [{ t: "text", v: "[Figure 9]" }] });
    expect(body.sections[1]!.blocks.map((b) => b.type)).toEqual(["steps", "figure", "figure"]);
  });

  it("keeps a body with a figure that is not the draft's (seed, import) out of the text form", () => {
    const body = bodyFromText({ background: "[Figure 1]", materials: "", steps: "", references: "" }, figures, "en");
    expect(textFromBody(body, [], "en")).toBeNull();
  });

  it("renumbers or drops figure lines", () => {
    expect(renumberMarkers("A.\n\n[Figure 1]\n\n[Figure 3]", (n) => (n === 1 ? null : n - 1), "en")).toBe("A.\n\n[Figure 2]");
  });

  it("finds a protocol's uploaded figures again in its bodies, for its next version", () => {
    const text = { background: "[Figure 1]\n\n[Figure 2]", materials: "", steps: "", references: "" };
    const found = figuresFromBodies(bodyFromText(text, figures, "en"), bodyFromText({ ...text, background: "[图 1]\n\n[图 2]" }, figures, "cn"));
    expect(found).toEqual(figures.map((f) => ({ ...f, altCn: f.altEn })));
  });

  it("requires English alt text and an image to add a figure; Chinese alt text is optional", () => {
    const base = { intent: "add", figure: "", lockVersion: "1", imageToken: "", altEn: "", altCn: "", captionEn: "", captionCn: "" };
    const refused = parseFormValues(draftFigureForm, base);
    expect(refused.ok ? {} : refused.errors).toEqual({ altEn: "editorial.media.error.altEn", imageToken: "forms.upload.required" });
    expect(parseFormValues(draftFigureForm, { ...base, intent: "remove", figure: "2" }).ok).toBe(true);
    expect(parseFormValues(draftFigureForm, { ...base, altEn: "A gel", imageToken: "a".repeat(32) }).ok).toBe(true);
  });
});
