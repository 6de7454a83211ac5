/**
 * A record id as it arrives in an address, a query or a form field: 1 to 9 digits (so it fits every integer
 * column on both engines), else null. Callers answer null their own way (parameter error, not-found, 404).
 */
export function parseRecordId(value: string | null | undefined): number | null {
  return typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : null;
}
