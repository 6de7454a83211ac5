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
/** Failed log-ins (and wrong old passwords) per account, whether or not the account exists. */
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimit = { limit: 5, windowMs: 15 * MINUTE };
/** Failed log-ins from one address, over all accounts. */
export const LOGIN_FAILURES_PER_IP: RateLimit = { limit: 50, windowMs: 15 * MINUTE };
/** Sign-ups from one address. */
export const SIGNUPS_PER_IP: RateLimit = { limit: 50, windowMs: 60 * MINUTE };
/** Reset and sign-in-link e-mails per address asked for, and per requesting IP. */
export const ACCOUNT_EMAILS_PER_ACCOUNT: RateLimit = { limit: 3, windowMs: 15 * MINUTE };
export const ACCOUNT_EMAILS_PER_IP: RateLimit = { limit: 30, windowMs: 60 * MINUTE };
/** Questions and answers per reader. */
export const POSTS_PER_USER: RateLimit = { limit: 10, windowMs: 10 * MINUTE };
/** Once-code redemptions per IP (guessing a 256-bit code is hopeless; this only stops floods). */
export const ONCE_CODE_ATTEMPTS_PER_IP: RateLimit = { limit: 30, windowMs: 15 * MINUTE };
