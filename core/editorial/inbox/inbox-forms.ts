import { z } from "zod";
import {
  AFFILIATION_MAX_CHARS,
  FULL_NAME_MAX_CHARS,
  PLACE_MAX_CHARS,
  WAIVER_REASON_MAX_CHARS,
} from "../../forms/limits";
import { requiredText } from "../../forms/fields";
import type { FormSchema } from "../../forms/parse-form-values";
import {
  EDITOR_SLOT,
  INBOX_KINDS,
  INBOX_STATUSES,
  TEMPLATE_PURPOSES,
  WAIVER_DECISIONS,
  unknownPlaceholders,
} from "./inbox-rules";
import type { AmbassadorListing } from "./change-inbox-status";

export const INBOX_NOTE_MAX_CHARS = 5_000;
export const REPLY_SUBJECT_MAX_CHARS = 200;
export const REPLY_BODY_MAX_CHARS = 20_000;

export const INBOX_INTENTS = ["status", "assign", "note", "reply", "waiver"] as const;
export type InboxIntent = (typeof INBOX_INTENTS)[number];

const USER_ID = /^\d{0,9}$/;
const listingFields = {
  nameEn: requiredText(FULL_NAME_MAX_CHARS, "editorial.inbox.error.listingName"),
  nameCn: requiredText(FULL_NAME_MAX_CHARS, "editorial.inbox.error.listingName"),
  institutionEn: requiredText(AFFILIATION_MAX_CHARS, "editorial.inbox.error.listingInstitution"),
  institutionCn: requiredText(AFFILIATION_MAX_CHARS, "editorial.inbox.error.listingInstitution"),
  countryEn: requiredText(PLACE_MAX_CHARS, "editorial.inbox.error.listingCountry"),
  countryCn: requiredText(PLACE_MAX_CHARS, "editorial.inbox.error.listingCountry"),
};
const listingSchema = z.object(listingFields);

/** Copies a failed sub-schema's messages onto the whole form's fields. */
function checkWith(schema: z.ZodType, value: unknown, ctx: z.RefinementCtx) {
  const parsed = schema.safeParse(value);
  for (const issue of parsed.success ? [] : parsed.error.issues)
    ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
}

const itemSchema = z
  .object({
    intent: z.enum(INBOX_INTENTS, "forms.failed"),
    /** The status the editor saw, and the one chosen (intent "status"). */
    from: z.string(),
    to: z.string(),
    /** "1" when the accept form carries the ambassador-list fields below. */
    listing: z.string(),
    nameEn: z.string(),
    nameCn: z.string(),
    institutionEn: z.string(),
    institutionCn: z.string(),
    countryEn: z.string(),
    countryCn: z.string(),
    /** The assignee the editor saw and the one chosen, as account ids ("" = nobody). */
    expectedAssignee: z.string().regex(USER_ID, "forms.failed"),
    assignee: z.string().regex(USER_ID, "forms.failed"),
    note: z.string(),
    subject: z.string(),
    body: z.string(),
    decision: z.string(),
    share: z.string(),
    reason: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.intent === "status") {
      if (
        !(INBOX_STATUSES as readonly string[]).includes(v.from) ||
        !(INBOX_STATUSES as readonly string[]).includes(v.to)
      ) {
        ctx.addIssue({ code: "custom", path: ["to"], message: "forms.failed" });
      }
      if (v.listing === "1") checkWith(listingSchema, v, ctx);
    } else if (v.intent === "note") {
      checkWith(
        z.object({
          note: requiredText(
            INBOX_NOTE_MAX_CHARS,
            "editorial.inbox.error.noteRequired",
            "editorial.inbox.error.noteTooLong",
          ),
        }),
        v,
        ctx,
      );
    } else if (v.intent === "reply") {
      checkWith(
        z.object({
          subject: requiredText(
            REPLY_SUBJECT_MAX_CHARS,
            "editorial.inbox.error.subjectRequired",
            "editorial.inbox.error.subjectTooLong",
          ).refine((s) => !EDITOR_SLOT.test(s), "editorial.inbox.error.slot"),
          body: requiredText(
            REPLY_BODY_MAX_CHARS,
            "editorial.inbox.error.bodyRequired",
            "editorial.inbox.error.bodyTooLong",
          ).refine((s) => !EDITOR_SLOT.test(s), "editorial.inbox.error.slot"),
        }),
        v,
        ctx,
      );
    } else if (v.intent === "waiver") {
      if (!(WAIVER_DECISIONS as readonly string[]).includes(v.decision))
        ctx.addIssue({ code: "custom", path: ["decision"], message: "editorial.inbox.error.decisionRequired" });
      if (v.decision === "partial" && !/^(?:[1-9]|[1-9]\d)$/.test(v.share.trim()))
        ctx.addIssue({ code: "custom", path: ["share"], message: "editorial.inbox.error.share" });
      checkWith(
        z.object({ reason: requiredText(WAIVER_REASON_MAX_CHARS, "editorial.inbox.error.reasonRequired") }),
        v,
        ctx,
      );
    }
  });

export type InboxItemInput = z.infer<typeof itemSchema>;

/** The item page's forms (status, assignee, note, reply, waiver decision): one schema, told apart by intent. */
export const inboxItemForm: FormSchema<InboxItemInput> = { schema: itemSchema, arrayFields: [] };

/** The ambassador-list fields of an accept post (already checked by the schema). */
export function listingOf(values: InboxItemInput): AmbassadorListing | null {
  return values.listing === "1" ? listingSchema.parse(values) : null;
}

/** An account id field: a number, or null for "nobody". */
export function accountIdOf(value: string): number | null {
  return value === "" ? null : Number(value);
}

const subjectField = requiredText(
  REPLY_SUBJECT_MAX_CHARS,
  "editorial.inbox.error.subjectRequired",
  "editorial.inbox.error.subjectTooLong",
).refine((s) => unknownPlaceholders(s).length === 0, "editorial.inbox.templates.error.placeholder");
const bodyField = requiredText(
  REPLY_BODY_MAX_CHARS,
  "editorial.inbox.error.bodyRequired",
  "editorial.inbox.error.bodyTooLong",
).refine((s) => unknownPlaceholders(s).length === 0, "editorial.inbox.templates.error.placeholder");
const versionField = z
  .string()
  .regex(/^\d{1,9}$/, "forms.failed")
  .transform(Number);

const templateSchema = z.object({
  kind: z.enum(INBOX_KINDS, "forms.failed"),
  purpose: z.enum(TEMPLATE_PURPOSES, "forms.failed"),
  subjectEn: subjectField,
  bodyEn: bodyField,
  versionEn: versionField,
  subjectCn: subjectField,
  bodyCn: bodyField,
  versionCn: versionField,
});
export type InboxTemplateInput = z.infer<typeof templateSchema>;

/** A reply template's form: both languages' subject and text, and the versions they were read at. */
export const inboxTemplateForm: FormSchema<InboxTemplateInput> = { schema: templateSchema, arrayFields: [] };

/** The subscribers page's form: erase one subscriber (by the row's id). */
const subscriberSchema = z.object({
  intent: z.enum(["erase"], "forms.failed"),
  subscriberId: z
    .string()
    .regex(/^\d{1,9}$/, "forms.failed")
    .transform(Number),
});
export type SubscriberInput = z.infer<typeof subscriberSchema>;
export const subscriberForm: FormSchema<SubscriberInput> = { schema: subscriberSchema, arrayFields: [] };
