/**
 * Codes and messages of the account calls' `{code, msg, data}` answers (SPEC §7, §8). The browser's API
 * client reacts to code 1 with LOGIN_REQUIRED_MSG by logging out: the text must stay exactly this,
 * trailing space included, in both languages.
 */
export const ACCOUNT_CODE = {
  ok: 0,
  loginRequired: 1,
  invalid: 2,
  rateLimited: 3,
  forbidden: 4,
} as const;

export const LOGIN_REQUIRED_MSG = "Please log in first. ";
