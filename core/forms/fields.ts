import { z } from "zod";
import { EMAIL_MAX_CHARS } from "../config/constants";
import { CATEGORY_IDS } from "../categories/categories";

/**
 * Building blocks of the form schemas. Every message is a key of the string catalogue
 * (app/i18n/<lang>/forms.json), so one schema gives the page's language on both sides.
 */

export function requiredText(max: number, requiredKey: string, tooLongKey = "forms.field.tooLong") {
  return z.string().trim().min(1, requiredKey).max(max, tooLongKey);
}

export function optionalText(max: number, tooLongKey = "forms.field.tooLong") {
  return z.string().trim().max(max, tooLongKey);
}

export interface EmailMessages {
  required: string;
  format: string;
  tooLong: string;
}

/** The forms' own e-mail messages; the alerts and pre-submission forms have the SPEC's. */
export const FORM_EMAIL_MESSAGES: EmailMessages = {
  required: "forms.email.required",
  format: "forms.email.format",
  tooLong: "forms.email.tooLong",
};

/** Required, then well-formed, then at most 256 characters (SPEC §5, §9): the first failing rule speaks. */
export function emailField(messages: EmailMessages = FORM_EMAIL_MESSAGES) {
  return z
    .string()
    .trim()
    .min(1, messages.required)
    .max(EMAIL_MAX_CHARS, messages.tooLong)
    .pipe(z.email(messages.format));
}

/** A ticked checkbox sends "on"; an unticked one sends nothing. */
export function checkbox() {
  return z.string().transform((v) => v === "on");
}

export function requiredCheckbox(message: string) {
  return z.string().refine((v) => v === "on", message);
}

export function choice<const T extends readonly [string, ...string[]]>(values: T, requiredKey: string) {
  return z.enum(values, requiredKey);
}

/** Subject category ids from checkboxes (values are the ids as text). */
export function categoryIds() {
  return z
    .array(z.string())
    .transform((values) =>
      [...new Set(values.map(Number))].filter((id) => CATEGORY_IDS.includes(id)).sort((a, b) => a - b),
    );
}

/** The hidden token of a file already stored by the upload endpoint (32 hex characters). */
export const UPLOAD_TOKEN_PATTERN = /^[a-f0-9]{32}$/;

export function uploadToken(required: boolean) {
  const base = z.string().trim();
  return required
    ? base.min(1, "forms.upload.required").regex(UPLOAD_TOKEN_PATTERN, "forms.upload.required")
    : base.refine((v) => v === "" || UPLOAD_TOKEN_PATTERN.test(v), "forms.upload.required");
}

/** The per-render idempotency key (ADR 0040); any missing or odd value is rejected as a failed submission. */
export function idempotencyKey() {
  return z.string().regex(/^[A-Za-z0-9-]{16,64}$/, "forms.failed");
}
