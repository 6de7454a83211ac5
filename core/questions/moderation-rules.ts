import type { PostKind } from "../db/schema";
import type { RateLimitRule } from "../rate-limit/consume-rate-limit";

/**
 * The rules of moderated questions and answers (ADR 0111), each named once: the author's answer link and readers'
 * reports; the editors' forms are in moderation-forms.ts. No schema is built here: a protocol page's report control
 * uses these rules without the validation library.
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
