/**
 * Field limits of the forms that the SPEC does not fix (its own limits are in core/config/constants.ts).
 * Generous enough for real names and titles, small enough to keep rows and e-mails sane.
 */
export const NAME_MAX_CHARS = 100;
export const FULL_NAME_MAX_CHARS = 200;
export const AFFILIATION_MAX_CHARS = 300;
export const PLACE_MAX_CHARS = 100;
export const TITLE_MAX_CHARS = 500;
export const AUTHORS_MAX_CHARS = 2_000;
export const DOI_OR_URL_MAX_CHARS = 500;
export const COVER_LETTER_MAX_CHARS = 10_000;
export const MOTIVATION_MAX_CHARS = 3_000;
export const WAIVER_REASON_MAX_CHARS = 3_000;
export const INVITATION_CODE_MAX_CHARS = 40;
/** The inquiry's summary: at most 300 words (content/{lang}/psi.md), counted by countWords in both languages. */
export const PSI_SUMMARY_MAX_WORDS = 300;
/** A backstop on the summary's characters, far above 300 words of any language. */
export const PSI_SUMMARY_MAX_CHARS = 6_000;

/** Per-IP limits on accepted submissions (ADR 0040): enough for a lab sharing one address, too few for a bot. */
export const FORM_RATE_LIMITS = {
  alerts: { limit: 10, windowMs: 60 * 60 * 1000 },
  help: { limit: 10, windowMs: 60 * 60 * 1000 },
  reviewer: { limit: 5, windowMs: 60 * 60 * 1000 },
  ambassador: { limit: 5, windowMs: 60 * 60 * 1000 },
  psi: { limit: 5, windowMs: 60 * 60 * 1000 },
  submission: { limit: 10, windowMs: 60 * 60 * 1000 },
  upload: { limit: 30, windowMs: 60 * 60 * 1000 },
  /** Editors' saves (ADR 0099): a day's work in an hour, still a bound on a stolen session. */
  editorial: { limit: 600, windowMs: 60 * 60 * 1000 },
} as const;
export type RateLimitedForm = keyof typeof FORM_RATE_LIMITS;

/** Confirmation e-mails to one address: at most this many a day, whoever asks (no mail-bombing through us). */
export const ALERTS_CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;
/** A second request within this time does not send a second confirmation (double click, retry). */
export const ALERTS_CONFIRMATION_RESEND_AFTER_MS = 10 * 60 * 1000;
/** A confirmation link works this long. */
export const ALERTS_CONFIRMATION_VALID_MS = 7 * 24 * 60 * 60 * 1000;
/** A digest lists at most this many protocols, then links to the archive. */
export const ALERTS_DIGEST_MAX_ITEMS = 50;
/** Uploads no submission refers to are deleted after this time. */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
