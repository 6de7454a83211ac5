/**
 * A stored JSON list of strings (keywords and the like) as an array; anything malformed is an empty list rather
 * than an error, since a reader's page or a search must not fail on one bad row.
 */
export function parseStringList(json: string | null | undefined): string[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}
