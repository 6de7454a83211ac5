import type { FormActionData } from "~/lib/forms/form-action-data";

/**
 * What the reader had typed, after a refused submission (the page is rendered again with it when
 * JavaScript is off; with JavaScript the fields were never cleared), or what a success says back.
 */
export function echo(data: FormActionData | undefined, name: string, fallback = ""): string {
  // A success says values back only where the page shows them (the address a link was sent to).
  const value = data?.values?.[name];
  return value === undefined ? fallback : firstValue(value);
}

/** A posted field's one value (the first of a repeated one), "" when it was not sent. */
export function firstValue(value: string | readonly string[] | undefined): string {
  return typeof value === "string" ? value : (value?.[0] ?? "");
}

export function echoList(
  data: FormActionData | undefined,
  name: string,
  fallback: readonly string[] = [],
): readonly string[] {
  if (data?.status !== "error") return fallback;
  const value = data.values[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

export function echoChecked(data: FormActionData | undefined, name: string, fallback = false): boolean {
  return data?.status === "error" ? data.values[name] === "on" : fallback;
}
