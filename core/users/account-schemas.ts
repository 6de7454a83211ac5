import { z } from "zod";
import { EMAIL_MAX_CHARS } from "../config/constants";
import { AFFILIATION_MAX_CHARS, NAME_MAX_CHARS, PASSWORD_MAX_CHARS } from "./account-limits";
import { passwordLengthProblem } from "./password-rules";
import { emailField } from "../forms/fields";

/**
 * Form schemas of the account pages, used by the pages' actions (the server) and, for the same messages,
 * by the forms in the browser. Each message is a problem code the page translates.
 */
// The one e-mail rule of every form (core/forms/fields.ts), with the account pages' problem codes.
const email = emailField({ required: "email-required", format: "email-invalid", tooLong: "email-too-long" });

/** An address as readers type it; stored and compared lower-case. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

const name = z.string().trim().max(NAME_MAX_CHARS, "name-too-long");

/** A new password: required, then the length rules (the common-password check is the server's, in registerUser). */
const newPassword = z.string().superRefine((value, ctx) => {
  const problem = value === "" ? "password-required" : passwordLengthProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

export const signUpSchema = z.object({
  email,
  password: newPassword,
  full_name: name,
  first_name: name.min(1, "first-name-required"),
  last_name: name.min(1, "last-name-required"),
  terms: z.literal("on", "terms-required"),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const logInSchema = z.object({
  email: z.string().trim().min(1, "email-required").max(EMAIL_MAX_CHARS, "email-too-long"),
  password: z.string().min(1, "password-required").max(PASSWORD_MAX_CHARS * 4, "too-long"),
});

export const emailOnlySchema = z.object({ email });

export const profileSchema = z.object({
  full_name: name,
  first_name: name,
  middle_name: name,
  last_name: name,
  contact_email: z.union([z.literal(""), email]),
  affiliation: z.string().trim().max(AFFILIATION_MAX_CHARS, "affiliation-too-long"),
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: newPassword,
    confirm_password: z.string(),
  })
  .refine((v) => v.password === v.confirm_password, { message: "mismatch", path: ["confirm_password"] });

/** Field → problem code of a failed parse: the first problem of each field. */
export function fieldProblems(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    out[field] ??= issue.code === "custom" || /^[a-z-]+$/.test(issue.message) ? issue.message : "invalid";
  }
  return out;
}
