import { z } from "zod";
import { optionalText, requiredText, uploadToken } from "../../forms/fields";
import type { FormSchema } from "../../forms/parse-form-values";
import { ISSUE_COVERS } from "../issues/issue-forms";
import { SLUG_MAX_CHARS, isSlug } from "./collection-rules";
import { isUploadedImage } from "../../images/uploaded-image-names";

/** The covers an editor chooses from: the collections' designs (public/images/collections) and the issues' (ADR 0106). */
export const COLLECTION_COVERS = [
  ...[
    "single-cell-omics",
    "crispr-genome-editing",
    "neuroscience-methods",
    "immune-profiling",
    "protein-production",
    "plant-biology-toolkit",
    "from-genes-to-circuits",
    "essential-bench-methods",
  ].map((name) => `/images/collections/${name}.svg`),
  ...ISSUE_COVERS,
];

export const COLLECTION_TITLE_MAX_CHARS = 300;
export const COLLECTION_DESCRIPTION_MAX_CHARS = 5_000;

/** An uploaded cover's web renditions (ADR 0105): 16:9 like the designs, its fallback file stored as the cover. */
export const COLLECTION_COVER_SIZE = { widths: [320, 640], aspect: 16 / 9 } as const;

/** One of the designs, or a cover uploaded before (kept when the details are saved again). */
export const isCollectionCover = (v: string) => COLLECTION_COVERS.includes(v) || isUploadedImage(v);
const isCover = isCollectionCover;

/** A collection's own fields: slug, cover, and its title and description in both languages (a special issue's too). */
export const COLLECTION_DETAIL_FIELDS = {
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "editorial.collections.error.slugRequired")
    .max(SLUG_MAX_CHARS, "editorial.collections.error.slug")
    .refine(isSlug, "editorial.collections.error.slug"),
  coverUrl: z.string().trim().refine(isCover, "editorial.collections.error.cover"),
  titleEn: requiredText(COLLECTION_TITLE_MAX_CHARS, "editorial.collections.error.titleEn"),
  titleCn: requiredText(COLLECTION_TITLE_MAX_CHARS, "editorial.collections.error.titleCn"),
  descriptionEn: optionalText(COLLECTION_DESCRIPTION_MAX_CHARS),
  descriptionCn: optionalText(COLLECTION_DESCRIPTION_MAX_CHARS),
};

/** The same fields as sent by a page with several forms: plain strings, checked only for the form's own intent. */
export const COLLECTION_DETAIL_STRINGS = {
  slug: z.string(),
  coverUrl: z.string(),
  titleEn: z.string(),
  titleCn: z.string(),
  descriptionEn: z.string(),
  descriptionCn: z.string(),
};

/** Adds a sub-form's problems (checked by `schema`) to the whole post's: a superRefine step of a page's one schema. */
export function addIssuesOf(schema: z.ZodType, value: unknown, ctx: z.RefinementCtx): void {
  const parsed = schema.safeParse(value);
  for (const issue of parsed.success ? [] : parsed.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
}

const schema = z.object(COLLECTION_DETAIL_FIELDS);
export type CollectionDetails = z.infer<typeof schema>;

/** The form that creates a collection (a draft) and the one that edits it: one schema, in the browser and on the server. */
export const collectionForm: FormSchema<CollectionDetails> = { schema, arrayFields: [] };

export const COLLECTION_INTENTS = ["details", "add", "remove", "up", "down", "publish", "unpublish"] as const;
export type CollectionIntent = (typeof COLLECTION_INTENTS)[number];

const PROTOCOL_ID = /^#?\d{1,9}$/;
const detailsSchema = schema;

const actionSchema = z
  .object({
    intent: z.enum(COLLECTION_INTENTS, "forms.failed"),
    /** The protocol to add (typed by the editor, "#123" or "123"), move or remove. */
    protocolId: z.string().trim(),
    /** The place the protocol had when the page was drawn: a repeated or stale move does nothing. */
    position: z.string().trim().regex(/^\d{0,4}$/, "forms.failed"),
    /** The details form's fields (intent "details"); the other forms send none of them. */
    ...COLLECTION_DETAIL_STRINGS,
    /** An uploaded cover image (the details form's file field): replaces `coverUrl`. */
    coverToken: uploadToken(false),
  })
  .superRefine((v, ctx) => {
    if (v.intent === "details") {
      addIssuesOf(detailsSchema, v, ctx);
    } else if (["add", "remove", "up", "down"].includes(v.intent) && !PROTOCOL_ID.test(v.protocolId)) {
      ctx.addIssue({ code: "custom", path: ["protocolId"], message: "editorial.collections.error.protocolId" });
    }
  });

export type CollectionActionInput = z.infer<typeof actionSchema>;

/** The collection page's forms (details, add, move, remove, publish): one schema, told apart by intent. */
export const collectionActionForm: FormSchema<CollectionActionInput> = { schema: actionSchema, arrayFields: [] };

/** The typed details of a "details" post (already checked by the action schema). */
export function collectionDetailsOf(values: CollectionActionInput | CollectionListInput): CollectionDetails {
  return detailsSchema.parse(values);
}

/** The protocol id typed or sent ("#123" or "123"). */
export function protocolIdOf(values: CollectionActionInput): number {
  return Number(values.protocolId.replace(/^#/, ""));
}

/** The list page's forms: create a collection, or move one up or down among the collections. */
const listSchema = z
  .object({
    intent: z.enum(["create", "up", "down"], "forms.failed"),
    collectionId: z.string().regex(/^\d{0,9}$/, "forms.failed"),
    /** The collection's place when the page was drawn: a repeated or stale move does nothing. */
    position: z.string().regex(/^\d{0,4}$/, "forms.failed"),
    ...COLLECTION_DETAIL_STRINGS,
  })
  .superRefine((v, ctx) => {
    if (v.intent === "create") addIssuesOf(detailsSchema, v, ctx);
  });
export type CollectionListInput = z.infer<typeof listSchema>;
export const collectionListForm: FormSchema<CollectionListInput> = { schema: listSchema, arrayFields: [] };
