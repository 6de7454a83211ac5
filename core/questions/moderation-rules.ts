import { z } from "zod";
import type { PostKind } from "../db/schema";
import type { RateLimitRule } from "../rate-limit/consume-rate-limit";
import type { FormSchema } from "../forms/parse-form-values";

/**
 * The rules of moderated questions and answers (ADR 0111), each named once: the author's answer link, readers'
 * reports, and the editors' forms. Messages are catalogue keys (app/i18n/{en,cn}/editorial-questions.json).
 */
export const POST_KINDS = ["question", "answer"] as const satisfies readonly PostKind[];

const DAY = 24 * 60 * 60 * 1000;
/** The author's answer link works this long (an author may be travelling), once. */
export const ANSWER_LINK_TTL_MS = 14 * DAY;
/** The scope of a once-code that answers one question and does nothing else. */
export function answerLinkScope(questionId: number): string {
  return `answer:question:${questionId}`;
}
/** Question e-mails to one author's address: a reader posting many questions does not flood an author. */
export const AUTHOR_QUESTION_EMAILS_PER_ADDRESS: RateLimitRule = { limit: 10, windowMs: DAY };
/** Answers posted through answer links, per client address (guessing a 256-bit code is hopeless; this stops floods). */
export const ANSWER_LINK_POSTS_PER_IP: RateLimitRule = { limit: 30, windowMs: 15 * 60 * 1000 };

/** Reports per reader: enough to flag a thread of spam, not enough to flood the editors. */
export const REPORTS_PER_USER: RateLimitRule = { limit: 10, windowMs: 60 * 60 * 1000 };
export const REPORT_REASON_MAX_CHARS = 1_000;
export const HIDE_REASON_MAX_CHARS = 500;
/** The moderation queue shows at most this many new posts at once (the count says how many there are). */
export const QUEUE_PAGE_SIZE = 100;

export type ReportProblem = "reason-required" | "reason-too-long";

/** A reader's report (readers' form, checked in the browser and on the server): a reason is required. */
export function reportProblem(reason: string): ReportProblem | null {
  const value = reason.trim();
  if (value === "") return "reason-required";
  if ([...value].length > REPORT_REASON_MAX_CHARS) return "reason-too-long";
  return null;
}

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
