import { z } from "zod";
import { EMAIL_MAX_CHARS } from "../config/constants";
import { AFFILIATION_MAX_CHARS, NAME_MAX_CHARS, PASSWORD_MAX_CHARS } from "./account-limits";
import { NEW_PASSWORD_PROBLEM_KEYS } from "./password-problem-keys";
import { passwordLengthProblem } from "./password-rules";
import { emailField } from "../forms/fields";

/**
 * Form schemas of the account pages, used by the pages' actions through the one form runner. Each message is a
 * key of the string catalogue (app/i18n/<lang>/accounts.json), as in every other form (core/forms/fields.ts).
 */
// The one e-mail rule of every form, with the account pages' own wording.
const email = emailField({ required: "accounts.problem.emailRequired", format: "accounts.problem.emailInvalid", tooLong: "accounts.problem.emailTooLong" });

/** An address as readers type it; stored and compared lower-case. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

const name = z.string().trim().max(NAME_MAX_CHARS, "accounts.problem.nameTooLong");

/** A new password: required, then the length rules (the common-password check is the server's: newPasswordProblem). */
const newPassword = z.string().superRefine((value, ctx) => {
  const problem = value === "" ? "password-required" : passwordLengthProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: NEW_PASSWORD_PROBLEM_KEYS[problem] });
});

export const signUpSchema = z.object({
  email,
  password: newPassword,
  full_name: name,
  first_name: name.min(1, "accounts.problem.firstNameRequired"),
  last_name: name.min(1, "accounts.problem.lastNameRequired"),
  terms: z.literal("on", "accounts.problem.termsRequired"),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const logInSchema = z.object({
  // The address an account was made with, as typed: no format rule, a wrong one is a wrong log-in.
  email: z.string().trim().min(1, "accounts.problem.emailRequired").max(EMAIL_MAX_CHARS, "accounts.problem.emailTooLong"),
  password: z.string().min(1, "accounts.problem.passwordRequired").max(PASSWORD_MAX_CHARS * 4, "accounts.problem.passwordTooLong"),
});

export const emailOnlySchema = z.object({ email });

export const profileSchema = z.object({
  full_name: name,
  first_name: name,
  middle_name: name,
  last_name: name,
  contact_email: z.union([z.literal(""), email]),
  affiliation: z.string().trim().max(AFFILIATION_MAX_CHARS, "accounts.problem.affiliationTooLong"),
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, "accounts.problem.tokenInvalid").max(200, "accounts.problem.tokenInvalid"),
    password: newPassword,
    confirm_password: z.string(),
  })
  .refine((v) => v.password === v.confirm_password, { message: "accounts.password.mismatch", path: ["confirm_password"] });

/** The account forms as the form runner takes them (no field repeats). */
export const signUpForm = { schema: signUpSchema, arrayFields: [] } as const;
export const logInForm = { schema: logInSchema, arrayFields: [] } as const;
export const emailOnlyForm = { schema: emailOnlySchema, arrayFields: [] } as const;
export const profileForm = { schema: profileSchema, arrayFields: [] } as const;
export const resetPasswordForm = { schema: resetPasswordSchema, arrayFields: [] } as const;
