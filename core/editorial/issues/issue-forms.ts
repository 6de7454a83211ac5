import { z } from "zod";
import { optionalText, uploadToken } from "../../forms/fields";
import type { FormSchema } from "../../forms/parse-form-values";
import { isUploadedImage } from "../../images/uploaded-image-names";

/** The covers an editor chooses from (public/images/covers, ADR 0100), or uploads one (ADR 0105). */
export const ISSUE_COVERS = [1, 2, 3, 4, 5, 6].map((n) => `/images/covers/issue-${n}.svg`);

export const ISSUE_TITLE_MAX_CHARS = 300;
export const ISSUE_NOTE_MAX_CHARS = 10_000;
/** e4567, or whatever a journal's article numbers look like: letters, digits, dot and hyphen. */
export const ELOCATION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9.-]{0,31}$/;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const whole = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

const isDay = (v: string) => DAY.test(v) && !Number.isNaN(Date.parse(v));
const isCover = (v: string) => v === "" || ISSUE_COVERS.includes(v) || isUploadedImage(v);

/** What an editor can change until the issue is published: everything but its volume and number. */
const details = {
  publishedOn: z.string().trim().refine(isDay, "editorial.issues.error.date"),
  coverUrl: z.string().trim().refine(isCover, "editorial.issues.error.cover"),
  titleEn: optionalText(ISSUE_TITLE_MAX_CHARS),
  titleCn: optionalText(ISSUE_TITLE_MAX_CHARS),
  noteEn: optionalText(ISSUE_NOTE_MAX_CHARS),
  noteCn: optionalText(ISSUE_NOTE_MAX_CHARS),
};

const schema = z.object({
  volume: whole(1, 999, "editorial.issues.error.volume"),
  year: whole(1990, 2100, "editorial.issues.error.year"),
  number: whole(1, 99, "editorial.issues.error.number"),
  ...details,
});

export type IssueDetails = Pick<IssueFormInput, "publishedOn" | "coverUrl" | "titleEn" | "titleCn" | "noteEn" | "noteCn">;

export type IssueFormInput = z.infer<typeof schema>;

/** The form that creates an issue (and its volume when new): the same schema in the browser and on the server. */
export const issueForm: FormSchema<IssueFormInput> = { schema, arrayFields: [] };

export const ISSUE_INTENTS = ["details", "assign", "remove", "up", "down", "elocation", "publish"] as const;
export type IssueIntent = (typeof ISSUE_INTENTS)[number];

const actionSchema = z
  .object({
    intent: z.enum(ISSUE_INTENTS, "forms.failed"),
    protocolId: z.string().trim().regex(/^\d{0,9}$/, "editorial.issues.error.protocol"),
    /** The place the protocol had when the page was drawn: a repeated or stale move does nothing. */
    position: z.string().trim().regex(/^\d{0,4}$/, "forms.failed"),
    /** Empty: back to the automatic e-location. */
    elocation: z
      .string()
      .trim()
      .refine((v) => v === "" || ELOCATION_PATTERN.test(v), "editorial.issues.error.elocation"),
    /** The details form's fields (intent "details"); the other forms send none of them. */
    publishedOn: z.string().trim(),
    coverUrl: z.string().trim(),
    /** An uploaded cover image (the details form's file field): replaces `coverUrl`. */
    coverToken: uploadToken(false),
    titleEn: details.titleEn,
    titleCn: details.titleCn,
    noteEn: details.noteEn,
    noteCn: details.noteCn,
  })
  .superRefine((v, ctx) => {
    if (v.intent === "details") {
      if (!isDay(v.publishedOn)) ctx.addIssue({ code: "custom", path: ["publishedOn"], message: "editorial.issues.error.date" });
      if (!isCover(v.coverUrl)) ctx.addIssue({ code: "custom", path: ["coverUrl"], message: "editorial.issues.error.cover" });
    } else if (v.intent !== "publish" && !v.protocolId) {
      ctx.addIssue({ code: "custom", path: ["protocolId"], message: "editorial.issues.error.protocol" });
    }
  });

export type IssueActionInput = z.infer<typeof actionSchema>;

/** The issue page's small forms (assign, move, remove, e-location, publish): one schema, told apart by intent. */
export const issueActionForm: FormSchema<IssueActionInput> = { schema: actionSchema, arrayFields: [] };
