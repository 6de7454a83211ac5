import { z } from "zod";
import { uploadToken } from "../../forms/fields";
import type { FormSchema, RawFormValues } from "../../forms/parse-form-values";
import { columnOf, CONTENT_KINDS, type ContentKind, type ContentKindSpec, type ContentRow } from "./content-kind";
import { CONTENT_SPECS } from "./content-specs";

/**
 * The office's content forms (ADR 0112), built from each kind's own rules: the list page's (create, up, down) and an
 * item's page's (save, publish, unpublish). One schema per form, told apart by `intent`, run in the browser and on
 * the server; the kind's fields are checked only when the form that carries them is sent.
 */

export const LIST_INTENTS = ["create", "up", "down"] as const;
export const ITEM_INTENTS = ["save", "publish", "unpublish"] as const;

/** The file field of a kind's picture and the hidden field with its stored upload's token. */
export const IMAGE_FIELD = "image";
export const IMAGE_TOKEN_FIELD = "imageToken";

/** The form field of a column: photo_url → photoUrl. */
export const fieldOf = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

function actionForm(spec: ContentKindSpec, intents: readonly [string, ...string[]], detailsIntent: string, imageRequired: boolean) {
  const details = z.object(spec.details);
  const typed = Object.fromEntries(Object.keys(spec.details).map((name) => [name, z.string()]));
  const schema = z
    .object({
      intent: z.enum(intents, "forms.failed"),
      /** The row moved (list page). */
      itemId: z.string().regex(/^\d{0,9}$/, "forms.failed"),
      /** Its place when the page was drawn: a repeated or stale move does nothing. */
      position: z.string().regex(/^\d{0,5}$/, "forms.failed"),
      [IMAGE_TOKEN_FIELD]: uploadToken(false),
      ...typed,
    })
    .superRefine((v, ctx) => {
      if (v.intent !== detailsIntent) return;
      const parsed = details.safeParse(v);
      for (const issue of parsed.success ? [] : parsed.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
      if (imageRequired && spec.image && !v[IMAGE_TOKEN_FIELD]) {
        ctx.addIssue({ code: "custom", path: [IMAGE_TOKEN_FIELD], message: `editorial.content.error.${fieldOf(spec.image.column)}` });
      }
    });
  return { schema, arrayFields: [] } satisfies FormSchema<z.infer<typeof schema>>;
}

type ContentForm = ReturnType<typeof actionForm>;
export type ContentFormValues = z.infer<ContentForm["schema"]>;

const build = (make: (spec: ContentKindSpec) => ContentForm) =>
  Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, make(CONTENT_SPECS[kind])])) as Record<ContentKind, ContentForm>;
const LIST_FORMS = build((spec) => actionForm(spec, LIST_INTENTS, "create", true));
const ITEM_FORMS = build((spec) => actionForm(spec, ITEM_INTENTS, "save", false));

/** The list page's forms of a kind: create one (its picture required), move one up or down. */
export const contentListForm = (kind: ContentKind): FormSchema<ContentFormValues> => LIST_FORMS[kind];
/** An item page's forms: save its fields (a new picture optional), publish, unpublish. */
export const contentItemForm = (kind: ContentKind): FormSchema<ContentFormValues> => ITEM_FORMS[kind];

/** A kind's typed fields, as they are stored, by column (titleEn → title_en), from a post its form has checked. */
export function contentColumnsOf(spec: ContentKindSpec, values: RawFormValues | ContentFormValues): Record<string, string | number | null> {
  const details = z.object(spec.details).parse(values) as Record<string, string | number | null>;
  return Object.fromEntries(Object.entries(details).map(([field, value]) => [columnOf(field), value]));
}

/** A stored row as the values of its form. */
export function contentFormValuesOf(spec: ContentKindSpec, row: ContentRow): RawFormValues {
  return Object.fromEntries(
    Object.keys(spec.details).map((field) => {
      const stored = row[columnOf(field)] ?? null;
      const shown = spec.formValue?.[field];
      return [field, shown ? shown(stored) : stored === null ? "" : String(stored)];
    }),
  );
}
