import { z } from "zod";
import { choice, optionalText, uploadToken } from "../../forms/fields";
import type { FormSchema } from "../../forms/parse-form-values";

export const FIGURE_ALT_MAX_CHARS = 500;
export const FIGURE_CAPTION_MAX_CHARS = 4_000;
/** Figures one draft may hold. */
export const DRAFT_MAX_FIGURES = 30;

const schema = z
  .object({
    /** add: upload a figure; edit: its texts; up/down: its place; remove. */
    intent: choice(["add", "edit", "up", "down", "remove"] as const, "forms.failed"),
    /** The figure's number (1-based) for edit/up/down/remove. */
    figure: z.string().trim().regex(/^\d{0,3}$/, "forms.failed"),
    /** The draft's version when the page was opened: a change saved by another editor since is refused. */
    lockVersion: z.string().trim().regex(/^\d{1,9}$/, "forms.failed"),
    imageToken: uploadToken(false),
    altEn: optionalText(FIGURE_ALT_MAX_CHARS),
    altCn: optionalText(FIGURE_ALT_MAX_CHARS),
    captionEn: optionalText(FIGURE_CAPTION_MAX_CHARS),
    captionCn: optionalText(FIGURE_CAPTION_MAX_CHARS),
  })
  .superRefine((v, ctx) => {
    const texts = v.intent === "add" || v.intent === "edit";
    // English alt text is required (the English page, and the Chinese page's fallback); Chinese alt text is optional.
    if (texts && !v.altEn) ctx.addIssue({ code: "custom", path: ["altEn"], message: "editorial.media.error.altEn" });
    if (v.intent === "add" && !v.imageToken) ctx.addIssue({ code: "custom", path: ["imageToken"], message: "forms.upload.required" });
    if (v.intent !== "add" && !v.figure) ctx.addIssue({ code: "custom", path: ["figure"], message: "forms.failed" });
  });

export type DraftFigureInput = z.infer<typeof schema>;

/** The draft figures page's forms (ADR 0105): one schema in the browser and on the server. */
export const draftFigureForm: FormSchema<DraftFigureInput> = { schema, arrayFields: [] };
