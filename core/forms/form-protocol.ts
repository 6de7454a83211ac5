/** Hidden fields every form carries (ADR 0040), named once for the page and the server. */
export const IDEMPOTENCY_FIELD = "idempotencyKey";
/** The honeypot: hidden from people, filled in by form-filling bots. */
export const HONEYPOT_FIELD = "website";
