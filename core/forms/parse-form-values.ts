import type { z } from "zod";

/** Raw values of a submitted form: text fields and repeated fields (checkbox groups). */
export type RawFormValues = Record<string, string | string[]>;

export type FieldErrors = Record<string, string>;

export type FormParseResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** A form schema: a zod object whose keys are the form's field names. */
export interface FormSchema<T> {
  schema: z.ZodType<T> & { shape: Record<string, unknown> };
  /** Fields that may repeat (checkbox groups); all others are single strings. */
  arrayFields: readonly string[];
}

/**
 * Validates a form's values with its schema, the same way in the browser and on the server: each field
 * takes a string ("" when absent) or a list, and each failing field gets the first message of its rules.
 */
export function parseFormValues<T>(form: FormSchema<T>, raw: RawFormValues): FormParseResult<T> {
  const input: Record<string, string | string[]> = {};
  for (const key of Object.keys(form.schema.shape)) {
    const value = raw[key];
    if (form.arrayFields.includes(key)) input[key] = value === undefined ? [] : Array.isArray(value) ? value : [value];
    else input[key] = Array.isArray(value) ? (value[0] ?? "") : (value ?? "");
  }
  const result = form.schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "_form");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Collects text entries of a FormData (browser or server); files are left out. */
export function collectFormValues(entries: Iterable<[string, unknown]>): RawFormValues {
  const out: RawFormValues = {};
  for (const [name, value] of entries) {
    if (typeof value !== "string") continue;
    const existing = out[name];
    if (existing === undefined) out[name] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else out[name] = [existing, value];
  }
  return out;
}
