import type { QuestionProblem } from "@core/questions/question-rules";
import type { ReportProblem } from "@core/questions/moderation-rules";
import type { PostKind } from "@core/db/schema";

/** Why a report was not stored (ADR 0111): the reason's rules, or the server's refusal. */
export type ReportRefusal = ReportProblem | "already" | "rate-limited" | "not-found" | "failed";

/** What the questions action answers when a post is not made (its values come back, nothing is lost). */
export interface QuestionActionData {
  intent: "question" | "answer" | "report";
  /** For an answer: the question it was for. */
  questionId?: number;
  problems?: Partial<Record<"title" | "description" | "body", QuestionProblem>>;
  /** Not saved for another reason (rate limit, server error): SPEC's "Operation failed…". */
  failed?: boolean;
  values: { title?: string; description?: string; body?: string; reason?: string };
  /** For a report (ADR 0111): the post reported and why it was not stored. */
  report?: { kind: PostKind; postId: number; problem: ReportRefusal };
  /** For a question about a protocol: which one (kept when the form is shown again). */
  protocolId?: number | null;
  /** Where the form was posted from (kept when the form is shown again). */
  redirect?: string;
}

/** A fresh idempotency key for one post (made in the browser after hydration). */
export function newPostKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}
