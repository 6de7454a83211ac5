import { describe, expect, it } from "vitest";
import { parseFormValues } from "@core/forms/parse-form-values";
import {
  draftFromEditorInput,
  editorValuesFromDraft,
  protocolEditorForm,
} from "@core/editorial/protocol-editor-form";
import { bodyFromText, textFromBody } from "@core/editorial/simple-body";
import { changedFields } from "@core/editorial/write-audit-entry";

const valid = {
  kind: "bp",
  titleEn: "Isolating Intact Nuclei from Frozen Mouse Liver for snRNA-seq",
  titleCn: "从冻存小鼠肝脏中分离完整细胞核用于 snRNA-seq",
  abstractEn: "Frozen tissue cannot be dissociated into live cells, but its nuclei can be released intact.",
  abstractCn: "",
  keywordsEn: "nuclei isolation; snRNA-seq, liver",
  keywordsCn: "细胞核分离；单细胞核测序",
  categoryIds: ["1", "33", "999"],
  organisms: "Mus musculus",
  licence: "CC BY 4.0",
  receivedOn: "2026-08-01",
  acceptedOn: "",
  authorNameEn: ["Wang Rui", "", "Maria Rossi"],
  authorNameCn: ["王睿", "", ""],
  authorOrcid: ["", "", "0000-0002-1825-0097"],
  authorAffiliations: ["Institute A\nInstitute B", "", "Institute C"],
  authorEmail: ["", "", "m.rossi@example.org"],
  correspondingAuthor: "2",
  backgroundEn: "Single-nucleus RNA-seq works on frozen tissue [1].\n\nNuclei must be free of debris.",
  backgroundCn: "",
  materials: "Nuclei EZ Lysis Buffer | Sigma-Aldrich | NUC101",
  stepsEn: "Mince 30 mg of tissue on ice.\nNote: work quickly.\n\nHomogenise with 15 strokes of pestle B.",
  stepsCn: "",
  references: "Habib N et al. (2017). Nat Methods 14: 955–958. | 10.1038/nmeth.4407",
  lockVersion: "",
  intent: "save",
};

describe("the protocol form (issue 14)", () => {
  it("turns a valid form into a draft: authors in order, empty rows dropped, lists split, unknown subjects ignored", () => {
    const parsed = parseFormValues(protocolEditorForm, valid);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const draft = draftFromEditorInput(parsed.data, null);
    expect(draft.authors.map((a) => [a.nameEn, a.corresponding])).toEqual([
      ["Wang Rui", false],
      ["Maria Rossi", true],
    ]);
    expect(draft.authors[0]!.affiliations).toEqual(["Institute A", "Institute B"]);
    expect(draft.keywordsEn).toEqual(["nuclei isolation", "snRNA-seq", "liver"]);
    expect(draft.keywordsCn).toEqual(["细胞核分离", "单细胞核测序"]);
    expect(draft.categoryIds).toEqual([1, 33]);
    expect(draft.bodyCn).toBeNull();
    const steps = draft.body.sections.find((s) => s.kind === "procedure")!.blocks[0]!;
    expect(steps.type === "steps" && steps.items.map((s) => s.notes?.length ?? 0)).toEqual([1, 0]);
    expect(draft.body.references[0]).toEqual({ text: "Habib N et al. (2017). Nat Methods 14: 955–958.", doi: "10.1038/nmeth.4407" });
  });

  it("gives each wrong field its catalogue message", () => {
    const parsed = parseFormValues(protocolEditorForm, {
      ...valid,
      titleEn: " ",
      categoryIds: [],
      authorNameEn: ["", ""],
      authorOrcid: ["0000-0002-1825"],
      authorEmail: ["not an address"],
      receivedOn: "2026-13-45",
      stepsCn: "只有一步。",
      titleCn: "",
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toMatchObject({
      titleEn: "editorial.error.titleEn",
      categoryIds: "editorial.error.categories",
      authorNameEn: "editorial.error.authors",
      authorOrcid: "editorial.error.orcid",
      authorEmail: "editorial.error.email",
      receivedOn: "editorial.error.date",
      stepsCn: "editorial.error.stepsMismatch",
      titleCn: "editorial.error.titleCn",
    });
  });

  it("shows a saved draft again as the same form values", () => {
    const parsed = parseFormValues(protocolEditorForm, valid);
    if (!parsed.ok) throw new Error("invalid");
    const { values, bodyEditable } = editorValuesFromDraft(draftFromEditorInput(parsed.data, null));
    expect(bodyEditable).toBe(true);
    const again = parseFormValues(protocolEditorForm, { ...values, lockVersion: "3", intent: "publish" });
    if (!again.ok) throw new Error(JSON.stringify(again.errors));
    expect(again.data.intent).toBe("publish");
    expect(draftFromEditorInput(again.data, null)).toEqual(draftFromEditorInput(parsed.data, null));
  });

  it("keeps a body the plain-text form cannot show", () => {
    const body = bodyFromText({ background: "Text.", materials: "", steps: "One.", references: "" });
    body.sections.push({ kind: "notes", blocks: [{ type: "figure", src: "/figures/x.png", alt: "x", caption: [] }] });
    expect(textFromBody(body)).toBeNull();
    const parsed = parseFormValues(protocolEditorForm, valid);
    if (!parsed.ok) throw new Error("invalid");
    expect(draftFromEditorInput(parsed.data, { body, bodyCn: null }).body).toBe(body);
  });

  it("round-trips markup through the text fields", () => {
    const text = { background: "*E. coli* and Ca^2+^ in H~2~O, see [2] and **bold** `code`.", materials: "", steps: "", references: "" };
    expect(textFromBody(bodyFromText(text))!.background).toBe(text.background);
  });

  it("writes the further sections in order: equipment with RRIDs, tables and equations, funding, in both languages", () => {
    const parsed = parseFormValues(protocolEditorForm, {
      ...valid,
      materials: "Anti-Lamin B1 antibody | Abcam | ab16048 | RRID:AB_10107828 | 1:1,000",
      equipment: "Dounce homogeniser, 2 mL | DWK Life Sciences | 885300-0002",
      dataAnalysisEn: "## Counting nuclei\n\nYield is the count per milligram:\n\n$$ Y = N / m $$\n\nTable: Expected yields\n| Tissue | Nuclei per mg |\n| --- | --- |\n| Liver | 2 × 10^4^ |",
      acknowledgmentsEn: "This work was supported by the National Natural Science Foundation of China (No. 32170000).",
      competingInterestsCn: "作者声明不存在利益冲突。",
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const draft = draftFromEditorInput(parsed.data, null);
    expect(draft.body.sections.map((s) => s.kind)).toEqual(["background", "materials", "equipment", "procedure", "data_analysis", "acknowledgments"]);
    const materials = draft.body.sections[1]!.blocks[0]!;
    expect(materials.type === "materials" && materials.items[0]).toEqual({
      name: "Anti-Lamin B1 antibody",
      supplier: "Abcam",
      catalog: "ab16048",
      rrid: "RRID:AB_10107828",
      note: "1:1,000",
    });
    expect(draft.body.sections[4]!.blocks.map((b) => b.type)).toEqual(["heading", "paragraph", "equation", "table"]);
    // A Chinese section alone makes a Chinese full text (with the shared materials and references).
    expect(draft.bodyCn!.sections.map((s) => s.kind)).toEqual(["materials", "equipment", "competing_interests"]);
    const { values, bodyEditable } = editorValuesFromDraft(draft);
    expect(bodyEditable).toBe(true);
    expect(values).toMatchObject({ equipment: "Dounce homogeniser, 2 mL | DWK Life Sciences | 885300-0002", competingInterestsCn: "作者声明不存在利益冲突。" });
    const again = parseFormValues(protocolEditorForm, { ...values, lockVersion: "2", intent: "save" });
    if (!again.ok) throw new Error(JSON.stringify(again.errors));
    expect(draftFromEditorInput(again.data, null)).toEqual(draft);
  });

  it("refuses a malformed RRID and a table whose rows do not match its header", () => {
    const parsed = parseFormValues(protocolEditorForm, {
      ...valid,
      titleCn: "",
      materials: "Anti-GAPDH | Abcam | ab8245 | AB-2107448",
      recipesCn: "表：裂解缓冲液\n| 成分 | 终浓度 |\n| Tris-HCl | 10 mM | pH 7.4 |",
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toMatchObject({ materials: "editorial.error.rrid", recipesCn: "editorial.error.tableCells", titleCn: "editorial.error.titleCn" });
  });

  it("records only the fields that changed", () => {
    expect(changedFields({ a: 1, b: ["x"], c: null }, { a: 1, b: ["y"], d: 2 })).toEqual({ b: [["x"], ["y"]], d: [null, 2] });
  });
});
