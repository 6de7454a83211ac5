import { z } from "zod";
import { categoryIds, choice, optionalText, requiredText } from "../forms/fields";
import type { FormSchema, RawFormValues } from "../forms/parse-form-values";
import type { ProtocolBody } from "../protocols/body";
import type { DraftFigure, EditorialDraft } from "./draft-schema";
import { bodyFieldProblems, bodyFieldsShape, bodyTextOf, bodyValuesOf, hasChineseBody } from "./protocol-body-fields";
import { bodyFromText, countSteps, textFromBody } from "./simple-body";

/** Limits of the protocol form (ADR 0099). */
export const EDITOR_TITLE_MAX_CHARS = 500;
export const EDITOR_ABSTRACT_MAX_CHARS = 10_000;
export const EDITOR_MAX_AUTHORS = 50;
export const DEFAULT_LICENCE = "CC BY 4.0";

const ORCID = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const rows = (max: number) => z.array(z.string().trim().max(max, "forms.field.tooLong")).max(EDITOR_MAX_AUTHORS, "editorial.error.tooManyAuthors");
const optionalDay = z.string().trim().refine((v) => v === "" || (DAY.test(v) && !Number.isNaN(Date.parse(v))), "editorial.error.date");

const schema = z
  .object({
    kind: choice(["bp", "bpp"] as const, "editorial.error.kind"),
    titleEn: requiredText(EDITOR_TITLE_MAX_CHARS, "editorial.error.titleEn"),
    titleCn: optionalText(EDITOR_TITLE_MAX_CHARS),
    abstractEn: requiredText(EDITOR_ABSTRACT_MAX_CHARS, "editorial.error.abstractEn"),
    abstractCn: optionalText(EDITOR_ABSTRACT_MAX_CHARS),
    keywordsEn: optionalText(1_000),
    keywordsCn: optionalText(1_000),
    categoryIds: categoryIds().refine((ids) => ids.length > 0, "editorial.error.categories"),
    organisms: optionalText(1_000),
    licence: requiredText(100, "editorial.error.licence"),
    receivedOn: optionalDay,
    acceptedOn: optionalDay,
    authorNameEn: rows(200),
    authorNameCn: rows(100),
    authorOrcid: rows(19).refine((xs) => xs.every((x) => x === "" || ORCID.test(x)), "editorial.error.orcid"),
    authorAffiliations: rows(2_000),
    authorEmail: rows(256).refine((xs) => xs.every((x) => x === "" || EMAIL.test(x)), "editorial.error.email"),
    correspondingAuthor: z.string().trim().max(3),
    ...bodyFieldsShape,
    /** The next version of a protocol online says what changed (required then: see `forProtocol`). */
    versionNoteEn: optionalText(1_000),
    versionNoteCn: optionalText(1_000),
    /** The protocol this draft is the next version of ("" for a new protocol); the server checks it against the draft. */
    forProtocol: z.string().trim().regex(/^\d{0,9}$/, "forms.failed"),
    /** The draft's version when the form was opened (empty for a new draft): concurrent saves are refused. */
    lockVersion: z.string().trim().regex(/^\d{0,9}$/, "forms.failed"),
    /** Which button: save, or save and put online (the browser's own check sees no button: anything else saves). */
    intent: z.string().transform((v): "save" | "publish" => (v === "publish" ? "publish" : "save")),
  })
  .superRefine((v, ctx) => {
    if (!v.authorNameEn.some(Boolean)) ctx.addIssue({ code: "custom", path: ["authorNameEn"], message: "editorial.error.authors" });
    if (v.stepsCn && countSteps(v.stepsCn) !== countSteps(v.stepsEn)) {
      ctx.addIssue({ code: "custom", path: ["stepsCn"], message: "editorial.error.stepsMismatch" });
    }
    if (v.forProtocol && !v.versionNoteEn) {
      ctx.addIssue({ code: "custom", path: ["versionNoteEn"], message: "editorial.error.versionNote" });
    }
    for (const [path, message] of Object.entries(bodyFieldProblems(v))) ctx.addIssue({ code: "custom", path: [path], message });
    if (hasChineseBody(v) && !v.titleCn) {
      ctx.addIssue({ code: "custom", path: ["titleCn"], message: "editorial.error.titleCn" });
    }
  });

export type ProtocolEditorInput = z.infer<typeof schema>;

/** The editors' protocol form: the same schema in the browser and on the server (ADR 0099). */
export const protocolEditorForm: FormSchema<ProtocolEditorInput> = {
  schema,
  arrayFields: ["categoryIds", "authorNameEn", "authorNameCn", "authorOrcid", "authorAffiliations", "authorEmail"],
};

const list = (text: string) =>
  text
    .split(/[;；,，\n]/)
    .map((x) => x.trim())
    .filter(Boolean);

/**
 * The draft a valid form describes. `keptBodies` are the bodies of a draft whose text the plain-text form cannot
 * show (figures, tables …): they are kept unchanged, whatever the body fields hold.
 */
export function draftFromEditorInput(
  v: ProtocolEditorInput,
  keptBodies: { body: ProtocolBody; bodyCn: ProtocolBody | null } | null,
  doi: string | null = null,
  /** The draft's uploaded figures (ADR 0105): kept, and placed where the text's "[Figure n]" lines say. */
  figures: readonly DraftFigure[] = [],
): EditorialDraft {
  const corresponding = Number(v.correspondingAuthor);
  const authors = v.authorNameEn.flatMap((nameEn, i) =>
    nameEn
      ? [
          {
            nameEn,
            nameCn: v.authorNameCn[i] || null,
            orcid: v.authorOrcid[i] || null,
            affiliations: (v.authorAffiliations[i] ?? "").split(/\n|;|；/).map((a) => a.trim()).filter(Boolean),
            corresponding: corresponding === i,
            email: v.authorEmail[i] || null,
          },
        ]
      : [],
  );
  const body = keptBodies?.body ?? bodyFromText(bodyTextOf(v, "En"), figures, "en");
  const bodyCn = keptBodies ? keptBodies.bodyCn : hasChineseBody(v) ? bodyFromText(bodyTextOf(v, "Cn"), figures, "cn") : null;
  return {
    kind: v.kind,
    titleEn: v.titleEn,
    titleCn: v.titleCn || null,
    abstractEn: v.abstractEn,
    abstractCn: v.abstractCn || null,
    keywordsEn: list(v.keywordsEn),
    keywordsCn: list(v.keywordsCn),
    authors,
    categoryIds: v.categoryIds,
    organisms: list(v.organisms),
    licence: v.licence,
    receivedOn: v.receivedOn || null,
    acceptedOn: v.acceptedOn || null,
    body,
    bodyCn,
    versionNote: v.forProtocol ? { en: v.versionNoteEn, cn: v.versionNoteCn || v.versionNoteEn } : null,
    doi,
    ...(figures.length ? { figures: [...figures] } : {}),
  };
}

/** The form's values for a draft (an empty form for null); `bodyEditable` false: the body is kept as it is. */
export function editorValuesFromDraft(
  draft: EditorialDraft | null,
  protocolId: number | null = null,
): { values: RawFormValues; bodyEditable: boolean } {
  if (!draft) {
    return { values: { kind: "bp", licence: DEFAULT_LICENCE, correspondingAuthor: "0" }, bodyEditable: true };
  }
  const figures = draft.figures ?? [];
  const en = textFromBody(draft.body, figures, "en");
  const cn = draft.bodyCn ? textFromBody(draft.bodyCn, figures, "cn") : null;
  const bodyEditable = en !== null && (draft.bodyCn === null || cn !== null);
  return {
    bodyEditable,
    values: {
      kind: draft.kind,
      titleEn: draft.titleEn,
      titleCn: draft.titleCn ?? "",
      abstractEn: draft.abstractEn,
      abstractCn: draft.abstractCn ?? "",
      keywordsEn: draft.keywordsEn.join("; "),
      keywordsCn: draft.keywordsCn.join("；"),
      categoryIds: draft.categoryIds.map(String),
      organisms: draft.organisms.join("; "),
      licence: draft.licence,
      receivedOn: draft.receivedOn ?? "",
      acceptedOn: draft.acceptedOn ?? "",
      authorNameEn: draft.authors.map((a) => a.nameEn),
      authorNameCn: draft.authors.map((a) => a.nameCn ?? ""),
      authorOrcid: draft.authors.map((a) => a.orcid ?? ""),
      authorAffiliations: draft.authors.map((a) => a.affiliations.join("\n")),
      authorEmail: draft.authors.map((a) => a.email ?? ""),
      correspondingAuthor: String(Math.max(0, draft.authors.findIndex((a) => a.corresponding))),
      forProtocol: protocolId === null ? "" : String(protocolId),
      versionNoteEn: draft.versionNote?.en ?? "",
      versionNoteCn: draft.versionNote?.cn ?? "",
      ...(en && bodyEditable ? bodyValuesOf(en, cn) : {}),
    },
  };
}
