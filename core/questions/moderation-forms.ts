import { z } from "zod";
import type { FormSchema } from "../forms/parse-form-values";
import { HIDE_REASON_MAX_CHARS, POST_KINDS } from "./moderation-rules";

/**
 * The editors' moderation forms (ADR 0111). Messages are catalogue keys (app/i18n/{en,cn}/editorial-questions.json).
 */
export const MODERATION_INTENTS = ["hide", "unhide", "edit", "dismiss"] as const;
export type ModerationIntent = (typeof MODERATION_INTENTS)[number];

const actionSchema = z
  .object({
    intent: z.enum(MODERATION_INTENTS, "forms.failed"),
    kind: z.enum(POST_KINDS, "forms.failed"),
    postId: z.string().regex(/^\d{1,9}$/, "forms.failed"),
    /** Why a post is hidden or shown again: required for both, kept on the post and in the audit log. */
    reason: z.string().trim(),
    /** The edit form's texts (a question's title and description, or an answer's body). */
    title: z.string(),
    description: z.string(),
    body: z.string(),
    /** The post's last edit time as the page showed it ("" if never): an edit made since refuses this one. */
    version: z.string().max(40, "forms.failed"),
  })
  .superRefine((v, ctx) => {
    if (v.intent !== "hide" && v.intent !== "unhide") return;
    if (v.reason === "")
      ctx.addIssue({ code: "custom", path: ["reason"], message: "editorial.questions.error.reasonRequired" });
    else if ([...v.reason].length > HIDE_REASON_MAX_CHARS)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "editorial.questions.error.reasonTooLong" });
  });
export type ModerationInput = z.infer<typeof actionSchema>;

/**
 * A question's office page: hide, show again, edit or keep (dismiss the reports of) one of its posts, told apart by
 * intent. The edit's texts are checked by the readers' own rules (questionSchema, answerSchema) in the action.
 */
export const moderationForm: FormSchema<ModerationInput> = { schema: actionSchema, arrayFields: [] };

const seenSchema = z.object({
  intent: z.literal("seen", "forms.failed"),
  /** The newest question and answer the editor had on the screen: posts that came in since stay new. */
  questionId: z.string().regex(/^\d{1,9}$/, "forms.failed"),
  answerId: z.string().regex(/^\d{1,9}$/, "forms.failed"),
});
export type QueueSeenInput = z.infer<typeof seenSchema>;
/** The queue page's one form: "mark these as seen". */
export const queueSeenForm: FormSchema<QueueSeenInput> = { schema: seenSchema, arrayFields: [] };
