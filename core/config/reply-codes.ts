/**
 * The one code table of the `{code, msg, data}` answers of the SPEC §7 calls (account, ads, tracking, client
 * errors); 0 is success (SPEC §7). Code 1 means only "log in first": the browser's API client logs the reader out
 * on code 1 with LOGIN_REQUIRED_MSG (SPEC §4, §8), so no other failure may answer it.
 */
export const REPLY_CODE = {
  ok: 0,
  loginRequired: 1,
  invalid: 2,
  rateLimited: 3,
  forbidden: 4,
  unknownAd: 5,
  methodNotAllowed: 6,
} as const;

/** The forced log-out's message: exactly this, trailing space included, in both languages (SPEC §4). */
export const LOGIN_REQUIRED_MSG = "Please log in first. ";
