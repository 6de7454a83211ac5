import { optionalText } from "../forms/fields";
import type { RawFormValues } from "../forms/parse-form-values";
import { materialFromLine, PROSE_KINDS, type ProseKind, type SimpleBodyText } from "./simple-body";
import { blocksFromText } from "./text-blocks";

/** The longest text a body field takes (ADR 0099). */
export const EDITOR_BODY_FIELD_MAX_CHARS = 200_000;

/** Each prose section's form fields: data_analysis → dataAnalysisEn / dataAnalysisCn (ADR 0107). */
export const PROSE_FIELDS = {
  software: "software",
  data_analysis: "dataAnalysis",
  validation: "validation",
  notes: "notes",
  recipes: "recipes",
  acknowledgments: "acknowledgments",
  competing_interests: "competingInterests",
  ethics: "ethics",
} as const satisfies Record<ProseKind, string>;

const text = optionalText(EDITOR_BODY_FIELD_MAX_CHARS);

/** The body's fields of the protocol form, in both languages where they are prose. */
export const bodyFieldsShape = {
  backgroundEn: text,
  backgroundCn: text,
  materials: text,
  equipment: text,
  stepsEn: text,
  stepsCn: text,
  references: text,
  softwareEn: text,
  softwareCn: text,
  dataAnalysisEn: text,
  dataAnalysisCn: text,
  validationEn: text,
  validationCn: text,
  notesEn: text,
  notesCn: text,
  recipesEn: text,
  recipesCn: text,
  acknowledgmentsEn: text,
  acknowledgmentsCn: text,
  competingInterestsEn: text,
  competingInterestsCn: text,
  ethicsEn: text,
  ethicsCn: text,
};

export type BodyFieldValues = { [K in keyof typeof bodyFieldsShape]: string };

/** The names of the prose fields of one language, Background first. */
export function proseFieldNames(lang: "En" | "Cn"): (keyof BodyFieldValues)[] {
  return ["background", ...PROSE_KINDS.map((k) => PROSE_FIELDS[k])].map((f) => `${f}${lang}` as keyof BodyFieldValues);
}

/** "RRID:AB_2298772", "RRID:SCR_002285", "RRID:CVCL_0030", "RRID:Addgene_17448"… */
const RRID = /^RRID:\s?[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_:.-]+$/;

/** Why a body field cannot be saved (the message key), or null. */
export function bodyFieldProblems(v: BodyFieldValues): Partial<Record<keyof BodyFieldValues, string>> {
  const problems: Partial<Record<keyof BodyFieldValues, string>> = {};
  for (const name of ["materials", "equipment"] as const) {
    const lines = v[name].split("\n").filter((l) => l.trim());
    if (lines.some((l) => materialFromLine(l).rrid && !RRID.test(materialFromLine(l).rrid!))) problems[name] = "editorial.error.rrid";
  }
  for (const name of [...proseFieldNames("En"), ...proseFieldNames("Cn")]) {
    const ragged = blocksFromText(v[name]).some((b) => b.type === "table" && b.rows.some((r) => r.length !== b.head.length));
    if (ragged) problems[name] = "editorial.error.tableCells";
  }
  return problems;
}

/** True when a Chinese body field holds text: the draft then has a Chinese full text. */
export function hasChineseBody(v: BodyFieldValues): boolean {
  return Boolean(v.stepsCn || proseFieldNames("Cn").some((name) => v[name]));
}

/** One language's body text from the form's values (materials, equipment and references are shared). */
export function bodyTextOf(v: BodyFieldValues, lang: "En" | "Cn"): SimpleBodyText {
  const prose = Object.fromEntries(PROSE_KINDS.map((k) => [k, v[`${PROSE_FIELDS[k]}${lang}` as keyof BodyFieldValues]]));
  return { background: v[`background${lang}`], materials: v.materials, equipment: v.equipment, steps: v[`steps${lang}`], references: v.references, prose };
}

/** The form's body values for a draft's texts in both languages. */
export function bodyValuesOf(en: Required<SimpleBodyText>, cn: Required<SimpleBodyText> | null): RawFormValues {
  const out: RawFormValues = {
    backgroundEn: en.background,
    backgroundCn: cn?.background ?? "",
    materials: en.materials,
    equipment: en.equipment,
    stepsEn: en.steps,
    stepsCn: cn?.steps ?? "",
    references: en.references,
  };
  for (const kind of PROSE_KINDS) {
    out[`${PROSE_FIELDS[kind]}En`] = en.prose[kind] ?? "";
    out[`${PROSE_FIELDS[kind]}Cn`] = cn?.prose[kind] ?? "";
  }
  return out;
}
