import { z } from "zod";
import { optionalText, requiredText, uploadToken } from "../../forms/fields";
import type { FormSchema } from "../../forms/parse-form-values";
import {
  COLLECTION_COVERS,
  COLLECTION_DETAIL_FIELDS,
  COLLECTION_DETAIL_STRINGS,
  COLLECTION_TITLE_MAX_CHARS,
  addIssuesOf,
} from "../collections/collection-forms";

/** The covers an editor chooses from: the same presets as collections (ADR 0106). */
export const SPECIAL_ISSUE_COVERS = COLLECTION_COVERS;
export const PERSON_ROLES = ["managing_editor", "associate_editor", "reviewer"] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];
const NAME_MAX_CHARS = 200;
const AFFILIATION_MAX_CHARS = 500;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string) => DAY.test(v) && !Number.isNaN(Date.parse(v));

/** A special issue's own fields: those of a collection and its date (kept after the cover, as the forms show it). */
const { slug, coverUrl, ...collectionTexts } = COLLECTION_DETAIL_FIELDS;
const details = { slug, coverUrl, publishedOn: z.string().trim().refine(isDay, "editorial.special.error.date"), ...collectionTexts };
const detailsSchema = z.object(details);
export type SpecialIssueDetails = z.infer<typeof detailsSchema>;

const sectionSchema = z.object({
  titleEn: requiredText(COLLECTION_TITLE_MAX_CHARS, "editorial.special.error.sectionTitleEn"),
  titleCn: requiredText(COLLECTION_TITLE_MAX_CHARS, "editorial.special.error.sectionTitleCn"),
});
export type SectionTitles = z.infer<typeof sectionSchema>;

const personSchema = z.object({
  role: z.enum(PERSON_ROLES, "editorial.special.error.role"),
  nameEn: requiredText(NAME_MAX_CHARS, "editorial.special.error.nameEn"),
  nameCn: requiredText(NAME_MAX_CHARS, "editorial.special.error.nameCn"),
  affiliationEn: optionalText(AFFILIATION_MAX_CHARS),
  affiliationCn: optionalText(AFFILIATION_MAX_CHARS),
});
export type PersonInput = z.infer<typeof personSchema>;

export const SPECIAL_ISSUE_INTENTS = [
  "details",
  "publish",
  "unpublish",
  "section-add",
  "section-edit",
  "section-up",
  "section-down",
  "section-remove",
  "add",
  "remove",
  "up",
  "down",
  "person-add",
  "person-up",
  "person-down",
  "person-remove",
] as const;
export type SpecialIssueIntent = (typeof SPECIAL_ISSUE_INTENTS)[number];

const ID = /^\d{1,9}$/;
const text = z.string();
const actionSchema = z
  .object({
    intent: z.enum(SPECIAL_ISSUE_INTENTS, "forms.failed"),
    sectionId: text,
    personId: text,
    /** Typed by the editor ("#123" or "123") or sent by a button. */
    protocolId: z.string().trim(),
    /** The place when the page was drawn: a repeated or stale move does nothing. */
    position: z.string().regex(/^\d{0,4}$/, "forms.failed"),
    ...COLLECTION_DETAIL_STRINGS,
    publishedOn: text,
    role: text,
    nameEn: text,
    nameCn: text,
    affiliationEn: text,
    affiliationCn: text,
    /** An uploaded cover image (the details form's file field): replaces `coverUrl`. */
    coverToken: uploadToken(false),
  })
  .superRefine((v, ctx) => {
    const check = (schema: z.ZodType) => addIssuesOf(schema, v, ctx);
    if (v.intent === "details") check(detailsSchema);
    if (v.intent === "section-add" || v.intent === "section-edit") check(sectionSchema);
    if (v.intent === "person-add") check(personSchema);
    if ((v.intent.startsWith("section-") && v.intent !== "section-add") || ["add", "remove", "up", "down"].includes(v.intent)) {
      if (!ID.test(v.sectionId)) ctx.addIssue({ code: "custom", path: ["sectionId"], message: "forms.failed" });
    }
    if (["add", "remove", "up", "down"].includes(v.intent) && !/^#?\d{1,9}$/.test(v.protocolId)) {
      ctx.addIssue({ code: "custom", path: ["protocolId"], message: "editorial.collections.error.protocolId" });
    }
    if (v.intent.startsWith("person-") && v.intent !== "person-add" && !ID.test(v.personId)) {
      ctx.addIssue({ code: "custom", path: ["personId"], message: "forms.failed" });
    }
  });
export type SpecialIssueActionInput = z.infer<typeof actionSchema>;

/** The special issue page's forms, told apart by intent: one schema, on the server and in the browser. */
export const specialIssueActionForm: FormSchema<SpecialIssueActionInput> = { schema: actionSchema, arrayFields: [] };

export const specialIssueDetailsOf = (v: SpecialIssueActionInput | SpecialIssueCreateInput): SpecialIssueDetails => detailsSchema.parse(v);
export const sectionTitlesOf = (v: SpecialIssueActionInput): SectionTitles => sectionSchema.parse(v);
export const personOf = (v: SpecialIssueActionInput): PersonInput => personSchema.parse(v);

/** The list page's form: a new special issue (a draft). */
const createSchema = z.object(details);
export type SpecialIssueCreateInput = z.infer<typeof createSchema>;
export const specialIssueForm: FormSchema<SpecialIssueCreateInput> = { schema: createSchema, arrayFields: [] };
