import { z } from "zod";
import { LONG_TEXT_MAX_CHARS, NAME_MAX_CHARS, pairFields, requiredPair, TITLE_MAX_CHARS } from "./content-fields";
import type { ContentKindSpec } from "./content-kind";

const MINUTE = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/;

/** "2026-06-18T08:00" (a datetime-local input, read as UTC) → "2026-06-18T08:00:00Z", as the seed stores it; null when it is no real time. */
export function webinarStart(value: string): string | null {
  const m = MINUTE.exec(value.trim());
  if (!m) return null;
  const iso = `${m[1]}T${m[2]}:${m[3]}:00Z`;
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) || time.toISOString().slice(0, 16) !== iso.slice(0, 16) ? null : iso;
}

/**
 * Webinars (ADR 0112): title, speaker and description in both languages, and the start time in UTC (the page
 * shows it as UTC). The webinars page splits them at the present: upcoming soonest first, past latest first.
 */
export const WEBINAR_SPEC: ContentKindSpec = {
  kind: "webinars",
  table: "webinars",
  entity: "webinar",
  details: {
    startsAt: z
      .string()
      .refine((v) => webinarStart(v) !== null, "editorial.content.error.startsAt")
      .transform((v) => webinarStart(v)!),
    ...requiredPair("title", TITLE_MAX_CHARS),
    ...requiredPair("speaker", NAME_MAX_CHARS),
    ...requiredPair("description", LONG_TEXT_MAX_CHARS),
  },
  fields: [
    { name: "startsAt", type: "datetime-local", required: true, hint: "startsAt" },
    ...pairFields("title", { required: true }),
    ...pairFields("speaker", { required: true }),
    ...pairFields("description", { type: "textarea", rows: 5, required: true }),
  ],
  label: ["title_en", "title_cn"],
  order: { manual: false, column: "starts_at", descending: true },
  longTexts: ["description_en", "description_cn"],
  formValue: { startsAt: (stored) => String(stored ?? "").slice(0, 16) },
};
