import { isCommonPassword } from "./is-common-password";
import { passwordLengthProblem, type PasswordProblem } from "./password-rules";

/**
 * The server's one check of a new password (sign-up, reset, change): the length rules the browser checks too,
 * then the common-password list, which only the server holds (ADR 0081).
 */
export function newPasswordProblem(password: string): PasswordProblem | null {
  return passwordLengthProblem(password) ?? (isCommonPassword(password) ? "too-common" : null);
}
