import { z } from "zod";
import { PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS } from "./account-limits";

/**
 * Password rules, shared by the browser (inline messages) and the server (which enforces them):
 * 8 to 128 characters, not one of the most common passwords, no composition rules (NIST SP 800-63B).
 * The common-password list is only on the server (see isCommonPassword); the browser checks length.
 */
export type PasswordProblem = "too-short" | "too-long" | "too-common";

export function passwordLengthProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_CHARS) return "too-short";
  if (length > PASSWORD_MAX_CHARS) return "too-long";
  return null;
}

/**
 * The change-password checks in the SPEC's order (§5), each on trimmed values. Returns the first
 * failing check, or null. `confirm` is absent on the server, whose payload is old and new password only.
 */
export type ChangePasswordProblem = "old-required" | "new-required" | "confirm-required" | "same-as-old" | "mismatch";

export interface ChangePasswordInput {
  old_password: string;
  new_password: string;
  confirm_password?: string;
}

export function firstChangePasswordProblem(input: ChangePasswordInput): ChangePasswordProblem | null {
  const oldPassword = input.old_password.trim();
  const newPassword = input.new_password.trim();
  const confirm = input.confirm_password?.trim();
  if (!oldPassword) return "old-required";
  if (!newPassword) return "new-required";
  if (confirm !== undefined && !confirm) return "confirm-required";
  if (newPassword === oldPassword) return "same-as-old";
  if (confirm !== undefined && newPassword !== confirm) return "mismatch";
  return null;
}

/**
 * The one schema of the change-password form and of POST /v1/forum/user/updatePwd. Each issue's
 * message is a problem code (ChangePasswordProblem or PasswordProblem) that the page translates.
 * Values are kept untrimmed: the trimming is only for the checks, as the SPEC says.
 */
export const changePasswordSchema = z
  .object({
    old_password: z.string().max(1000),
    new_password: z.string().max(1000),
    confirm_password: z.string().max(1000).optional(),
  })
  .superRefine((value, ctx) => {
    const problem = firstChangePasswordProblem(value) ?? passwordLengthProblem(value.new_password);
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: [fieldOf(problem)] });
  });

export type ChangePasswordField = "old_password" | "new_password" | "confirm_password";

/** The field a problem is shown under. */
export function fieldOf(problem: ChangePasswordProblem | PasswordProblem): ChangePasswordField {
  if (problem === "old-required") return "old_password";
  if (problem === "confirm-required" || problem === "mismatch") return "confirm_password";
  return "new_password";
}

/** The first problem of a change-password input (null when it may be sent / applied). */
export function changePasswordProblem(input: unknown): ChangePasswordProblem | PasswordProblem | "invalid" | null {
  const result = changePasswordSchema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return issue?.code === "custom" ? (issue.message as ChangePasswordProblem | PasswordProblem) : "invalid";
}
