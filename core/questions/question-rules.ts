import { z } from "zod";
import {
  QUESTION_DESCRIPTION_MAX_CHARS,
  QUESTION_MIN_CHARS,
  QUESTION_MIN_WORDS,
  QUESTION_TITLE_MAX_CHARS,
} from "../config/constants";
import { countChars, countWords } from "./count-words";

/**
 * Question rules (SPEC §5, §9), one schema for the form in the browser and the server. Values are trimmed;
 * each issue's message is a problem code the page translates.
 *   title: required; ≥ 10 characters; ≥ 3 words; ≤ 150 characters
 *   description: ≥ 10 characters; ≥ 3 words; ≤ 60,000 characters
 *   answer: required; ≤ 60,000 characters
 */
export type QuestionProblem =
  | "title-required"
  | "title-too-short"
  | "title-too-few-words"
  | "title-too-long"
  | "description-too-short"
  | "description-too-few-words"
  | "description-too-long"
  | "answer-required"
  | "answer-too-long";

function textRule(field: "title" | "description", max: number, required: boolean) {
  return z
    .string()
    .transform((v) => v.trim())
    .superRefine((value, ctx) => {
      const problem = ((): QuestionProblem | null => {
        if (required && value === "") return "title-required";
        const chars = countChars(value);
        if (chars > max) return `${field}-too-long`;
        if (chars < QUESTION_MIN_CHARS) return `${field}-too-short`;
        if (countWords(value) < QUESTION_MIN_WORDS) return `${field}-too-few-words`;
        return null;
      })();
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}

export const questionSchema = z.object({
  title: textRule("title", QUESTION_TITLE_MAX_CHARS, true),
  description: textRule("description", QUESTION_DESCRIPTION_MAX_CHARS, false),
});
export type QuestionInput = z.infer<typeof questionSchema>;

export const answerSchema = z.object({
  body: z
    .string()
    .transform((v) => v.trim())
    .superRefine((value, ctx) => {
      if (value === "") ctx.addIssue({ code: "custom", message: "answer-required" });
      else if (countChars(value) > QUESTION_DESCRIPTION_MAX_CHARS) ctx.addIssue({ code: "custom", message: "answer-too-long" });
    }),
});

/** Field → problem of a question or answer form (first problem per field), or null when it is valid. */
export function questionProblems(schema: typeof questionSchema | typeof answerSchema, input: unknown): Record<string, QuestionProblem> | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const out: Record<string, QuestionProblem> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    const missing: QuestionProblem = field === "description" ? "description-too-short" : field === "body" ? "answer-required" : "title-required";
    out[field] ??= issue.code === "custom" ? (issue.message as QuestionProblem) : missing;
  }
  return out;
}
