/** `raw` when it is one of `values` (a query parameter, a form field), else null: the one check of a closed list. */
export function allowedValue<T extends string>(values: readonly T[], raw: unknown): T | null {
  return typeof raw === "string" && (values as readonly string[]).includes(raw) ? (raw as T) : null;
}
