import { z } from "zod";
import { SHORT_TEXT_MAX_CHARS, URL_MAX_CHARS } from "./limits";

/**
 * Field types of the tracking and advertising calls (SPEC §7), as the server checks them; their bounds are in
 * limits.ts, which the browser shares. Every text has an upper bound: a report that exceeds one is dropped whole.
 */

/** An integer sent as a JSON number or as a string of digits (form-style clients). */
export function integerField(min: number, max: number) {
  return z.union([z.number(), z.string().regex(/^-?\d{1,12}$/).transform(Number)]).pipe(z.number().int().min(min).max(max));
}

export const urlText = z.string().max(URL_MAX_CHARS);
export const shortText = z.string().max(SHORT_TEXT_MAX_CHARS);
/** Optional text: absent, null or a string within bounds; stored as null when empty. */
export function optionalText(max: number) {
  return z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
}

/** The browser id of the `uuid` cookie (SPEC §3): letters, digits and dashes. */
export const browserUuid = z
  .string()
  .regex(/^[A-Za-z0-9-]{8,64}$/)
  .nullish()
  .transform((v) => v ?? null);
