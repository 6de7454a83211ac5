import type { PasswordProblem } from "./password-rules";

/**
 * The catalogue message of each new-password problem (app/i18n/<lang>/accounts.json), for the account schemas and
 * the pages' answers. A file of its own: pages that only translate problems load no validation library.
 */
export const NEW_PASSWORD_PROBLEM_KEYS = {
  "password-required": "accounts.problem.passwordRequired",
  "too-short": "accounts.problem.passwordTooShort",
  "too-long": "accounts.problem.passwordTooLong",
  "too-common": "accounts.problem.passwordTooCommon",
} as const satisfies Record<PasswordProblem | "password-required", string>;
