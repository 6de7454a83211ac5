import { z } from "zod";
import { optionalText, requiredText } from "../../forms/fields";
import { isSlug, SLUG_MAX_CHARS } from "../collections/collection-rules";
import type { FieldSpec } from "./content-kind";

/**
 * The building blocks of the content kinds' rules and fields (ADR 0112). Every message is a catalogue key
 * `editorial.content.error.<field>`, so one rule answers in the page's language in the browser and on the server.
 */

export const NAME_MAX_CHARS = 200;
export const TITLE_MAX_CHARS = 300;
export const SHORT_TEXT_MAX_CHARS = 1_000;
export const LONG_TEXT_MAX_CHARS = 20_000;
export const LINK_MAX_CHARS = 500;

const message = (field: string) => `editorial.content.error.${field}`;

/** A required text in both languages: `${base}En` and `${base}Cn`, each with its own message (`${messages}En` …). */
export function requiredPair(base: string, max: number, messages = base): Record<string, z.ZodType> {
  return { [`${base}En`]: requiredText(max, message(`${messages}En`)), [`${base}Cn`]: requiredText(max, message(`${messages}Cn`)) };
}

/** An optional text in both languages. */
export function optionalPair(base: string, max: number): Record<string, z.ZodType> {
  return { [`${base}En`]: optionalText(max), [`${base}Cn`]: optionalText(max) };
}

/** The form fields of a bilingual pair, English then Chinese, side by side; `labels`: the catalogue keys' base when not the field's. */
export function pairFields(base: string, options: Omit<FieldSpec, "name" | "lang" | "label"> & { labels?: string } = {}): FieldSpec[] {
  const { labels, ...rest } = options;
  return (["En", "Cn"] as const).map((suffix) => ({
    ...rest,
    name: `${base}${suffix}`,
    lang: suffix === "En" ? "en" : "zh-CN",
    ...(labels ? { label: `editorial.content.field.${labels}${suffix}` } : {}),
  }));
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' naming a real day (2026-02-30 is not one). */
export function isDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

export function dayField(field: string) {
  return z.string().trim().refine(isDay, message(field));
}

/** A lower-case slug, unique per table (checked when saved). */
export function slugField() {
  return z
    .string()
    .trim()
    .toLowerCase()
    .min(1, message("slugRequired"))
    .max(SLUG_MAX_CHARS, message("slug"))
    .refine(isSlug, message("slug"));
}

/** An http or https address with a host name (no user name or password in it). */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** An optional link to a website: empty, or an http(s) address. */
export function webLinkField(field: string) {
  return z
    .string()
    .trim()
    .max(LINK_MAX_CHARS, message(field))
    .refine((v) => v === "" || isWebLink(v), message(field));
}

/** One of a fixed set of values (a select). */
export function choiceField<const T extends readonly [string, ...string[]]>(field: string, values: T) {
  return z.enum(values, message(field));
}
